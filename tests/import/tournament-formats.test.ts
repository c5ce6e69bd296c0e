/**
 * Tournament formats of the older World Cups, on inline fixtures written like the openfootball
 * files (no real data): a second group stage (1974, 1978: a team in a group of each stage),
 * replays of drawn knockout matches (1934, 1938: round "…, Replays"), extra time in group matches
 * (1954). Every result is validated like `npm run validate`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMatches } from '../../src/lib/import/openfootball/json-source.ts';
import { parseSquadsTxt } from '../../src/lib/import/openfootball/squads-txt.ts';
import { convertOpenfootball, type ConvertInput, type ConvertOptions } from '../../src/lib/import/openfootball/convert.ts';
import { groupLayers, replayedRound } from '../../src/lib/import/openfootball/build-matches.ts';
import { validateInScratch } from '../../src/lib/import/openfootball/write-import.ts';

const tmp = mkdtempSync(join(tmpdir(), 'openfootball-formats-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SQUADS = parseSquadsTxt(`
== Netherlands
      Jan JONGBLOED,            GK,
      Johan CRUYFF,             FW,
== Brazil
      Emerson LEAO,             GK,
      JAIRZINHO,                FW,
== Italy
      Gianpiero COMBI,          GK,
      Giuseppe MEAZZA,          FW,
== Spain
      Ricardo ZAMORA,           GK,
      Isidro LANGARA,           FW,
`);
const GROUND = 'Westfalenstadion, Dortmund';
const OPTIONS: ConvertOptions = { slug: 'wc-test', venueCountry: 'ITA', venueTimezone: 'UTC+1' };

/** A World Cup JSON file with the TXT squads above; `squads: false`, a file without any squad list. */
function input(matches: unknown[], o: { name?: string; squads?: boolean } = {}): ConvertInput {
  const m = readMatches({ name: o.name ?? 'World Cup 1974', matches }, 'wc.json');
  const squads = o.squads ?? true;
  return {
    json: { name: m.name, matches: m.matches, squads: null, teams: null, stadiums: null, groups: null },
    txt: null,
    squadsTxt: squads ? SQUADS : null,
    files: { matches: 'wc.json', squads: '(no squads file)', groups: '(no groups file)', txt: 'full.txt', squadsTxt: squads ? 'squads.txt' : '(no TXT squads)' },
  };
}
async function problems(r: ReturnType<typeof convertOpenfootball>): Promise<string[]> {
  const v = await validateInScratch(r.season, r.shared, OPTIONS.slug, join(tmp, 'no-such-content'), 'content');
  return v.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}
const nil = (over: object) => ({ score: { ft: [0, 0], ht: [0, 0] }, ground: GROUND, ...over });
const messages = (r: ReturnType<typeof convertOpenfootball>) => r.report.items.map((i) => i.message);

describe('second group stage (1974, 1978): a team in a group of each stage', () => {
  const matches = [
    nil({ round: 'Matchday 1', group: 'Group 1', date: '1974-06-14', team1: 'Netherlands', team2: 'Italy' }),
    nil({ round: 'Matchday 1', group: 'Group 2', date: '1974-06-15', team1: 'Brazil', team2: 'Spain' }),
    nil({ round: 'Matchday 4', group: 'Group A', date: '1974-06-26', team1: 'Netherlands', team2: 'Brazil' }),
    nil({ round: 'Matchday 4', group: 'Group B', date: '1974-06-26', team1: 'Italy', team2: 'Spain' }),
    { round: 'Final', date: '1974-07-07', team1: 'Netherlands', team2: 'Italy', score: { ft: [1, 0], ht: [1, 0] }, goals1: [{ name: 'Johan Cruyff', minute: 2 }], goals2: [], ground: GROUND },
  ];
  it('puts groups whose teams already played in an earlier group into a second group stage; teams.csv keeps the first stage\'s group', async () => {
    const r = convertOpenfootball(input(matches), OPTIONS);
    expect(r.season.competition.stages).toEqual([
      { name: 'First group stage', knockout: false },
      { name: 'Second group stage', knockout: false },
      { name: 'Final', knockout: true },
    ]);
    expect(r.season.competition.groups).toEqual(['Group 1', 'Group 2', 'Group A', 'Group B']);
    expect(r.season.matches.map((m) => [m.match_number, m.stage, m.group])).toEqual([
      [1, 'First group stage', 'Group 1'], [2, 'First group stage', 'Group 2'], [3, 'Second group stage', 'Group A'], [4, 'Second group stage', 'Group B'], [5, 'Final', null],
    ]);
    expect(Object.fromEntries(r.season.teams.map((t) => [t.code, t.group]))).toEqual({ NED: 'Group 1', BRA: 'Group 2', ITA: 'Group 1', ESP: 'Group 2' });
    expect(messages(r)).toContain('2 group stages: First group stage (Group 1, Group 2), Second group stage (Group A, Group B); a group whose teams already played in an earlier group is in a later stage, and teams.csv gives each team its group of the first');
    expect(messages(r)).toContain('NED plays group matches in Group 1 and Group A (group stages one after the other); teams.csv puts it in Group 1, its group of the first group stage');
    expect(await problems(r)).toEqual([]);
  });
  it('one group stage stays "Group stage"', () => {
    const r = convertOpenfootball(input(matches.slice(0, 2)), OPTIONS);
    expect(r.season.competition.stages.map((s) => s.name)).toEqual(['Group stage']);
  });
  it('groupLayers: a group is one stage later than the latest group sharing a team that was over before it started', () => {
    const layers = groupLayers([
      { group: 'G1', at: '1', teams: ['a', 'b'] }, { group: 'G2', at: '1', teams: ['c', 'd'] },
      { group: 'A', at: '2', teams: ['a', 'c'] }, { group: 'F', at: '3', teams: ['a', 'x'] },
    ]);
    expect(Object.fromEntries(layers)).toEqual({ G1: 0, G2: 0, A: 1, F: 2 });
    // a group that starts before the other is over is in the same stage (a source error stays visible)
    expect(Object.fromEntries(groupLayers([{ group: 'G1', at: '1', teams: ['a'] }, { group: 'G1', at: '3', teams: ['b'] }, { group: 'G2', at: '2', teams: ['a'] }]))).toEqual({ G1: 0, G2: 0 });
  });
});

