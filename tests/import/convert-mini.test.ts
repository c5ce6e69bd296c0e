/** The whole conversion on a tiny hand-written tournament (tests/fixtures/openfootball/mini). */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSources, locateSources } from '../../src/lib/import/openfootball/load-sources.ts';
import { convertOpenfootball, type ConvertResult } from '../../src/lib/import/openfootball/convert.ts';
import { validateInScratch } from '../../src/lib/import/openfootball/write-import.ts';

const dir = resolve(import.meta.dirname, '../fixtures/openfootball/mini');

async function convert(): Promise<ConvertResult> {
  const paths = await locateSources(dir, resolve(dir, 'txt/cup_full.txt'), resolve(dir, 'txt/cup_squads.txt'));
  return convertOpenfootball(await loadSources(paths), { slug: 'test-2030' });
}

describe('openfootball conversion (mini fixture)', () => {
  let r: ConvertResult;
  beforeAll(async () => {
    r = await convert();
  });
  const match = (n: number) => r.season.matches.find((m) => m.match_number === n)!;
  const events = (n: number) => r.season.events.filter((e) => e.match_id === match(n).id);
  const messages = () => r.report.items.map((i) => `${i.kind}: ${i.message}`).join('\n');

  it('builds the competition, stages, groups, teams and venues from the data', () => {
    expect(r.season.competition).toMatchObject({ id: 'season_test-2030', name: 'Test Cup', year: 2030, demo: false, groups: ['Group A'] });
    expect(r.season.competition.stages).toEqual([{ name: 'Group stage', knockout: false }, { name: 'Final', knockout: true }]);
    expect(r.season.teams.map((t) => [t.id, t.group])).toEqual([['team_atl', 'Group A'], ['team_bor', 'Group A'], ['team_grc', 'Group A'], ['team_knv', 'Group A']]);
    expect(r.season.venues).toEqual([
      { id: 'venue_harbour-arena', name: 'Harbour Arena', city: 'Port Town', country_code: 'ATL', timezone: 'Etc/GMT+4', capacity: 30000 },
      { id: 'venue_stade-borde', name: 'Stade Borde', city: 'Bordville', country_code: 'BOR', timezone: 'Etc/GMT-2', capacity: 45000 },
    ]);
    expect(r.shared.countries.map((c) => c.code)).toEqual(['ATL', 'BOR', 'GRC', 'KNV']);
  });

  it('numbers group matches by kick-off and keeps knockout numbers', () => {
    expect(r.season.matches.map((m) => [m.id, m.home_team_id, m.away_team_id, m.scheduled_at])).toEqual([
      ['match_test-2030-001', 'team_knv', 'team_grc', '2030-06-10T19:00:00Z'],
      ['match_test-2030-002', 'team_atl', 'team_bor', '2030-06-10T22:00:00Z'],
      ['match_test-2030-003', 'team_atl', 'team_grc', '2030-06-14T18:00:00Z'],
      ['match_test-2030-010', 'team_atl', 'team_bor', '2030-06-20T19:00:00Z'],
    ]);
    expect(match(10)).toMatchObject({ stage: 'Final', group: null, attendance: 44000 });
  });

  it('splits names with the TXT capitals and keeps the JSON accents', () => {
    const p = (id: string) => r.shared.players.find((x) => x.id === id);
    expect(p('player_atl-jose-perez')).toMatchObject({ first_name: 'José', last_name: 'Pérez', full_name: 'José Pérez', short_name: 'J. Pérez', position: 'Midfielder', country_code: 'ATL', height_cm: null });
    expect(p('player_bor-jan-van-dam')).toMatchObject({ first_name: 'Jan', last_name: 'van Dam', short_name: 'J. van Dam' });
    expect(p('player_knv-park-ji-sung')).toMatchObject({ first_name: 'Ji-sung', last_name: 'Park', short_name: 'Park Ji-sung' });
    expect(p('player_atl-max-kurz')).toMatchObject({ full_name: 'Max Kürz', date_of_birth: '2002-01-13' });
    expect(r.shared.players).toHaveLength(35);
    expect(r.season.squads.find((s) => s.player_id === 'player_atl-rui-sa')).toEqual({ team_id: 'team_atl', player_id: 'player_atl-rui-sa', jersey_number: 15 });
  });

  it('scores: goalless without goal keys, extra time, shoot-out, and the goal list wins over a wrong half-time score', () => {
    expect(match(1)).toMatchObject({ status: 'completed', home_score: 0, away_score: 0, first_half_home: 0, second_half_away: 0, has_extra_time: false });
    expect(events(1)).toEqual([]);
    expect(match(3)).toMatchObject({ first_half_home: 1, first_half_away: 0, second_half_home: 0, second_half_away: 1 });
    expect(messages()).toMatch(/match 3: the source's half-time score 0-0 disagrees with its goal minutes/);
    expect(match(10)).toMatchObject({ home_score: 1, away_score: 1, first_half_away: 1, second_half_home: 1, extra_time_home: 0, extra_time_away: 0, has_extra_time: true, has_penalties: true, home_penalty: 3, away_penalty: 2 });
  });

  it('goals in order with running scores; own goal credited to the benefiting team, scored by the other', () => {
    const goals = events(2).filter((e) => e.type === 'goal');
    expect(goals.map((g) => [g.detail, g.minute, g.extra_minute, g.team_id, g.player_id, g.score_home, g.score_away])).toEqual([
      ['normal', 12, null, 'team_atl', 'player_atl-jose-perez', 1, 0],
      ['own_goal', 67, null, 'team_bor', 'player_atl-marco-rossi', 1, 1],
      ['penalty', 90, 3, 'team_atl', 'player_atl-tomas-nunez', 2, 1],
    ]);
    expect(messages()).toMatch(/match 2: JSON has José Pérez 12', TXT has Jose PEREZ 11'; the JSON is used/);
  });

  it('cards and substitutions from the TXT, nested substitutions included, seq in match order', () => {
    const e = events(2);
    expect(e.map((x) => x.seq)).toEqual(e.map((_, i) => i + 1));
    expect(e.filter((x) => x.type === 'card').map((x) => [x.detail, x.minute, x.player_id])).toEqual([
      ['yellow', 30, 'player_atl-jose-perez'], ['yellow', 44, 'player_bor-jan-van-dam'], ['red', 80, 'player_atl-kai-lund'],
    ]);
    expect(e.filter((x) => x.type === 'substitution').map((x) => [x.minute, x.player_id, x.player_off_id])).toEqual([
      [46, 'player_bor-nils-berg', 'player_bor-hugo-lenz'],
      [60, 'player_atl-abe-luke', 'player_atl-ned-moss'],
      [70, 'player_atl-ola-berg', 'player_atl-jose-perez'],
      [75, 'player_bor-omar-said', 'player_bor-paul-simon'],
      [85, 'player_atl-max-kurz', 'player_atl-ola-berg'],
    ]);
  });

  it('line-ups: formation, roles, captain, shirt numbers, substitutes who came on', () => {
    expect(match(2)).toMatchObject({ home_formation: '4-3-3', away_formation: '4-3-3' });
    const atl = r.season.lineups.filter((l) => l.match_id === match(2).id && l.team_id === 'team_atl');
    expect(atl.map((l) => [l.player_id.replace('player_atl-', ''), l.jersey_number, l.position, l.starter, l.captain])).toEqual([
      ['jon-hall', 1, 'Goalkeeper', true, false],
      ['marco-rossi', 2, 'Defender', true, true],
      ['ben-cole', 3, 'Defender', true, false],
      ['ian-doyle', 4, 'Defender', true, false],
      ['leo-finn', 5, 'Defender', true, false],
      ['jose-perez', 6, 'Midfielder', true, false],
      ['tomas-nunez', 7, 'Midfielder', true, false],
      ['sam-page', 8, 'Midfielder', true, false],
      ['tim-ross', 9, 'Forward', true, false],
      ['kai-lund', 10, 'Forward', true, false],
      ['ned-moss', 11, 'Forward', true, false],
      ['abe-luke', 14, 'Forward', false, false],
      ['ola-berg', 12, 'Midfielder', false, false],
      ['max-kurz', 13, 'Forward', false, false],
    ]);
    expect([match(1), match(3)].map((m) => [m.home_formation, m.away_formation])).toEqual([[null, null], [null, null]]);
  });

  it('shoot-out kicks last, in kick order, at minute 120, oriented to the JSON home team', () => {
    const kicks = events(10).filter((e) => e.type === 'shootout');
    expect(events(10).slice(-kicks.length)).toEqual(kicks);
    expect(kicks.map((k) => [k.team_id, k.detail, k.minute, k.extra_minute, k.score_home, k.score_away])).toEqual([
      ['team_atl', 'scored', 120, null, 1, 0],
      ['team_bor', 'scored', 120, null, 1, 1],
      ['team_atl', 'missed', 120, null, 1, 1],
      ['team_bor', 'missed', 120, null, 1, 1],
      ['team_atl', 'scored', 120, null, 2, 1],
      ['team_bor', 'scored', 120, null, 2, 2],
      ['team_atl', 'scored', 120, null, 3, 2],
      ['team_bor', 'missed', 120, null, 3, 2],
    ]);
  });

  it('reports what it could not match or had to decide', () => {
    const m = messages();
    expect(m).toMatch(/unmatched_name: BOR: "Zed NOBODY" is not in the squad/);
    expect(m).toMatch(/lineup_incomplete: match 10 BOR: substitute Zed NOBODY/);
    expect(m).toMatch(/minute_normalised: match 10 BOR: substitution of Paul SIMON at 121' written as 120\+1/);
    const sub = events(10).find((e) => e.player_id === 'player_bor-omar-said' && e.type === 'substitution');
    expect(sub).toMatchObject({ minute: 120, extra_minute: 1 });
    expect(r.report.items.filter((i) => i.severity === 'warning')).toHaveLength(5);
  });

  it('is deterministic and validates with zero problems', async () => {
    const again = await convert();
    expect(JSON.stringify(again.season)).toBe(JSON.stringify(r.season));
    expect(JSON.stringify(again.shared)).toBe(JSON.stringify(r.shared));
    const v = await validateInScratch(r.season, r.shared, 'test-2030', resolve(dir, 'no-such-content'), 'content');
    expect(v.problems).toEqual([]);
  });
});
