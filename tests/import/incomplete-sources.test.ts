/**
 * Incomplete and unusual sources (inline fixtures written like the openfootball files, no real
 * data): goals the source does not fully record (`events_recorded` false, half cells left empty
 * when the half-time score is unknown — never guessed), scorers that cannot be matched to the
 * squad (the goal is left out, the score keeps it), and a final round-robin imported as a
 * `league` stage with `--league-stage` (1950). Every result is validated like `npm run validate`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMatches } from '../../src/lib/import/openfootball/json-source.ts';
import { parseSquadsTxt } from '../../src/lib/import/openfootball/squads-txt.ts';
import { parseFootballTxt } from '../../src/lib/import/openfootball/football-txt.ts';
import { convertOpenfootball, type ConvertInput, type ConvertOptions } from '../../src/lib/import/openfootball/convert.ts';
import { validateInScratch } from '../../src/lib/import/openfootball/write-import.ts';

const repo = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openfootball-incomplete-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SQUADS = `
== Uruguay
      Roque MASPOLI,            GK,  b. 1917/10/12
      Juan SCHIAFFINO,          FW,
      Alcides GHIGGIA,          FW,
== Brazil
      Moacyr BARBOSA,           GK,
      Albino FRIACA,            FW,
      Ademir MENEZES,           FW,
== Sweden
      Kalle SVENSSON,           GK,
      Hans JEPPSSON,            FW,
      Karl-Erik PALMER,         FW,
`;
const GROUND = 'Estádio do Maracanã, Rio de Janeiro';
const OPTIONS: ConvertOptions = { slug: 'wc-1950', venueCountry: 'BRA', venueTimezone: 'UTC-3' };

function input(matches: unknown[], txt = ''): ConvertInput {
  const m = readMatches({ name: 'World Cup 1950', matches }, 'wc.json');
  return {
    json: { name: m.name, matches: m.matches, squads: null, teams: null, stadiums: null, groups: null },
    txt: txt ? parseFootballTxt(txt) : null,
    squadsTxt: parseSquadsTxt(SQUADS),
    files: { matches: 'wc.json', squads: '(no squads file)', groups: '(no groups file)', txt: 'full.txt', squadsTxt: 'squads.txt' },
  };
}

async function problems(r: ReturnType<typeof convertOpenfootball>): Promise<string[]> {
  const v = await validateInScratch(r.season, r.shared, OPTIONS.slug, join(tmp, 'no-such-content'), 'content');
  return v.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
}

const final = { round: 'Final', date: '1950-07-16', team1: 'Uruguay', team2: 'Brazil', ground: GROUND };
const goalsOf = (r: ReturnType<typeof convertOpenfootball>) =>
  r.season.events.filter((e) => e.type === 'goal').map((e) => [e.minute, e.team_id, e.player_id, e.score_home, e.score_away]);
const items = (r: ReturnType<typeof convertOpenfootball>, kind: string) => r.report.items.filter((i) => i.kind === kind);

describe('goals the source does not fully record', () => {
  it('JSON without goal list and a TXT report without one (1954–2010 format): score kept, half cells empty, events_recorded false', async () => {
    // regression: the half cells were written as ht ?? [0, 0], a guess of a 0-0 half-time
    const r = convertOpenfootball(input([{ ...final, score: { ft: [2, 1] } }], `
▪ Final
Jul 16 @ ${GROUND}
  Uruguay v Brazil  2-1
`), OPTIONS);
    expect(r.season.matches[0]).toMatchObject({
      home_score: 2, away_score: 1, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null,
      extra_time_home: null, extra_time_away: null, events_recorded: false,
    });
    expect(goalsOf(r)).toEqual([]);
    const incomplete = items(r, 'events_incomplete');
    expect(incomplete).toHaveLength(1);
    expect(incomplete[0]).toMatchObject({ severity: 'warning', match: 1 });
    expect(incomplete[0]!.message).toMatch(/events\.csv holds 0 of 3 goals — the source has no goal list; events_recorded false, half-time score not in the source: half cells left empty/);
    expect(await problems(r)).toEqual([]);
  });

  it('a TXT goal list shorter than the score (1954–2010 format): recorded goals kept without running score, halves from the JSON half-time score', async () => {
    const r = convertOpenfootball(input([{ ...final, score: { ht: [0, 0], ft: [2, 1] } }], `
▪ Final
Jul 16 @ ${GROUND}
  Uruguay v Brazil  2-1
     (Alcides GHIGGIA 79'; Albino FRIACA 47')
`), OPTIONS);
    // the JSON half-time score 0-0 holds the recorded goals: first half 0-0, second half 2-1
    expect(r.season.matches[0]).toMatchObject({ first_half_home: 0, first_half_away: 0, second_half_home: 2, second_half_away: 1, events_recorded: false });
    // which goals are missing is not known, so neither is the running score
    expect(goalsOf(r)).toEqual([
      [47, 'team_bra', 'player_bra-albino-friaca', null, null],
      [79, 'team_uru', 'player_uru-alcides-ghiggia', null, null],
    ]);
    expect(items(r, 'events_incomplete')[0]!.message).toMatch(/holds 2 of 3 goals — the goal list gives 1-1 of 2-1; events_recorded false, halves from the source's half-time score 0-0/);
    // Brazil's goal at 47' does not fit a 0-1 half-time (nothing left for Brazil's second half): the halves are not known then
    const conflict = convertOpenfootball(input([{ ...final, score: { ht: [0, 1], ft: [2, 1] } }], `
▪ Final
Jul 16 @ ${GROUND}
  Uruguay v Brazil  2-1
     (Alcides GHIGGIA 79'; Albino FRIACA 47')
`), OPTIONS);
    expect(conflict.season.matches[0]).toMatchObject({ first_half_home: null, second_half_away: null, events_recorded: false });
    expect(items(conflict, 'source_conflict').map((i) => i.message).join('\n')).toMatch(/half-time score 0-1 \(2-1 after 90 minutes\) does not hold the goals its list has in each half/);
    expect(await problems(r)).toEqual([]);
    expect(await problems(conflict)).toEqual([]);
  });

  it('extra time known from the JSON scores but no half-time score: extra-time cells filled, half cells empty', async () => {
    const r = convertOpenfootball(input([{ ...final, score: { ft: [1, 1], et: [2, 1] } }]), OPTIONS);
    expect(r.season.matches[0]).toMatchObject({ first_half_home: null, extra_time_home: 1, extra_time_away: 0, has_extra_time: true, events_recorded: false });
    expect(await problems(r)).toEqual([]);
  });

  it('a complete goal list still gives the halves and no events_recorded cell', () => {
    const r = convertOpenfootball(input([{ ...final, score: { ft: [2, 1] }, goals1: [{ name: 'Schiaffino', minute: 66 }, { name: 'Ghiggia', minute: 79 }], goals2: [{ name: 'Friaça', minute: 47 }] }]), OPTIONS);
    expect(r.season.matches[0]).toMatchObject({ first_half_home: 0, first_half_away: 0, second_half_home: 2, second_half_away: 1 });
    expect(r.season.matches[0]!.events_recorded).toBeUndefined();
    expect(items(r, 'events_incomplete')).toEqual([]);
  });
});

describe('scorers that cannot be matched to the squad', () => {
  it('JSON goal list naming a player the squad does not have (1930–1950 format): the goal is left out, the score and halves keep it', async () => {
    const r = convertOpenfootball(input([{
      round: 'Final', date: '1950-07-16', team1: 'Sweden', team2: 'Uruguay', ground: GROUND, score: { ft: [2, 1] },
      goals1: [{ name: 'Palmer', minute: 25 }, { name: 'Nordahl', minute: 45, offset: 1 }], goals2: [{ name: 'Schiaffino', minute: 60 }],
    }]), OPTIONS);
    expect(r.season.matches[0]).toMatchObject({ home_score: 2, away_score: 1, first_half_home: 2, first_half_away: 0, second_half_home: 0, second_half_away: 1, events_recorded: false });
    // the source's list is complete, so the running score after each recorded goal is known (it counts Nordahl's)
    expect(goalsOf(r)).toEqual([
      [25, 'team_swe', 'player_swe-karl-erik-palmer', 1, 0],
      [60, 'team_uru', 'player_uru-juan-schiaffino', 2, 1],
    ]);
    const skipped = items(r, 'event_skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ severity: 'warning', match: 1, source: 'wc.json: matches[0].goals1[1]' });
    expect(skipped[0]!.message).toMatch(/home goal Nordahl 45\+1': the scorer is not in the squad, so the goal is left out of events\.csv/);
    expect(items(r, 'events_incomplete').map((i) => i.message)).toEqual([
      "match 1 (Sweden v Uruguay 2-1): events.csv holds 2 of 3 goals — 1 scorer not in the squad (Nordahl 45+1'); events_recorded false, halves from the goal minutes",
    ]);
    expect(items(r, 'unmatched_name').map((i) => i.message)).toEqual([expect.stringMatching(/^SWE: "Nordahl" is not in the squad/)]);
    expect(await problems(r)).toEqual([]);
  });

  it('TXT goal list naming a player the squads file lacks (1990 "Marc DEGRYSE" format): warning names the TXT line', async () => {
    const r = convertOpenfootball(input([{ ...final, score: { ht: [0, 0], ft: [2, 1] } }], `
▪ Final
Jul 16 @ ${GROUND}
  Uruguay v Brazil  2-1
     (Marc DEGRYSE 53', Alcides GHIGGIA 79'; Albino FRIACA 47')
`), OPTIONS);
    expect(r.season.matches[0]).toMatchObject({ first_half_home: 0, second_half_home: 2, second_half_away: 1, events_recorded: false });
    expect(goalsOf(r)).toEqual([[47, 'team_bra', 'player_bra-albino-friaca', 0, 1], [79, 'team_uru', 'player_uru-alcides-ghiggia', 2, 1]]);
    expect(items(r, 'event_skipped')[0]).toMatchObject({ source: 'full.txt:5' });
    expect(await problems(r)).toEqual([]);
  });
});

describe('a final round-robin (1950 "Final Round": no group, like a knockout round in the JSON)', () => {
  const round = (team1: string, team2: string, ft: [number, number], date: string, goals: { goals1?: unknown[]; goals2?: unknown[] } = {}) =>
    ({ round: 'Final Round', date, team1, team2, score: { ft }, ground: GROUND, goals1: [], goals2: [], ...goals });
  const matches = [
    round('Uruguay', 'Sweden', [0, 0], '1950-07-09'),
    round('Brazil', 'Sweden', [1, 0], '1950-07-13', { goals1: [{ name: 'Menezes', minute: 10 }] }),
    round('Uruguay', 'Brazil', [2, 1], '1950-07-16', { goals1: [{ name: 'Schiaffino', minute: 66 }, { name: 'Ghiggia', minute: 79 }], goals2: [{ name: 'Friaça', minute: 47 }] }),
  ];

  it('is not guessed: without --league-stage it is a knockout stage, reported with a hint, and a draw does not validate', async () => {
    const r = convertOpenfootball(input(matches), OPTIONS);
    expect(r.season.competition.stages).toEqual([{ name: 'Final Round', knockout: true }]);
    expect(items(r, 'stage_format').map((i) => i.message)).toEqual([
      'round "Final Round" is imported as a knockout stage, but Uruguay meets 2 opponents, Sweden meets 2 opponents, Brazil meets 2 opponents in it: a knockout team meets one; if it is one table of every team (a round-robin), give --league-stage "Final Round"',
    ]);
    expect((await problems(r)).join('\n')).toMatch(/a knockout match cannot end level without a shoot-out/);
  });

  it('with leagueStages it is a league stage: no groups, numbered with the group matches, valid', async () => {
    const r = convertOpenfootball(input(matches), { ...OPTIONS, leagueStages: ['Final Round'] });
    expect(r.season.competition.stages).toEqual([{ name: 'Final Round', knockout: false, kind: 'league' }]);
    expect(r.season.matches.map((m) => [m.match_number, m.stage, m.group])).toEqual([[1, 'Final Round', null], [2, 'Final Round', null], [3, 'Final Round', null]]);
    expect(items(r, 'stage_format')).toEqual([]);
    expect(await problems(r)).toEqual([]);
  });

  it('a league stage that is not a single round-robin is reported; an unknown round is an error', () => {
    const r = convertOpenfootball(input(matches.slice(0, 2)), { ...OPTIONS, leagueStages: ['Final Round'] });
    expect(items(r, 'stage_format').map((i) => i.message)).toEqual([expect.stringMatching(/league stage "Final Round": its 2 matches are not a single round-robin of its 3 teams \(some pairs never meet\)/)]);
    expect(() => convertOpenfootball(input(matches), { ...OPTIONS, leagueStages: ['Final round'] })).toThrow(/--league-stage "Final round": no match has this round; the rounds are "Final Round"/);
  });

  it('CLI: --league-stage imports the round as a league stage; the summary counts incomplete matches', () => {
    const dir = join(tmp, 'cli');
    const json = join(dir, 'worldcup.json');
    const squads = join(dir, 'squads.txt');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // the third match has no goal list: its events are incomplete
    writeFileSync(json, JSON.stringify({ name: 'World Cup 1950', matches: [...matches.slice(0, 2), { ...matches[2], goals1: undefined, goals2: undefined }] }));
    writeFileSync(squads, SQUADS);
    const run = (...extra: string[]) =>
      spawnSync(process.execPath, ['scripts/import-openfootball.ts', '--json', json, '--squads-txt', squads, '--slug', 'wc-1950', '--venue-country', 'BRA', '--venue-timezone', 'UTC-3', '--content', join(dir, 'content'), ...extra], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const knockout = run('--dry-run');
    expect(knockout.status).toBe(1);
    expect(knockout.stdout).toMatch(/give --league-stage "Final Round"/);
    const league = run('--league-stage', 'Final Round');
    expect(league.status, league.stdout + league.stderr).toBe(0);
    expect(league.stdout).toMatch(/coverage {3}1 match\(es\) with goals missing from events\.csv \(events_recorded false\), 1 without a half-time score/);
    const competition = JSON.parse(readFileSync(join(dir, 'content/wc-1950/competition.json'), 'utf8')) as { stages: unknown[] };
    expect(competition.stages).toEqual([{ name: 'Final Round', knockout: false, kind: 'league' }]);
    const rows = readFileSync(join(dir, 'content/wc-1950/matches.csv'), 'utf8').trim().split('\n');
    const header = rows[0]!.split(',');
    const last = rows[3]!.split(',');
    expect(Object.fromEntries(['group', 'home_score', 'first_half_home', 'second_half_away', 'events_recorded'].map((c) => [c, last[header.indexOf(c)]])))
      .toEqual({ group: '', home_score: '2', first_half_home: '', second_half_away: '', events_recorded: 'false' });
    expect(run('--help').stdout).toMatch(/--league-stage <round>/);
  });
});