describe('replays of drawn knockout matches (1934, 1938): round "…, Replays"', () => {
  const drawn = { round: 'Quarter-finals', date: '1934-05-31', team1: 'Italy', team2: 'Spain', score: { et: [0, 0], ft: [0, 0], ht: [0, 0] }, ground: GROUND };
  const replay = { round: 'Quarter-finals, Replays', date: '1934-06-01', team1: 'Italy', team2: 'Spain', score: { ft: [1, 0], ht: [1, 0] }, goals1: [{ name: 'Giuseppe Meazza', minute: 11 }], goals2: [], ground: GROUND };
  const other = nil({ round: 'Quarter-finals', date: '1934-05-31', team1: 'Brazil', team2: 'Netherlands', score: { ft: [1, 0], ht: [1, 0] }, goals1: [{ name: 'Jairzinho', minute: 5 }], goals2: [] });
  it('puts the replay in the stage of the drawn match, naming it in replay_of; the content validates', async () => {
    const r = convertOpenfootball(input([drawn, other, replay]), OPTIONS);
    expect(r.season.competition.stages).toEqual([{ name: 'Quarter-finals', knockout: true }]);
    expect(r.season.matches.map((m) => [m.match_number, m.stage, m.home_team_id, m.away_team_id, m.home_score, m.away_score, m.has_extra_time, m.replay_of ?? null])).toEqual([
      [1, 'Quarter-finals', 'team_ita', 'team_esp', 0, 0, true, null],
      [2, 'Quarter-finals', 'team_bra', 'team_ned', 1, 0, false, null],
      [3, 'Quarter-finals', 'team_ita', 'team_esp', 1, 0, false, 1],
    ]);
    expect(messages(r)).toContain('Quarter-finals replay Italy v Spain (1934-06-01): match 3 replays the drawn match 1 (replay_of)');
    expect(await problems(r)).toEqual([]);
  });
  it('without its replay, the drawn match fails the knockout rule (it names the way out)', async () => {
    const r = convertOpenfootball(input([drawn]), OPTIONS);
    expect(await problems(r)).toEqual([expect.stringMatching(/matches\.csv:2: a knockout match cannot end level without a shoot-out, unless it was replayed \(a later match names it in replay_of\)$/)]);
  });
  it('a replay round without its round, or without an earlier match of the same teams, is reported', () => {
    expect(messages(convertOpenfootball(input([replay]), OPTIONS))).toContain('round "Quarter-finals, Replays" looks like replays, but there is no round "Quarter-finals"; imported as its own stage');
    const r = convertOpenfootball(input([other, replay]), OPTIONS);
    expect(messages(r)).toContain('Quarter-finals replay Italy v Spain (1934-06-01): no earlier match of the stage between these teams; imported without replay_of');
  });
  it('replayedRound reads the round names of the files', () => {
    expect(['Quarter-finals, Replays', 'First round, Replays', 'Semi-final replay', 'Final', 'Replays'].map(replayedRound)).toEqual(['Quarter-finals', 'First round', 'Semi-final', null, null]);
  });
});

