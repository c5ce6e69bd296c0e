/**
 * Incomplete sources and coverage (decisions.md): the match detail's `coverage`, null periods where
 * the source does not know them, and the events of a match whose goals are not all recorded. Completed
 * matches are answered from the prerendered payloads, the scheduled one by the handler: both paths.
 */
import { describe, expect, test } from 'vitest';
import { pid, writeFixture, type Fixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

const V1 = '/api/public/v1';
type MatchRow = Fixture['season']['matches'][number];

const byId = (f: Fixture, id: string) => f.season.matches.find((m) => m.id === id)!;
const halvesUnknown = (m: MatchRow) => Object.assign(m, { first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null });

async function harness(mutate?: (f: Fixture) => void): Promise<Harness> {
  return apiHarness(await writeFixture(mutate));
}

const detail = async (h: Harness, id: string) => {
  const r = await h.get(`${V1}/matches/${id}`);
  expect(r.status).toBe(200);
  return r.json.data;
};

describe('coverage on the match detail', () => {
  test('comes after the detail of interface.md (then only the later additions minute, period and updated_at); events, line-ups and stats of the minimal fixture', async () => {
    const h = await harness();
    const one = await detail(h, 'match_fx-1');
    expect(Object.keys(one).slice(-4)).toEqual(['coverage', 'minute', 'period', 'updated_at']);
    expect(one.coverage).toEqual({ events: true, lineups: true, stats: true });
    expect((await detail(h, 'match_fx-3')).coverage).toEqual({ events: true, lineups: false, stats: false });
    expect((await detail(h, 'match_fx-2')).coverage).toEqual({ events: true, lineups: false, stats: false });
  });

  test('lineups and stats are true exactly when their endpoints answer 200 (one team recorded is none)', async () => {
    const h = await harness((f) => {
      f.season.lineups = f.season.lineups.filter((l) => l.team_id === 'team_aaa');
      byId(f, 'match_fx-1').away_formation = null;
      f.season.stats = f.season.stats.filter((s) => s.team_id === 'team_bbb');
    });
    expect((await detail(h, 'match_fx-1')).coverage).toEqual({ events: true, lineups: false, stats: false });
    expect((await h.get(`${V1}/matches/match_fx-1/lineups`)).status).toBe(404);
    expect((await h.get(`${V1}/matches/match_fx-1/stats`)).status).toBe(404);
  });

  test('line-ups published before kick-off: a scheduled match (answered by the handler) has coverage.lineups true', async () => {
    const h = await harness((f) => {
      const m2 = byId(f, 'match_fx-2');
      Object.assign(m2, { home_formation: '4-3-3', away_formation: '4-4-2' });
      for (const team of ['team_ccc', 'team_ddd']) {
        for (let n = 1; n <= 16; n++) {
          const position = n === 1 || n === 12 ? 'Goalkeeper' : n <= 5 || n === 13 ? 'Defender' : n <= 8 || n === 14 ? 'Midfielder' : 'Forward';
          f.season.lineups.push({ match_id: m2.id, team_id: team, player_id: pid(team, n), jersey_number: n, position, starter: n <= 11, captain: n === 1 });
        }
      }
    });
    expect((await detail(h, 'match_fx-2')).coverage).toEqual({ events: true, lineups: true, stats: false });
    expect((await h.get(`${V1}/matches/match_fx-2/lineups`)).status).toBe(200);
  });
});

describe('an incomplete source', () => {
  /** Match 1 (2-1): half-time unknown, and its own goal (event 4) missing from the events. */
  const partialMatch1 = (f: Fixture) => {
    const m1 = byId(f, 'match_fx-1');
    halvesUnknown(m1);
    m1.events_recorded = false;
    f.season.events = f.season.events.filter((e) => !(e.match_id === m1.id && e.seq === 4));
  };

  test('a completed match whose half-time score is not known: null halves, the score as always', async () => {
    const h = await harness(partialMatch1);
    expect(await detail(h, 'match_fx-1')).toMatchObject({
      status: 'completed', home_score: 2, away_score: 1, first_half: null, second_half: null, extra_time: null,
      has_extra_time: false, coverage: { events: false, lineups: true, stats: true },
    });
  });

  test('events not recorded: coverage.events false, the events endpoint answers what is recorded', async () => {
    const h = await harness(partialMatch1);
    const events = (await h.get(`${V1}/matches/match_fx-1/events`)).json.data;
    expect(events.map((e: any) => e.id)).toEqual([1, 2, 3, 5, 6, 7]);
    const goals = events.filter((e: any) => e.type === 'goal');
    expect(goals).toHaveLength(2); // of the 3 goals of a 2-1
    expect(goals.map((e: any) => e.score)).toEqual([{ home: 1, away: 0 }, { home: 2, away: 1 }]);
  });

  test('no event recorded at all: data is [] and coverage.events tells it from a goalless match', async () => {
    const h = await harness((f) => {
      partialMatch1(f);
      f.season.events = f.season.events.filter((e) => e.match_id !== 'match_fx-1');
    });
    expect((await h.get(`${V1}/matches/match_fx-1/events`)).json).toEqual({ data: [] });
    expect((await detail(h, 'match_fx-1')).coverage.events).toBe(false);
  });

  test('after extra time: extra_time is null unless its goals are known', async () => {
    const unknown = (et: boolean) => (f: Fixture) => {
      const fin = byId(f, 'match_fx-3');
      halvesUnknown(fin);
      fin.events_recorded = false;
      if (!et) Object.assign(fin, { extra_time_home: null, extra_time_away: null });
    };
    const withEt = await detail(await harness(unknown(true)), 'match_fx-3');
    expect(withEt).toMatchObject({ first_half: null, second_half: null, extra_time: { home: 1, away: 1 }, has_extra_time: true, home_penalty: 1, away_penalty: 0 });
    const withoutEt = await detail(await harness(unknown(false)), 'match_fx-3');
    expect(withoutEt).toMatchObject({ first_half: null, second_half: null, extra_time: null, has_extra_time: true, coverage: { events: false } });
  });
});
