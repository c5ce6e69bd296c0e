/**
 * content/team-colors.csv (optional, `team_id,primary,secondary`): validated like the other shared
 * files, every problem at its file:line:column; its colours reach the dataset the site is built from.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { OPTIONAL_SHARED_FILES } from '../../src/schemas/content/index.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';

/** Validates the fixture with `csv` as its team-colors.csv (null: no such file); problems as `file:line:column: message`. */
async function validate(csv: string | null) {
  const root = await writeFixture();
  if (csv !== null) await writeFile(join(root, 'team-colors.csv'), csv);
  try {
    const { raw, problems } = await loadContent(root);
    return { raw, problems: problems.map((p) => formatProblem({ ...p, file: basename(p.file) })) };
  } finally {
    await rm(join(root, '..'), { recursive: true, force: true });
  }
}

describe('team-colors.csv', () => {
  test('valid rows load without problems, colours lower-cased, and reach the dataset', async () => {
    const { raw, problems } = await validate('team_id,primary,secondary\nteam_aaa,#C8102E,#ffffff\nteam_bbb,#003399,#FFCC00\n');
    expect(problems).toEqual([]);
    const ds = buildDataset(snapshotOf(raw));
    expect(ds.teamColors?.get('team_aaa')).toEqual({ team_id: 'team_aaa', primary: '#c8102e', secondary: '#ffffff' });
    expect(ds.teamColors?.get('team_bbb')).toEqual({ team_id: 'team_bbb', primary: '#003399', secondary: '#ffcc00' });
    expect(ds.teamColors?.has('team_ccc')).toBe(false);
  });

  test('is optional: a folder without it is valid and its teams have no colours (the snapshot stays as before)', async () => {
    const { raw, problems } = await validate(null);
    expect(problems).toEqual([]);
    const snapshot = snapshotOf(raw);
    expect('teamColors' in snapshot).toBe(false);
    expect(buildDataset(snapshot).teamColors?.size).toBe(0);
  });

  test('an unknown team, bad colours and a repeated team are each reported at their line and column', async () => {
    const { problems } = await validate(
      [
        'team_id,primary,secondary',
        'team_zzz,#c8102e,#ffffff', // unknown team
        'team_aaa,red,#fff', // two bad colours
        'team_bbb,#003399,#ffcc00',
        'team_bbb,#000000,#ffffff', // second row for the team
        'club_ccc,#c8102e,#00000g', // bad ID and a bad colour in one row
      ].join('\n') + '\n',
    );
    expect(problems).toEqual([
      "team-colors.csv:2:1: team_id team_zzz is not in any season's teams.csv",
      'team-colors.csv:3:10: primary "red" must be a colour written #rrggbb, e.g. #c8102e',
      'team-colors.csv:3:14: secondary "#fff" must be a colour written #rrggbb, e.g. #c8102e',
      'team-colors.csv:5:1: duplicate team_id team_bbb (first at line 4); one row per team',
      'team-colors.csv:6:1: team_id "club_ccc" must be an ID starting with "team_" followed by 1-64 letters, digits or hyphens',
      'team-colors.csv:6:18: secondary "#00000g" must be a colour written #rrggbb, e.g. #c8102e',
    ]);
  });

  test('a bad colour does not hide an unknown team in the same row', async () => {
    const { problems } = await validate('team_id,primary,secondary\nteam_yyy,#12345,#ffffff\n');
    expect(problems).toEqual([
      "team-colors.csv:2:1: team_id team_yyy is not in any season's teams.csv",
      'team-colors.csv:2:10: primary "#12345" must be a colour written #rrggbb, e.g. #c8102e',
    ]);
  });

  test('a header without the expected columns is reported', async () => {
    const { problems } = await validate('team,colour\nteam_aaa,#c8102e\n');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('team-colors.csv:1:'))).toBe(true);
  });

  test('is documented in the codebook, every column', () => {
    const codebook = readFileSync(new URL('../../content/README.md', import.meta.url), 'utf8');
    const start = codebook.indexOf('## team-colors.csv');
    expect(start).toBeGreaterThan(-1);
    const end = codebook.indexOf('\n## ', start + 3);
    const section = codebook.slice(start, end === -1 ? undefined : end);
    for (const col of Object.keys(OPTIONAL_SHARED_FILES['team-colors.csv'].shape)) expect(section, col).toContain(`| ${col} |`);
  });
});
