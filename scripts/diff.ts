/**
 * `npm run diff -- [<base-ref>]`: what changed in content/ between two versions, in football terms.
 */
import { resolve, relative } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { buildDataset } from '../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../src/lib/dataset/snapshot.ts';
import { diffContent, renderDiff, type DiffFormat } from '../src/lib/content-diff/index.ts';
import { checkoutContent, defaultBase, describeRef } from '../src/lib/content-diff/git-content.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { stampSeasons } from '../src/lib/content/stamp-seasons.ts';
import { validationNow } from '../src/lib/content/validation-clock.ts';

const FORMATS = ['text', 'markdown', 'json'] as const;

async function datasetOf(dir: string, label: string) {
  const { raw, problems } = await loadContent(dir);
  if (problems.length > 0) process.stderr.write(`note: ${label} has ${problems.length} validation problem(s); the diff shows what could be read (npm run validate lists them)\n`);
  return buildDataset(snapshotOf(raw));
}

await runCli({
  name: 'diff',
  usage: `Usage: npm run diff -- [<base-ref>] [--head <ref>] [--content content] [--format text|markdown|json] [--stamp]

What changed in the content between <base-ref> (default: the merge base of HEAD with the main
branch) and the working tree (or --head <ref>), in football terms: per match the score and its
breakdown, status, teams and slots, kick-off, venue and formations; events added, removed or
corrected (minute, player); line-up changes; new, renamed or removed competitions, teams, players
and venues. --format markdown writes the pull-request summary, json is for tools.

--stamp  first sets updated_at in the working tree's matches.csv files, as an editor's change
         needs (a pull request whose changed match keeps its updated_at fails validation): every
         match whose rows (its matches.csv row, events, line-ups, statistics) differ from
         <base-ref>, or that is new, and whose updated_at did not move gets the time of the run
         (MATCHDAY_NOW, else now); an empty updated_at is filled (a file written before the column
         existed gets it). A time you moved yourself is kept. Outside a git repository with a main
         branch and without <base-ref>, it only fills empty cells (and prints no diff).
Exit codes: 0 diff printed (with or without changes), 1 failure (e.g. unknown ref), 2 usage.`,
  allowPositionals: true,
  options: {
    head: { type: 'string' }, content: { type: 'string', default: 'content' }, format: { type: 'string', default: 'text' }, stamp: { type: 'boolean' },
  },
  async run({ values, positionals }) {
    const format = values.format as DiffFormat;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    if (positionals.length > 1) throw new UsageError('give at most one base ref');
    const stamp = values.stamp === true;
    const head = values.head as string | undefined;
    if (stamp && head) throw new UsageError('--stamp writes the working tree; it cannot be combined with --head');
    const cwd = process.cwd();
    const contentDir = resolve(String(values.content));
    const folder = relative(cwd, contentDir) || '.';
    const base = positionals[0] ?? defaultBase(cwd);
    if (!base && stamp) {
      report(await stampSeasons(contentDir, null, validationNow()), 'no base to compare with: empty cells only');
      return 0;
    }
    if (!base) throw new CliFailure('no base: this is not a git repository with a main branch; give a base ref');
    let baseDir: string;
    let headDir = contentDir;
    try {
      baseDir = checkoutContent(base, folder, cwd);
      if (head) headDir = checkoutContent(head, folder, cwd);
    } catch (err) {
      throw new CliFailure((err as Error).message);
    }
    if (stamp) report(await stampSeasons(contentDir, baseDir, validationNow()), `against ${describeRef(base, cwd)}`);
    const changes = diffContent(await datasetOf(baseDir, describeRef(base, cwd)), await datasetOf(headDir, head ?? 'the working tree'));
    process.stdout.write(renderDiff({ base: describeRef(base, cwd), head: head ? describeRef(head, cwd) : 'working tree', changes }, format));
  },
});

/** What --stamp wrote, on stderr (stdout is the diff). */
function report(stamped: Awaited<ReturnType<typeof stampSeasons>>, how: string): void {
  const n = stamped.reduce((k, s) => k + s.matches.length, 0);
  process.stderr.write(`stamp (${how}): ${n === 0 ? 'every updated_at is up to date' : `updated_at set for ${n} match(es)`}\n`);
  for (const s of stamped) process.stderr.write(`  ${s.season}: ${s.matches.length > 10 ? `${s.matches.slice(0, 10).join(', ')} and ${s.matches.length - 10} more` : s.matches.join(', ')}\n`);
}
