/**
 * Fixtures before the teams are known (decisions.md): the final of the minimal fixture published
 * with slots. Unknown teams are null with the slot in words; a slot resolves once its source is
 * final (a completed match, a complete and decided group table, or a position content fixes);
 * explicit content wins; team filters never match an unknown team; and a match finished through
 * the live feed resolves the fixtures that depend on it without a rebuild.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { writeFixture, type Fixture } from '../fixtures/minimal-content.ts';
import { apiHarness } from '../helpers/api-harness.ts';
import { liveHarness, type LiveHarness } from '../live/harness.ts';
import { goal, lineupMsg } from '../live/messages.ts';

const V1 = '/api/public/v1';
const FINAL = 'match_fx-3';

/** The final as a fixture between two slots; match 2 (Cyrenia v Dalmoor) as `match2`. */
function withSlottedFinal(home: string, away: string, match2?: (m: Fixture['season']['matches'][number], f: Fixture) => void) {
  return (f: Fixture) => {
    const fin = f.season.matches.find((m) => m.id === FINAL)!;
    Object.assign(fin, {
      home_team_id: null, away_team_id: null, home_slot: home, away_slot: away, status: 'scheduled', home_score: 0, away_score: 0,
      first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
      has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null,
    });
    f.season.events = f.season.events.filter((e) => e.match_id !== FINAL);
    const m2 = f.season.matches.find((m) => m.id === 'match_fx-2')!;
    match2?.(m2, f);
  };
}

const drawMatch2 = (m: Fixture['season']['matches'][number]) => Object.assign(m, { status: 'completed', first_half_home: 0, first_half_away: 0, second_half_home: 0, second_half_away: 0 });

async function final(f: (x: Fixture) => void) {
  const h = await apiHarness(await writeFixture(f));
  const detail = (await h.get(`${V1}/matches/${FINAL}`)).json.data;
  return { h, detail, home: [detail.home_team?.id ?? null, detail.home_slot], away: [detail.away_team?.id ?? null, detail.away_slot] };
}

describe('slots on match lists and details', () => {
  test('unknown teams are null with the slot in words; every list item and detail has both slot fields', async () => {
    const { h, home, away } = await final(withSlottedFinal('Winner Group A', 'Loser match 2'));
    expect(home).toEqual([null, 'Winner Group A']); // group A is not complete (match 2 to play)
    expect(away).toEqual([null, 'Loser match 2']);
    const list = (await h.get(`${V1}/matches`)).json.data;
    for (const m of list) expect(Object.keys(m)).toEqual(expect.arrayContaining(['home_slot', 'away_slot']));
    expect(list.find((m: any) => m.id === 'match_fx-1')).toMatchObject({ home_slot: null, away_slot: null });
    // A team filter never matches an unknown team.
    expect((await h.get(`${V1}/matches?team_id=team_aaa`)).json.data.map((m: any) => m.id)).toEqual(['match_fx-1']);
    const bracket = (await h.get(`${V1}/competitions/season_fx-2030/bracket`)).json.data.rounds[0].matches[0];
    expect(bracket.home).toEqual({ team: null, slot: 'Winner Group A', score: null, penalty: null });
    expect(bracket.winner).toBeNull();
    expect((await h.get(`${V1}/matches/${FINAL}/lineups`)).status).toBe(404);
  });

  test('a completed match resolves "Winner match" and "Loser match"', async () => {
    const { home, away } = await final(withSlottedFinal('Winner match 1', 'Loser match 1'));
    expect(home).toEqual(['team_aaa', null]);
    expect(away).toEqual(['team_bbb', null]);
  });

  test('a complete group resolves its positions; a drawing of lots waits for content to fix the position', async () => {
    // Match 2 drawn 0-0: Cyrenia and Dalmoor level on everything behind Aland.
    const lots = await final(withSlottedFinal('Winner Group A', 'Runner-up Group A', drawMatch2));
    expect(lots.home).toEqual(['team_aaa', null]);
    expect(lots.away).toEqual([null, 'Runner-up Group A']);
    const fixed = await final(withSlottedFinal('Winner Group A', 'Runner-up Group A', (m, f) => {
      drawMatch2(m);
      f.season.competition.rules.positions = [{ group: 'Group A', team_id: 'team_ddd', position: 2, reason: 'drawing of lots' }];
    }));
    expect(fixed.away).toEqual(['team_ddd', null]);
    const standings = (await fixed.h.get(`${V1}/competitions/season_fx-2030/standings`)).json.data[0].rows.map((r: any) => r.team.id);
    expect(standings).toEqual(['team_aaa', 'team_ddd', 'team_ccc', 'team_bbb']);
    // The team now plays the final: a team filter finds it.
    expect((await fixed.h.get(`${V1}/matches?team_id=team_ddd`)).json.data.map((m: any) => m.id)).toContain(FINAL);
  });

  test('explicit content wins over the slot', async () => {
    const { home } = await final((f) => {
      withSlottedFinal('Winner Group A', 'Runner-up Group A')(f);
      f.season.matches.find((m) => m.id === FINAL)!.home_team_id = 'team_bbb';
    });
    expect(home).toEqual(['team_bbb', null]);
  });
});

describe('live', () => {
  let h: LiveHarness | undefined;
  afterAll(async () => h?.close());

  test('finishing match 2 through the feed resolves the final without a rebuild', async () => {
    h = await liveHarness(await writeFixture(withSlottedFinal('Winner Group A', 'Runner-up Group A')));
    const teams = async () => {
      const d = (await h!.get(`${V1}/matches/${FINAL}`)).json.data;
      return [d.home_team?.id ?? d.home_slot, d.away_team?.id ?? d.away_slot];
    };
    expect(await teams()).toEqual(['Winner Group A', 'Runner-up Group A']);
    const M2 = 'match_fx-2';
    for (const [i, msg] of [lineupMsg(1, 'team_ccc'), lineupMsg(2, 'team_ddd'), { seq: 3, type: 'start' }, goal(4, 'team_ddd', 9, 30)].entries()) {
      const r = await h.send(M2, msg);
      expect(r.status, `message ${i + 1}: ${JSON.stringify(r.json)}`).toBe(200);
    }
    // In play: the group is not final yet; its table is live.
    expect(await teams()).toEqual(['Winner Group A', 'Runner-up Group A']);
    expect((await h.get(`${V1}/competitions/season_fx-2030/standings`)).json.data[0].live).toBe(true);
    const during = (await h.get(`${V1}/competitions/season_fx-2030/standings`)).json.data[0];
    expect(during.rows.find((r: any) => r.team.id === 'team_ddd')).toMatchObject({ played: 1, points: 3, goals_for: 1 });
    expect((await h.send(M2, { seq: 5, type: 'finish' })).status).toBe(200);
    // The answer made from the previous live state is not served again.
    const after = (await h.get(`${V1}/competitions/season_fx-2030/standings`)).json.data[0];
    expect(after.live).toBe(false);
    expect(after.rows.map((r: any) => r.team.id)).toEqual(['team_aaa', 'team_ddd', 'team_bbb', 'team_ccc']);
    // Aland 3 pts (2-1), Dalmoor 3 pts (1-0): Aland first on goals scored.
    expect(await teams()).toEqual(['team_aaa', 'team_ddd']);
    // The feed refuses a fixture whose teams content does not name yet.
    const refused = await h.send(FINAL, { seq: 1, type: 'start' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/not in content yet/);
  });
});
