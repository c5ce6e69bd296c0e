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

const FORMATS = ['text', 'markdown', 'json'] as const;

async function datasetOf(dir: string, label: string) {
  const { raw, problems } = await loadContent(dir);
  if (problems.length > 0) process.stderr.write(`note: ${label} has ${problems.length} validation problem(s); the diff shows what could be read (npm run validate lists them)\n`);
  return buildDataset(snapshotOf(raw));
}

await runCli({
  name: 'diff',
  usage: `Usage: npm run diff -- [<base-ref>] [--head <ref>] [--content content] [--format text|markdown|json]

What changed in the content between <base-ref> (default: the merge base of HEAD with the main
branch) and the working tree (or --head <ref>), in football terms: per match the score and its
breakdown, status, teams and slots, kick-off, venue and formations; events added, removed or
corrected (minute, player); line-up changes; new, renamed or removed competitions, teams, players
and venues. --format markdown writes the pull-request summary, json is for tools.
Exit codes: 0 diff printed (with or without changes), 1 failure (e.g. unknown ref), 2 usage.`,
  allowPositionals: true,
  options: { head: { type: 'string' }, content: { type: 'string', default: 'content' }, format: { type: 'string', default: 'text' } },
  async run({ values, positionals }) {
    const format = values.format as DiffFormat;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    if (positionals.length > 1) throw new UsageError('give at most one base ref');
    const cwd = process.cwd();
    const contentDir = resolve(String(values.content));
    const folder = relative(cwd, contentDir) || '.';
    const base = positionals[0] ?? defaultBase(cwd);
    if (!base) throw new CliFailure('no base: this is not a git repository with a main branch; give a base ref');
    const head = values.head as string | undefined;
    let baseDir: string;
    let headDir = contentDir;
    try {
      baseDir = checkoutContent(base, folder, cwd);
      if (head) headDir = checkoutContent(head, folder, cwd);
    } catch (err) {
      throw new CliFailure((err as Error).message);
    }
    const changes = diffContent(await datasetOf(baseDir, describeRef(base, cwd)), await datasetOf(headDir, head ?? 'the working tree'));
    process.stdout.write(renderDiff({ base: describeRef(base, cwd), head: head ? describeRef(head, cwd) : 'working tree', changes }, format));
  },
});
