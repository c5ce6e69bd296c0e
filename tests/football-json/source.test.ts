/** The football.json reader: every real file reads, with the variants the README and survey describe; bad input is reported in plain words. */
import { describe, expect, it } from 'vitest';
import { formatFjProblem, readFootballJson, readFootballJsonText, type FjMatch } from '../../src/lib/import/football-json/source.ts';
import { readShared, readValid, sharedFiles } from './shared-files.ts';

describe('every shared file reads', () => {
  const files = sharedFiles();
  const all = new Map<string, FjMatch[]>();
  for (const f of files) {
    const r = readShared(f.file);
    if (r.ok) all.set(f.file, r.data.matches);
  }
  const league = [...all].filter(([f]) => f.startsWith('football.json/')).flatMap(([, ms]) => ms);

  it('with no problem', () => {
    const bad = files.filter((f) => !all.has(f.file)).map((f) => f.file);
    expect(bad).toEqual([]);
    expect(files.length).toBeGreaterThan(270);
  });
  it('holds the 92,089 matches of the data README, 10 of them without a round', () => {
    expect(league.length).toBe(92_089);
    expect(league.filter((m) => m.round === null).length).toBe(10);
  });
  it('with the statuses the README counts (659): cancelled, awarded, postponed, abandoned', () => {
    const n = (s: string) => league.filter((m) => m.status === s).length;
    expect(league.filter((m) => m.status !== null).length).toBe(659);
    expect(n('awarded')).toBe(51);
    expect(n('postponed')).toBe(23);
    expect(n('abandoned')).toBe(1);
    expect(n('cancelled')).toBe(584);
  });
  it('pads one-digit kick-off hours (at.2 2025-26 writes 9:30)', () => {
    const m = all.get('football.json/2025-26/at.2.json')!.find((x) => x.time?.startsWith('09:'));
    expect(m?.time).toBe('09:30');
  });
  it('reads placeholder teams (N.N., Sieger EF) as not known yet', () => {
    const finals = all.get('football.json/2024-25/au.1.json')!.filter((m) => m.round?.startsWith('Finals'));
    expect(finals.some((m) => m.team1 === null && m.team2 === null)).toBe(true); // the final, N.N. v N.N.
    expect(finals.filter((m) => m.team1 === null || m.team2 === null).length).toBe(5); // 4 semi-final legs with "Sieger EF" + the final
  });
});

describe('euro.json and copa-america.json (rounds layout)', () => {
  it('Euro 2024: 51 matches, groups, goals, extra time and shoot-outs', () => {
    const euro = readValid('euro.json/2024/euro.json');
    expect(euro.matches.length).toBe(51);
    const opener = euro.matches[0]!;
    expect(opener).toMatchObject({ round: 'Matchday 1', group: 'Group A', num: 1, team1: { name: 'Germany', code: 'GER' }, team2: { name: 'Scotland', code: 'SCO' } });
    expect(opener.score.ft).toEqual([5, 1]); // Germany 5-1 Scotland, 14 June 2024
    expect(opener.goals1?.map((g) => g.name)).toEqual(['Wirtz', 'Musiala', 'Havertz', 'Füllkrug', 'Can']);
    expect(opener.goals2?.[0]).toMatchObject({ name: 'Rüdiger', ownGoal: true });
    // quarter-final England 1-1 Switzerland after extra time, England 5-3 on penalties
    const qf = euro.matches.find((m) => m.team1?.name === 'England' && m.team2?.name === 'Switzerland')!;
    expect(qf.round).toBe('Quarter-finals');
    expect(qf.score).toMatchObject({ ft: [1, 1], et: [1, 1], p: [5, 3] });
  });
  it('Copa América 2024: 32 matches; the final Argentina 1-0 Colombia after extra time', () => {
    const copa = readValid('copa-america.json/2024/copa.json');
    expect(copa.matches.length).toBe(32);
    const final = copa.matches.at(-1)!;
    expect(final).toMatchObject({ round: 'Final', team1: { name: 'Argentina' }, team2: { name: 'Colombia' } });
    expect(final.score).toMatchObject({ ft: [0, 0], et: [1, 0], p: null });
  });
});

describe('bad input is reported with file, match index and field', () => {
  const good = { round: 'Matchday 1', date: '2020-01-01', team1: 'A', team2: 'B', score: { ft: [1, 0] } };
  const problemsOf = (json: unknown) => {
    const r = readFootballJson(json, 'x/en.1.json');
    return r.ok ? [] : r.problems.map(formatFjProblem);
  };
  it('a file that is not JSON', () => {
    const r = readFootballJsonText('{ "name": ', 'x/en.1.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatFjProblem(r.problems[0]!)).toMatch(/^x\/en\.1\.json: is not valid JSON/);
  });
  it('a file without a name, or with neither matches nor rounds', () => {
    expect(problemsOf({ matches: [] })).toEqual(['x/en.1.json: name: is missing']);
    expect(problemsOf({ name: 'X' })).toEqual(['x/en.1.json: must have either "matches" or "rounds"']);
    expect(problemsOf({ name: 'X', matches: [], rounds: [] })).toEqual(['x/en.1.json: must have either "matches" or "rounds"']);
  });
  it('every bad match, each with its index', () => {
    const p = problemsOf({
      name: 'X',
      matches: [
        good,
        { ...good, date: '2019-02-30' },
        { ...good, time: '7pm' },
        { ...good, score: { ft: [1, 0], et: '2-1' } },
        { ...good, status: 'void' },
        { round: 'Matchday 1', date: '2020-01-01', team1: 'A', score: {} },
        { ...good, score: { ht: [2, 0], ft: [1, 0] } },
        { ...good, score: { ft: [2, 2], et: [1, 2] } },
        { ...good, team2: 'A' },
        { ...good, score: { ft: [-1, 0] } },
        { ...good, score: { et: [1, 0] } },
      ],
    });
    expect(p).toEqual([
      'x/en.1.json: match 1: date: is not a day of the calendar',
      'x/en.1.json: match 2: time: must be a local time H:MM or HH:MM',
      'x/en.1.json: match 3: score.et: must be two whole numbers of goals, e.g. [2, 1]',
      'x/en.1.json: match 4: status: must be one of cancelled, awarded, postponed, abandoned',
      'x/en.1.json: match 5: team2: is missing',
      'x/en.1.json: match 6: score.ht: 2-0 at half-time is more than 1-0 after 90 minutes',
      'x/en.1.json: match 7: score.et: 1-2 after extra time is less than 2-2 after 90 minutes (et includes the 90 minutes)',
      'x/en.1.json: match 8: team2: is the same team as team1 (A)',
      'x/en.1.json: match 9: score.ft.0: cannot be negative',
      'x/en.1.json: match 10: score.ft: is missing while the match has other scores',
    ]);
  });
  it('a match index counts across rounds in the rounds layout', () => {
    const p = problemsOf({ name: 'X', rounds: [{ name: 'Matchday 1', matches: [good, good] }, { name: 'Final', matches: [{ ...good, round: undefined, date: 'soon' }] }] });
    expect(p).toEqual(['x/en.1.json: match 2: date: must be a date YYYY-MM-DD']);
  });
});
