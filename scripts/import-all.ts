/**
 * `npm run import:all`: imports every tournament of an openfootball folder into one content folder
 * (each with import:openfootball and the options derived from the files, src/lib/import/bulk/tournaments.ts,
 * or given with --option), with a
 * progress display and a summary table. Idempotent: the imports run in a staging copy of the
 * content folder and only files whose bytes differ are written back, so a second run changes nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { loadContent } from '../src/lib/content/load.ts';
import { LayoutError, findTournaments, importArgs, txtOnlyYears, type Tournament, type TxtOnlyYear } from '../src/lib/import/bulk/tournaments.ts';
import { bulkFigures, failureReason, formatTable, type TournamentResult } from '../src/lib/import/bulk/summary.ts';
import { YearOptionError, YEAR_OPTION_NAMES, optionHints, parseYearOptions } from '../src/lib/import/bulk/year-options.ts';
import { syncTree } from '../src/lib/import/bulk/sync-tree.ts';
import { restampSeason } from '../src/lib/content/season-stamps.ts';
import { validationNow } from '../src/lib/content/validation-clock.ts';

const usage = `Usage: npm run import:all -- <openfootball folder> [--content <dir>] [--years 1930,1950] [--option <year>:<name>=<value>]… [--allow-failures] [--report <file>]

Imports every tournament of an openfootball copy (the layout of ../shared/data/openfootball:
worldcup.json/<year>/worldcup.json, worldcup.json/<year>/clubworldcup.json, the match reports
and squads worldcup/more/<year>_full.txt, <year>_squads.txt, and the per-team squad files
worldcup/<year>--<host>/squads/) into one content folder, oldest first, each as npm run
import:openfootball would. Seasons: wc-<year>, cwc-<year> (Club World Cup). A year the TXT files
have but worldcup.json does not is reported as failed (the importer needs the JSON).

Each tournament's import:openfootball options come from the files where they can: the host
(--venue-country) from the folder worldcup/<year>--<host> (1990--italy → ITA; several hosts,
2002--south-korea-n-japan: the first), the venues' time zones from the stadiums file or the UTC
offsets the sources write with the kick-offs. What no file says is in a built-in table (1950:
--league-stage "Final Round"; 2025: the Club World Cup's host and UTC offset) or given with
--option. A failure that needs an option names the --option to give.

A tournament that cannot be imported does not stop the others: it is reported as failed, with the
reason, and its season folder is left as it was (an earlier import of it is kept). Progress goes to stderr, the summary table (per
tournament: matches, goal events / goals in the scores, cards, substitutions, team line-ups,
matches with goals missing, warnings, notes) to stdout.

Idempotent: the imports run in a staging copy of the content folder (without the seasons being
imported, so each is validated together with those imported before it and the folder's other
seasons, as on a first run), and only files whose bytes differ are written back: a second run
writes nothing. Other seasons of the folder are kept; rows already in players.csv and
countries.csv are kept (as import:openfootball does). Nothing is written before every tournament
has been tried; an interrupted run leaves the content folder as it was.

Options:
  --content <dir>     content folder (default: content)
  --years <list>      only these years, comma-separated (e.g. 1930,1950; 2025 is the Club World Cup)
  --option <year>:<name>=<value>
                      an import:openfootball option for one year (or season slug, cwc-2025),
                      repeatable; names: ${YEAR_OPTION_NAMES.join(', ')}. E.g.
                      --option 2030:venue-country=ITA --option 2030:venue-timezone=UTC+2
                      --option 1950:league-stage="Final Round" (league-stage may be repeated)
  --allow-failures    exit 0 even when some tournaments failed
  --report <file>     also write the results (per tournament: status, figures, reason) as JSON
  -h, --help          this help

Exit codes: 0 every tournament imported (or --allow-failures), 1 a tournament failed,
2 usage error (bad option, not an openfootball folder, a year not found).`;

const shown = (p: string) => relative(process.cwd(), p) || p;
const IMPORTER = join(import.meta.dirname, 'import-openfootball.ts');
/**
 * Node's compile cache for the importer processes (one per tournament): the second and later ones
 * load the compiled, type-stripped modules instead of compiling them again (0.6 → 0.3 s each).
 * Where Node keeps it by default (module.enableCompileCache()); NODE_COMPILE_CACHE chooses another
 * folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache');

function runImporter(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [IMPORTER, ...args], { env: { ...process.env, NO_COLOR: '1', NODE_COMPILE_CACHE: COMPILE_CACHE }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => ok({ code: code ?? 1, stdout, stderr }));
  });
}

/** Goals in the scores of the completed matches of a written season. */
function scoreGoals(seasonDir: string): number | null {
  const file = join(seasonDir, 'matches.csv');
  if (!existsSync(file)) return null;
  const rows = parse(readFileSync(file), { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  return rows.filter((r) => r.status === 'completed').reduce((a, r) => a + Number(r.home_score || 0) + Number(r.away_score || 0), 0);
}

/** Problems of the content folder `after` that `before` (the same folder before the run) did not have. */
async function newProblems(before: string, after: string): Promise<string[]> {
  const keys = async (root: string) => {
    if (!existsSync(root)) return [];
    const shownRoot = relative(process.cwd(), root) || basename(root);
    return (await loadContent(root)).problems.map((p) => `${p.file}:${p.line}: ${p.message}`.replaceAll(shownRoot, 'content'));
  };
  const had = new Set(await keys(before));
  return (await keys(after)).filter((k) => !had.has(k));
}

async function importOne(t: Tournament, root: string, staging: string, reports: string): Promise<TournamentResult> {
  const reportFile = join(reports, `${t.slug}.json`);
  const started = performance.now();
  const r = await runImporter(importArgs(t, staging, reportFile));
  const seconds = (performance.now() - started) / 1000;
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
  const imported = r.code === 0;
  const why = imported ? null : failureReason(report?.validation?.problems ?? null, r.stderr, r.code).replace(new RegExp(`(?<![\\w./])${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g'), shown(root));
  const hints = why === null ? [] : optionHints(t.year, why, (report?.items ?? []).map((i: { message: string }) => i.message));
  const hostNote = why !== null && t.host && t.host.codes.length === 0 && /--venue-country/.test(why) ? ` (${t.host.folder}: "${t.host.name}" is not a host the table of associations knows)` : '';
  return {
    slug: t.slug,
    year: t.year,
    status: imported ? 'unchanged' : 'failed',
    filesChanged: 0,
    seconds,
    exitCode: r.code,
    figures: report?.figures ? bulkFigures(report.figures, imported ? scoreGoals(join(staging, t.slug)) : null) : null,
    reason: why === null ? null : `${why}${hints.length > 0 ? `; import:all: give ${hints.join(' ')}${hostNote}` : ''}`,
  };
}

await runCli({
  name: 'import:all',
  usage,
  allowPositionals: true,
  options: {
    content: { type: 'string', default: 'content' },
    years: { type: 'string' },
    option: { type: 'string', multiple: true },
    'allow-failures': { type: 'boolean', default: false },
    report: { type: 'string' },
  },
  async run({ values, positionals }) {
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'give the openfootball folder, e.g. ../shared/data/openfootball' : `one openfootball folder expected, got ${positionals.length}: ${positionals.join(' ')}`);
    const root = resolve(positionals[0]!);
    if (!existsSync(root)) throw new UsageError(`${positionals[0]}: no such folder`);
    let tournaments: Tournament[];
    let txtOnly: TxtOnlyYear[] = txtOnlyYears(root);
    try {
      const given = parseYearOptions(Array.isArray(values.option) ? (values.option as string[]) : []);
      tournaments = findTournaments(root, given);
      const unknown = [...given.keys()].filter((k) => !tournaments.some((t) => String(t.year) === k || t.slug === k));
      if (unknown.length > 0) throw new UsageError(`--option: no tournament for ${unknown.join(', ')} in ${shown(root)}`);
    } catch (err) {
      if (err instanceof LayoutError || err instanceof YearOptionError) throw new UsageError(err.message);
      throw err;
    }
    if (typeof values.years === 'string') {
      const years = values.years.split(',').map((y) => y.trim());
      const bad = years.filter((y) => !/^\d{4}$/.test(y));
      if (years.length === 0 || bad.length > 0) throw new UsageError(`--years takes years separated by commas, e.g. 1930,1950${bad.length ? ` (not a year: ${bad.join(', ')})` : ''}`);
      const missing = years.filter((y) => !tournaments.some((t) => t.year === Number(y)) && !txtOnly.some((t) => t.year === Number(y)));
      if (missing.length > 0) throw new UsageError(`--years: no tournament for ${missing.join(', ')} in ${shown(root)} (found: ${[...new Set(tournaments.map((t) => t.year))].join(', ')})`);
      tournaments = tournaments.filter((t) => years.includes(String(t.year)));
      txtOnly = txtOnly.filter((t) => years.includes(String(t.year)));
    }
    const content = resolve(String(values.content));
    const t0 = performance.now();
    const work = await mkdtemp(join(tmpdir(), 'import-all-'));
    try {
      const staging = join(work, 'content');
      const reports = join(work, 'reports');
      await mkdir(reports);
      // The staging copy starts without the seasons to import, so each import is validated with the
      // seasons imported before it (and the folder's other seasons), as on a first run.
      if (existsSync(content)) await cp(content, staging, { recursive: true });
      else await mkdir(staging);
      for (const t of tournaments) await rm(join(staging, t.slug), { recursive: true, force: true });
      process.stderr.write(`Importing ${tournaments.length} tournament(s) from ${shown(root)} into ${shown(content)} (staging in ${work})\n`);

      const results: TournamentResult[] = [];
      const restored: string[] = [];
      // a year the TXT files report without a JSON file: said, not left out
      for (const t of txtOnly) {
        const reason = `no worldcup.json/${t.year}/worldcup.json (found only ${t.found.join(', ')}); import:openfootball needs the JSON matches file, so this World Cup is not imported`;
        results.push({ slug: t.slug, year: t.year, status: 'failed', filesChanged: 0, seconds: 0, exitCode: 2, figures: null, reason });
        process.stderr.write(`[ -] ${t.slug.padEnd(9)} ✗ failed: ${reason}\n`);
      }
      const tty = process.stderr.isTTY;
      const width = String(tournaments.length).length;
      for (const [i, t] of tournaments.entries()) {
        const head = `[${String(i + 1).padStart(width)}/${tournaments.length}] ${t.slug.padEnd(9)}`;
        if (tty) process.stderr.write(`\r\x1b[K${head} importing…`);
        const r = await importOne(t, root, staging, reports);
        results.push(r);
        // A failed tournament keeps its season folder of an earlier run; the next imports see it.
        if (r.status === 'failed' && existsSync(join(content, t.slug))) {
          await cp(join(content, t.slug), join(staging, t.slug), { recursive: true });
          restored.push(t.slug);
        }
        const what = r.status === 'failed' ? `✗ failed: ${r.reason}` : `✓ ${r.figures?.matches ?? '?'} matches, ${r.figures?.warnings ?? '?'} warning(s)`;
        process.stderr.write(`${tty ? '\r\x1b[K' : ''}${head} ${what} (${r.seconds.toFixed(1)} s)\n`);
      }

      if (restored.length > 0) {
        // The imports before a kept folder were not validated with it: check the whole result once.
        const added = await newProblems(content, staging);
        if (added.length > 0)
          throw new CliFailure(`nothing written: with the kept season folder(s) ${restored.join(', ')} the content would not validate:\n${added.slice(0, 20).map((p) => `  ${p}`).join('\n')}`);
      }
      const importedSlugs = results.filter((r) => r.status !== 'failed').map((r) => r.slug);
      const existed = new Set(importedSlugs.filter((s) => existsSync(join(content, s))));
      for (const slug of importedSlugs) await restampSeason(join(content, slug), join(staging, slug), validationNow()); // unchanged matches keep their updated_at
      const synced = await syncTree(staging, content, importedSlugs);
      for (const r of results) {
        if (r.status === 'failed') continue;
        r.filesChanged = [...synced.written, ...synced.removed].filter((p) => p.startsWith(`${r.slug}/`)).length;
        r.status = !existed.has(r.slug) ? 'new' : r.filesChanged > 0 ? 'updated' : 'unchanged';
      }
      const shared = [...synced.written, ...synced.removed].filter((p) => !importedSlugs.some((s) => p.startsWith(`${s}/`)));
      const seconds = (performance.now() - t0) / 1000;
      process.stderr.write(`Synced into ${shown(content)}: ${synced.written.length} file(s) written, ${synced.removed.length} removed (${seconds.toFixed(1)} s in all)\n`);

      results.sort((a, b) => a.year - b.year); // stable: a year's World Cup before its Club World Cup
      const failed = results.filter((r) => r.status === 'failed');
      const count = (s: string) => results.filter((r) => r.status === s).length;
      const out = [
        '',
        formatTable(results),
        '',
        ...(failed.length > 0 ? [`Failed (${failed.length}; season folders left as they were):`, ...failed.map((r) => `  ${r.slug.padEnd(9)} ${r.reason}${restored.includes(r.slug) ? ' (the earlier import is kept)' : ''}`), ''] : []),
        `Shared files: ${shared.length > 0 ? `${shared.join(', ')} changed` : 'unchanged'}`,
        `${results.length - failed.length} of ${results.length} imported (${count('new')} new, ${count('updated')} updated, ${count('unchanged')} unchanged), ${failed.length} failed, into ${shown(content)} in ${seconds.toFixed(1)} s`,
        '',
      ];
      process.stdout.write(out.join('\n'));
      if (typeof values.report === 'string') {
        const body = { source: root, content, seconds, tournaments: results, shared };
        await writeFile(resolve(values.report), `${JSON.stringify(body, null, 2)}\n`);
      }
      return failed.length > 0 && values['allow-failures'] !== true ? 1 : 0;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  },
});
