/**
 * `npm run import:all` on the real openfootball copy (<real data>/openfootball, CC0: tests/helpers/real-data.ts), run once
 * per Vitest run and shared by the test files that need it (tests/import/all-tournaments.test.ts,
 * tests/contract/all-tournaments.test.ts): the first file to ask imports into
 * .tmp/all-tournaments-<vitest pid>/ (removed by a later run), the others wait for it. Nothing is
 * written into content/. `npm test` starts the import ahead, while it builds the demo
 * (tests/helpers/import-all-ahead.ts), and names its folder in MATCHDAY_ALL_IMPORT_AHEAD: then every
 * file waits for that one, and none holds a Vitest worker while it imports.
 */
import { processAlive as alive } from '../../src/lib/cli/process-alive.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TournamentResult } from '../../src/lib/import/bulk/summary.ts';
import { realData, requireRealData } from './real-data.ts';
import { REPO, runScript } from './server-process.ts';

export const OPENFOOTBALL = realData('openfootball');

export interface AllImport {
  /** The content folder the tournaments were imported into (do not modify: shared). */
  content: string;
  code: number;
  stdout: string;
  stderr: string;
  /** Wall-clock seconds of the import:all run. */
  seconds: number;
  tournaments: TournamentResult[];
}

/** The environment variable that names a folder `npm test` is already importing into (scripts/test.ts). */
export const IMPORT_AHEAD_ENV = 'MATCHDAY_ALL_IMPORT_AHEAD';

export async function importAllOnce(): Promise<AllImport> {
  requireRealData(['openfootball', 'worldcup.json'], ['openfootball', 'worldcup']);
  const ahead = process.env[IMPORT_AHEAD_ENV];
  if (ahead) return waitForImport(ahead);
  const tmp = join(REPO, '.tmp');
  mkdirSync(tmp, { recursive: true });
  // One folder per Vitest run: the test files are forks of the same Vitest process.
  const dir = join(tmp, `all-tournaments-${process.ppid}`);
  try {
    mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return waitForImport(dir);
  }
  removeStaleImports(process.ppid);
  return importInto(dir);
}

/** Removes the import folders of runs whose process has ended. */
export function removeStaleImports(currentPid: number): void {
  const tmp = join(REPO, '.tmp');
  for (const e of readdirSync(tmp)) {
    const m = /^all-tournaments-(\d+)$/.exec(e);
    if (m && Number(m[1]) !== currentPid && !alive(Number(m[1]))) rmSync(join(tmp, e), { recursive: true, force: true });
  }
}

/** Runs import:all into `dir`/content and writes `dir`/done.json (also when it fails) for the waiters. */
export async function importInto(dir: string): Promise<AllImport> {
  const content = join(dir, 'content');
  const report = join(dir, 'report.json');
  const done = join(dir, 'done.json');
  const started = performance.now();
  const r = await runScript('import-all', [OPENFOOTBALL, '--content', content, '--report', report]);
  const seconds = (performance.now() - started) / 1000;
  const tournaments = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).tournaments : [];
  const result: AllImport = { content, code: r.code, stdout: r.stdout, stderr: r.stderr, seconds, tournaments };
  writeFileSync(`${done}.part`, JSON.stringify(result));
  renameSync(`${done}.part`, done);
  return result;
}

async function waitForImport(dir: string): Promise<AllImport> {
  const done = join(dir, 'done.json');
  const started = Date.now();
  while (!existsSync(done)) {
    if (Date.now() - started > 600_000) throw new Error(`the import in ${dir} did not finish within 10 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return JSON.parse(readFileSync(done, 'utf8'));
}

/**
 * What docs/imported-tournaments.md says per season slug: `true` importable, else the status text.
 * A year is not importable when a row of either table ("Per tournament", "Imported together") marks
 * it "not imported" or "not run".
 */
export function documentedStatus(): Map<string, true | string> {
  const text = readFileSync(join(REPO, 'docs', 'imported-tournaments.md'), 'utf8');
  const out = new Map<string, true | string>();
  for (const line of text.split('\n')) {
    const m = /^\| (\d{4}) \|/.exec(line);
    if (!m) continue;
    const slug = m[1] === '2025' ? 'cwc-2025' : `wc-${m[1]}`;
    const status = line.split('|').slice(1, -1).at(-1)!.trim();
    if (/^not (imported|run)\b/.test(status)) out.set(slug, status);
    else if (!out.has(slug)) out.set(slug, true);
  }
  return out;
}

/** The "matches" column of the per-tournament table of docs/imported-tournaments.md. */
export function documentedMatches(): Map<string, number> {
  const text = readFileSync(join(REPO, 'docs', 'imported-tournaments.md'), 'utf8');
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\| (\d{4}) \| (\d+) \|/.exec(line);
    if (m) out.set(m[1] === '2025' ? 'cwc-2025' : `wc-${m[1]}`, Number(m[2]));
  }
  return out;
}
