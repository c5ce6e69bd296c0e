/** `npm run validate`: strict validation of content/, every problem as `path:line:column: message`. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { validationNow } from '../src/lib/content/validation-clock.ts';
import { FORMATS, formatReport, type Format, type Summary } from '../src/lib/content/problem-format.ts';
import { scopeSince, type Git, type Scope } from '../src/lib/content/changed-seasons.ts';
import { updatedAtMovedSince } from '../src/lib/content/updated-at-moved.ts';
import { MATCH_FILES } from '../src/lib/content/season-stamps.ts';
import type { Problem } from '../src/lib/content/problem.ts';
import { UsageError, runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'validate',
  usage: `Usage: npm run validate -- [--content <dir>] [--format text|json|github]
                            [--seasons <folder,…> | --changed-since <git ref>]

Checks every file of the content folder (default: content/) against the content model:
cell syntax and types, columns, unique IDs and prefixes, references, scores against goal events,
line-ups, substitutions and cards; no match is completed or in play before its kick-off (at the
time of the run, or MATCHDAY_NOW). An unknown ID is followed by the closest existing ones.

--format text     (default) every problem as path:line:column: message
--format json     one JSON document: { "problems": [{ file, line, column, message }], "summary": {…} }
--format github   GitHub Actions annotations: ::error file=…,line=…,col=…::message

Partial validation, for a change that touches a few seasons (a pull request):
--seasons a,b            check these season folders fully; of every other season only what the
                         cross-season rules read (season IDs, one name and code per team, match IDs)
--changed-since <ref>    the season folders changed since the merge base with <ref> (git diff
                         <ref>...HEAD, plus uncommitted and untracked files); a changed file outside
                         a season folder (countries.csv, players.csv, team-aliases.csv…) or a git
                         error means the full validation, and the summary says why. Also refuses a
                         match of those folders whose rows (its matches.csv row, events, line-ups,
                         statistics) differ from the merge base's but whose updated_at is the same
                         (npm run diff -- --stamp sets it)

A one-line summary goes to stderr in every format: the mode, the seasons checked fully, the counts.
Exit codes: 0 valid, 1 problems found, 2 usage error.`,
  options: {
    content: { type: 'string', default: 'content' },
    format: { type: 'string', default: 'text' },
    seasons: { type: 'string' },
    'changed-since': { type: 'string' },
  },
  async run({ values }) {
    const format = String(values.format) as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')} (got "${format}")`);
    const root = resolve(String(values.content));
    const started = performance.now();
    const since = values['changed-since'] as string | undefined;
    const scope = scopeOf(root, values.seasons as string | undefined, since);
    const fully = scope?.mode === 'partial' ? new Set(scope.seasons) : undefined;
    const loaded = await loadContent(root, { now: validationNow(), fully });
    const { raw } = loaded;
    const problems = since === undefined ? loaded.problems : withUnmoved(loaded.problems, updatedAtMovedSince(since, gitIn(root), raw.seasons, (slug) => seasonTexts(root, slug)));
    const checked = fully ? raw.seasons.filter((s) => fully.has(s.slug)).length : raw.seasons.length;
    const summary: Summary & { mode: 'full' | 'partial'; seasonsCheckedFully: number; scope?: string } = {
      valid: problems.length === 0,
      problems: problems.length,
      files: new Set(problems.map((p) => p.file)).size,
      seasons: raw.seasons.length,
      matches: raw.seasons.reduce((n, s) => n + s.matches.length, 0),
      events: raw.seasons.reduce((n, s) => n + s.events.length, 0),
      players: raw.players.length,
      ms: Math.round(performance.now() - started),
      mode: fully ? 'partial' : 'full',
      seasonsCheckedFully: checked,
      ...(scope ? { scope: scope.reason } : {}),
    };
    process.stdout.write(formatReport(format, problems, summary));
    const mode = fully
      ? `partial (${scope!.reason}): ${checked} of ${summary.seasons} season(s) checked fully, the others for the cross-season rules`
      : `full${scope ? ` (${scope.reason})` : ''}: ${summary.seasons} season(s)`;
    const counts = `${mode}, ${summary.matches} matches, ${summary.events} events, ${summary.players} players`;
    if (problems.length > 0) {
      process.stderr.write(`${format === 'text' ? '\n' : ''}✗ ${problems.length} problem(s) in ${summary.files} file(s) — ${counts} (${summary.ms} ms)\n`);
      return 1;
    }
    process.stderr.write(`✓ content is valid — ${counts} (${summary.ms} ms)\n`);
    return 0;
  },
});

/** git in the content folder (stderr kept out of the output; a failure throws). */
function gitIn(root: string): Git {
  return (args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
}

/** The match files of a season folder as they are on disk (null: absent). */
function seasonTexts(root: string, slug: string) {
  const text = (file: string) => (existsSync(join(root, slug, file)) ? readFileSync(join(root, slug, file), 'utf8') : null);
  return Object.fromEntries(Object.entries(MATCH_FILES).map(([key, file]) => [key, text(file)]));
}

/** The problems with those of --changed-since's updated_at check (null: git could not say), in file order. */
function withUnmoved(problems: Problem[], unmoved: Problem[] | null): Problem[] {
  if (!unmoved || unmoved.length === 0) return problems;
  return [...problems, ...unmoved].sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
}

/** The season folders of `root` (a missing root: none; loadContent reports it). */
function seasonFolders(root: string): Set<string> {
  try {
    return new Set(readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
  } catch {
    return new Set();
  }
}

/** What --seasons or --changed-since asks for; undefined: the full validation. */
function scopeOf(root: string, seasons: string | undefined, since: string | undefined): Scope | undefined {
  if (seasons !== undefined && since !== undefined) throw new UsageError('--seasons and --changed-since cannot be combined');
  const folders = seasonFolders(root);
  const shownRoot = relative(process.cwd(), root) || basename(root);
  if (since !== undefined) {
    if (since === '' || since.startsWith('-')) throw new UsageError(`--changed-since needs a git ref, e.g. origin/main (got "${since}")`);
    return scopeSince(since, gitIn(root), folders, shownRoot);
  }
  if (seasons === undefined) return undefined;
  // `content/demo-2026/` as well as `demo-2026`
  const named = [...new Set(seasons.split(',').map((s) => basename(s.trim())).filter((s) => s !== ''))];
  if (named.length === 0) throw new UsageError('--seasons needs at least one season folder, e.g. --seasons demo-2026');
  const unknown = named.filter((s) => !folders.has(s));
  if (unknown.length > 0) throw new UsageError(`--seasons: no season folder ${unknown.map((s) => `"${s}"`).join(', ')} in ${shownRoot}`);
  return { mode: 'partial', seasons: named.sort(), reason: `--seasons ${named.join(',')}` };
}
