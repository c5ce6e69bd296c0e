/**
 * One shared World Cup imported as import:all imports it (the JSON, `<year>_full.txt`,
 * `<year>_squads.txt`, the host's squad folder), into a temporary content folder of its own, with
 * the import report. Real data only (tests/helpers/real-data.ts); nothing is written into content/.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTournaments, importArgs } from '../../src/lib/import/bulk/tournaments.ts';
import { REPO } from '../helpers/server-process.ts';
import { realData, requireRealData } from '../helpers/real-data.ts';

export interface ReportItem {
  severity: 'warning' | 'note';
  kind: string;
  message: string;
  match?: number;
  source?: string;
}

export interface ImportedYear {
  /** The content folder (season folder `wc-<year>`, countries.csv, players.csv). */
  content: string;
  items: ReportItem[];
}

/** Imports the World Cup of `year` from the real openfootball copy; throws when the import fails. */
export function importYear(year: number): ImportedYear {
  requireRealData(['openfootball', 'worldcup.json', String(year)], ['openfootball', 'worldcup', 'more', `${year}_full.txt`]);
  const t = findTournaments(realData('openfootball')).find((x) => x.slug === `wc-${year}`);
  if (!t) throw new Error(`no World Cup ${year} in the real data`);
  const dir = mkdtempSync(join(tmpdir(), `wc-${year}-`));
  const content = join(dir, 'content');
  const report = join(dir, 'report.json');
  const r = spawnSync(process.execPath, ['scripts/import-openfootball.ts', ...importArgs(t, content, report)], { cwd: REPO, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`import of ${year} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return { content, items: JSON.parse(readFileSync(report, 'utf8')).items };
}