describe('extra time in group matches (1954)', () => {
  const groupEt = nil({ round: 'Matchday 1', group: 'Group 1', date: '1954-06-16', team1: 'Brazil', team2: 'Spain', score: { et: [0, 0], ft: [0, 0], ht: [0, 0] } });
  it('sets rules.extra_time_in_groups when a group match of the source went to extra time; the content validates', async () => {
    const r = convertOpenfootball(input([groupEt, nil({ round: 'Matchday 1', group: 'Group 1', date: '1954-06-17', team1: 'Italy', team2: 'Netherlands' })]), OPTIONS);
    expect(r.season.competition.rules.extra_time_in_groups).toBe(true);
    expect(r.season.matches[0]).toMatchObject({ stage: 'Group stage', has_extra_time: true, extra_time_home: 0, extra_time_away: 0 });
    expect(messages(r)).toContain('1 group match(es) went to extra time (match 1); competition.json rules.extra_time_in_groups is true');
    expect(await problems(r)).toEqual([]);
  });
  it('leaves the rule out otherwise', () => {
    const r = convertOpenfootball(input([nil({ round: 'Matchday 1', group: 'Group 1', date: '1954-06-17', team1: 'Italy', team2: 'Netherlands' })]), OPTIONS);
    expect(r.season.competition.rules.extra_time_in_groups).toBeUndefined();
  });
});

describe('a club tournament without squads or grounds (Club World Cup 2025)', () => {
  const club = (over: object) => ({ round: 'Group A', date: '2025-06-14', time: '20:00', ...over });
  const source = (matches: unknown[]) => input(matches, { name: 'Club World Cup 2025', squads: false });
  const opts: ConvertOptions = { slug: 'cwc-test', venueCountry: 'USA', venueTimezone: 'UTC-4' };
  const matches = [
    club({ team1: 'Al Ahly SC (EGY)', team2: 'Inter Miami CF (USA)', score: { ft: [0, 0] } }),
    club({ date: '2025-06-19', time: '12:00', team1: 'Palmeiras (BRA)', team2: 'Al Ahly SC (EGY)', score: { ft: [2, 0], ht: [0, 0] } }),
  ];
  it('imports the clubs and matches without players or venues; times read at the given offset; the content validates', async () => {
    const r = convertOpenfootball(source(matches), opts);
    expect(r.shared.players).toEqual([]);
    expect(r.season.venues).toEqual([]);
    expect(r.season.teams.map((t) => t.id).sort()).toEqual(['team_al-ahly-sc-egy', 'team_inter-miami-cf-usa', 'team_palmeiras-bra']);
    expect(r.season.matches.map((m) => [m.venue_id, m.scheduled_at, m.home_score, m.away_score, m.events_recorded ?? true])).toEqual([
      [null, '2025-06-15T00:00:00Z', 0, 0, true],
      [null, '2025-06-19T16:00:00Z', 2, 0, false],
    ]);
    expect(messages(r)).toContain('2 match(es) name no ground: imported without a venue (the API gives venue: null)');
    expect(messages(r)).toContain('no squad list (squads file or --squads-txt): no players are imported, so goals, cards and line-ups cannot name players');
    const v = await validateInScratch(r.season, r.shared, opts.slug, join(tmp, 'no-such-content'), 'content');
    expect(v.problems).toEqual([]);
  });
  it('a match naming a ground the stadiums list does not have is still skipped with a warning', () => {
    const r = convertOpenfootball(source([...matches, club({ date: '2025-06-20', team1: 'Inter Miami CF (USA)', team2: 'Palmeiras (BRA)', score: { ft: [1, 1] }, ground: 'Hard Rock Stadium, Miami' })]), opts);
    // with a named ground, venues are built from the grounds: the match gets its venue
    expect(r.season.matches.at(-1)!.venue_id).toMatch(/^venue_hard-rock-stadium/);
  });
});

describe('a cancelled match (1938 Sweden v Austria: Austria withdrew)', () => {
  it('is not imported (never played), with a note; the rest validates', async () => {
    const cancelled = { round: 'First round', date: '1938-06-05', team1: 'Italy', team2: 'Spain', status: 'canceled', ground: GROUND };
    const r = convertOpenfootball(input([cancelled, nil({ round: 'First round', date: '1938-06-05', team1: 'Brazil', team2: 'Netherlands', score: { ft: [1, 0], ht: [1, 0] }, goals1: [{ name: 'Jairzinho', minute: 5 }], goals2: [] })]), OPTIONS);
    expect(r.season.matches.map((m) => [m.home_team_id, m.away_team_id])).toEqual([['team_bra', 'team_ned']]);
    expect(messages(r)).toContain('wc.json: matches[0] (1938-06-05 Italy v Spain): cancelled in the source (status "canceled"), never played; not imported');
    expect(await problems(r)).toEqual([]);
  });
});
