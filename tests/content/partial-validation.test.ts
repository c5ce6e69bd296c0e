/**
 * Partial validation (`npm run validate -- --seasons`, `--changed-since`): the touched seasons are
 * checked fully, the others only meet the cross-season rules — and those miss nothing: a team renamed
 * against another season, a match ID or a season ID used twice.
 */
import { dirname, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { readMatchIds } from '../../src/lib/content/match-ids.ts';
import type { Problem } from '../../src/lib/content/problem.ts';
import { edit, twoDemoSeasons } from './two-demo-seasons.ts';

/** The problems as `file:line:column: message`, files named from the content folder's parent (`content/…`). */
async function check(root: string, fully?: string[]): Promise<string[]> {
  const { problems } = await loadContent(root, { fully: fully && new Set(fully) });
  const prefix = `${relative(process.cwd(), dirname(root))}/`;
  const shown = (s: string) => s.replaceAll(prefix, '');
  return problems.map((p: Problem) => `${shown(p.file)}:${p.line}:${p.column}: ${shown(p.message)}`);
}

describe('partial validation', () => {
  test('two valid seasons: no problem fully or partially; the season read light holds its match IDs only', async () => {
    const root = await twoDemoSeasons();
    expect(await check(root)).toEqual([]);
    expect(await check(root, ['demo-2027'])).toEqual([]);
    const { raw } = await loadContent(root, { fully: new Set(['demo-2027']) });
    const [light, full] = raw.seasons;
    expect(light!.slug).toBe('demo-2026');
    expect(light!.competition?.id).toBe('season_demo-2026');
    expect(light!.teams).toHaveLength(48);
    expect([light!.matches.length, light!.events.length, light!.lineups.length, light!.squads.length]).toEqual([0, 0, 0, 0]);
    expect(light!.partial?.matches).toHaveLength(104);
    expect(light!.partial?.matches?.[0]).toEqual({ value: { id: 'match_demo-2026-001' }, origin: { file: expect.stringMatching(/content\/demo-2026\/matches\.csv$/), line: 2, columns: { id: 1 } } });
    expect([full!.matches.length, full!.events.length]).toEqual([104, 1627]);
  });

  test('a problem in a touched season is found; the same problem in a season read light is not checked', async () => {
    const root = await twoDemoSeasons();
    await edit(root, 'demo-2027/matches.csv', 'match_demo-2027-001,1,Group stage,Group A,team_qcl', 'match_demo-2027-001,1,Group stage,Group A,team_qclx');
    const expected = [
      "content/demo-2027/matches.csv:2:43: home_team_id team_qclx is not in this season's teams.csv (did you mean team_qcl \"Caledor\"?)",
    ];
    const full = await check(root);
    expect(full).toEqual(expect.arrayContaining(expected));
    expect(await check(root, ['demo-2027'])).toEqual(full);
    expect(await check(root, ['demo-2026'])).toEqual([]);
  });

  test('a team renamed in the touched season against the other season\'s teams.csv, whichever comes first', async () => {
    const root = await twoDemoSeasons();
    await edit(root, 'demo-2026/teams.csv', 'team_qcl,Caledor,QCL', 'team_qcl,Caledoria,QCL');
    expect(await check(root, ['demo-2026'])).toEqual([
      'content/demo-2026/teams.csv:2:10: team team_qcl is "Caledoria" (QCL) here but "Caledor" (QCL) in content/demo-2027/teams.csv; one team keeps one name and code',
    ]);
    // the full validation meets demo-2027 second and reports it there
    expect(await check(root)).toEqual([
      'content/demo-2027/teams.csv:2:10: team team_qcl is "Caledor" (QCL) here but "Caledoria" (QCL) in content/demo-2026/teams.csv; one team keeps one name and code',
    ]);
    const later = await twoDemoSeasons();
    await edit(later, 'demo-2027/teams.csv', 'team_qcl,Caledor,QCL', 'team_qcl,Caledor,QCX');
    expect(await check(later, ['demo-2027'])).toEqual([
      'content/demo-2027/teams.csv:2:10: team team_qcl is "Caledor" (QCX) here but "Caledor" (QCL) in content/demo-2026/teams.csv; one team keeps one name and code',
    ]);
  });

  test('a match ID of another season, reported in the touched season with both places', async () => {
    const root = await twoDemoSeasons();
    await edit(root, 'demo-2027/matches.csv', 'match_demo-2027-104', 'match_demo-2026-104'); // the final: no events, line-ups or stats
    const inLater = ['content/demo-2027/matches.csv:105:1: duplicate match ID match_demo-2026-104 (first defined at content/demo-2026/matches.csv:105)'];
    expect(await check(root)).toEqual(inLater);
    expect(await check(root, ['demo-2027'])).toEqual(inLater);
    expect(await check(root, ['demo-2026'])).toEqual(['content/demo-2026/matches.csv:105:1: duplicate match ID match_demo-2026-104 (first defined at content/demo-2027/matches.csv:105)']);
    expect(await check(root, [])).toEqual([]); // neither season touched: what they hold among themselves is left to the full validation
  });

  test('a season ID used twice', async () => {
    const root = await twoDemoSeasons();
    await edit(root, 'demo-2027/competition.json', '"id": "season_demo-2027"', '"id": "season_demo-2026"');
    expect(await check(root, ['demo-2027'])).toEqual(['content/demo-2027/competition.json:1:1: duplicate season ID season_demo-2026 (also in content/demo-2026/competition.json)']);
    expect(await check(root, ['demo-2026'])).toEqual(['content/demo-2026/competition.json:1:1: duplicate season ID season_demo-2026 (also in content/demo-2027/competition.json)']);
  });

  test('the shared files are read and checked in partial mode too', async () => {
    const root = await twoDemoSeasons();
    await edit(root, 'countries.csv', /\n([A-Z]{3}),/, '\n$1x,');
    const problems = await check(root, ['demo-2027']);
    expect(problems.some((p) => p.startsWith('content/countries.csv:2:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('content/demo-2026/'))).toBe(false);
  });
});

describe('readMatchIds (the light read of matches.csv)', () => {
  const plain = 'stage,id,home_team_id\r\nGroup stage,match_a,team_x\r\n\r\nFinal,match_b,team_y\r\n,,team_z\r\n';
  test('a file without quotes: the id cell of each row, its line and column; blank lines counted, empty IDs left out', () => {
    expect(readMatchIds('m.csv', plain)).toEqual([
      { value: { id: 'match_a' }, origin: { file: 'm.csv', line: 2, columns: { id: 13 } } },
      { value: { id: 'match_b' }, origin: { file: 'm.csv', line: 4, columns: { id: 7 } } },
    ]);
  });
  test('a file with quotes: a quoted cell may hold a comma or a line break', () => {
    const quoted = 'stage,id,home_team_id\n"Group, stage",match_a,team_x\n\n"Final\r\nround",match_b,team_y\n';
    expect(readMatchIds('m.csv', quoted)).toEqual([
      { value: { id: 'match_a' }, origin: { file: 'm.csv', line: 2, columns: { id: 16 } } },
      { value: { id: 'match_b' }, origin: { file: 'm.csv', line: 4, columns: { id: 16 } } }, // counted from the record's start, as csv-read.ts does
    ]);
    expect(readMatchIds('m.csv', plain.replace('Final', '"Final"'))).toEqual([
      { value: { id: 'match_a' }, origin: { file: 'm.csv', line: 2, columns: { id: 13 } } },
      { value: { id: 'match_b' }, origin: { file: 'm.csv', line: 4, columns: { id: 9 } } },
    ]);
  });
  test('a quote csv-parse cannot read: no IDs (the file is not one the change touched; the full validation reports it)', () => {
    expect(readMatchIds('m.csv', 'stage,id\n"Group,match_a\n')).toEqual([]);
  });
});
