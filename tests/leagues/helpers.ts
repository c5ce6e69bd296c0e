/** Imports football.json league seasons into a temporary content folder for the league tests. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';
import { importLeagues, type LeagueImportResult } from '../../src/lib/import/football-json/import-leagues.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

export const FOOTBALL_JSON = realData('football.json');

/** A fresh content folder holding the repository's team-aliases.csv, with the given seasons imported. */
export async function importInto(opts: { seasons?: string[]; competitions: string[] }): Promise<{ dir: string; result: LeagueImportResult }> {
  requireRealData(['football.json']);
  const dir = mkdtempSync(join(tmpdir(), 'matchday-leagues-test-'));
  copyFileSync(join(import.meta.dirname, '../../content/team-aliases.csv'), join(dir, 'team-aliases.csv'));
  const result = await importLeagues({ source: FOOTBALL_JSON, content: dir, ...opts });
  return { dir, result };
}

/** The seasons that failed to import, each as `slug: reasons`. */
export function failuresOf(result: LeagueImportResult): string[] {
  return result.results.filter((x) => x.status === 'failed').map((x) => `${x.slug}: ${x.reasons.join('; ')}`);
}

/** importInto, then the failures in words and an in-process API over the folder. */
export async function importWithApi(opts: { seasons?: string[]; competitions: string[] }): Promise<{ dir: string; failed: string[]; h: Harness }> {
  const { dir, result } = await importInto(opts);
  return { dir, failed: failuresOf(result), h: await apiHarness(dir) };
}

/** Removes a folder importInto made (nothing when the import never ran). */
export function removeImport(dir: string): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** The final league table of a season as `[position, team name, played, points]` rows. */
export function finalTable(ds: Dataset, seasonId: string): { position: number; name: string; played: number; points: number; adjustment: number; zone: string | null }[] {
  const season = ds.seasons.get(seasonId);
  if (!season) throw new Error(`${seasonId} was not imported`);
  const table = competitionView(ds, season, staticSource(ds)).standings[0]!;
  return table.rows.map((r) => ({ position: r.position, name: r.team.name, played: r.played, points: r.points, adjustment: r.adjustment, zone: r.zone?.id ?? null }));
}
