/**
 * `npm run bench:validate`: the full validation of a big content folder against the partial one of a
 * pull request that touches one season (`--seasons`), each as `npm run validate` runs it: seconds
 * from spawn to exit (Node's start included) and the validation's own milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CliFailure, runCli, UsageError } from '../src/lib/cli/run-cli.ts';

const VALIDATE = join(import.meta.dirname, 'validate.ts');
/** The target for a pull request that touches one season. */
const PARTIAL_TARGET_S = 10;

interface Figures {
  seconds: number;
  ms: number;
  seasons: number;
  checkedFully: number;
  matches: number;
  problems: number;
}

function validate(content: string, args: string[]): Figures {
  const started = performance.now();
  const r = spawnSync(process.execPath, [VALIDATE, '--content', content, '--format', 'json', ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new CliFailure(`validate ${args.join(' ')} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  const { summary } = JSON.parse(r.stdout) as { summary: { ms: number; seasons: number; seasonsCheckedFully: number; matches: number; problems: number } };
  return { seconds, ms: summary.ms, seasons: summary.seasons, checkedFully: summary.seasonsCheckedFully, matches: summary.matches, problems: summary.problems };
}

/** The season folder with the biggest matches.csv: the slowest one season a pull request can touch. */
function biggestSeason(content: string): string {
  const size = (f: string) => (existsSync(join(content, f, 'matches.csv')) ? statSync(join(content, f, 'matches.csv')).size : 0);
  const folders = readdirSync(content, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  if (folders.length === 0) throw new CliFailure(`${content}: no season folder`);
  return folders.reduce((a, b) => (size(b) > size(a) ? b : a));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await runCli({
  name: 'bench:validate',
  usage: `Usage: npm run bench:validate -- [--content <dir>] [--season <folder>] [--runs 1]

Times npm run validate on a content folder (default .tmp/bench-build-everything/content, made by
npm run bench:build -- --everything ../shared/data): the full validation, then the partial one of a
pull request that touches one season (--seasons <folder>; default the season with the biggest
matches.csv), each --runs times in turn (the median is shown). Target: partial under ${PARTIAL_TARGET_S} s.`,
  options: { content: { type: 'string', default: '.tmp/bench-build-everything/content' }, season: { type: 'string' }, runs: { type: 'string', default: '1' } },
  async run({ values }) {
    const content = resolve(String(values.content));
    if (!existsSync(content)) throw new CliFailure(`${relative(process.cwd(), content)} not found: make it with npm run bench:build -- --everything ../shared/data, or pass --content <dir>`);
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a whole number ≥ 1 (got "${values.runs}")`);
    const season = typeof values.season === 'string' ? values.season : biggestSeason(content);
    const full: Figures[] = [];
    const partial: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      full.push(validate(content, []));
      partial.push(validate(content, ['--seasons', season]));
    }
    const labels = ['full', `partial (--seasons ${season})`];
    const row = (label: string, f: Figures[]) =>
      `${label.padEnd(labels[1]!.length)} ${String(f[0]!.checkedFully).padStart(4)} of ${f[0]!.seasons} seasons, ${String(f[0]!.matches).padStart(6)} matches checked fully  ${median(f.map((x) => x.seconds)).toFixed(1).padStart(5)} s (validation ${(median(f.map((x) => x.ms)) / 1000).toFixed(1)} s)  ${f[0]!.problems} problem(s)`;
    process.stdout.write(`${row(labels[0]!, full)}\n${row(labels[1]!, partial)}\n`);
    const p = median(partial.map((x) => x.seconds));
    const f = median(full.map((x) => x.seconds));
    process.stdout.write(`partial: ${(p / f * 100).toFixed(0)} % of the full validation; target under ${PARTIAL_TARGET_S} s: ${p < PARTIAL_TARGET_S ? 'met' : 'MISSED'}\n`);
    return 0;
  },
});
