/** A content folder without team-aliases.csv starts from the project's table (the CLI passes content/team-aliases.csv). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { importLeagues } from '../../src/lib/import/football-json/import-leagues.ts';
import { FOOTBALL_JSON } from './helpers.ts';
import { requireRealData } from '../helpers/real-data.ts';

const PROJECT_ALIASES = join(import.meta.dirname, '../../content/team-aliases.csv');
const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'matchday-alias-seed-'));
  dirs.push(d);
  return d;
};
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

it("a new folder imports with the project's alias table; without it a hand-placed spelling fails", async () => {
  requireRealData(['football.json']);
  const opts = { source: FOOTBALL_JSON, competitions: ['at.1'] }; // "LASK Linz" in early seasons, "LASK" later
  const bare = await importLeagues({ ...opts, content: fresh() });
  expect(bare.aliasesSeeded).toBeNull();
  expect(bare.results.map((r) => r.reasons.join('\n')).join('\n')).toMatch(/team "LASK" not placed/);

  const dir = fresh();
  const seeded = await importLeagues({ ...opts, content: dir, seedAliases: PROJECT_ALIASES });
  const projectRows = readFileSync(PROJECT_ALIASES, 'utf8').trim().split('\n').length - 1;
  expect(seeded.aliasesSeeded).toBe(projectRows);
  expect(seeded.results.filter((r) => r.status !== 'new')).toEqual([]);
  expect(readFileSync(join(dir, 'team-aliases.csv'), 'utf8').startsWith(readFileSync(PROJECT_ALIASES, 'utf8').trimEnd())).toBe(true);
});
