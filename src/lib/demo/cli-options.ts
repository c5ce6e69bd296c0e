/** Options of `scripts/generate-demo.ts`, checked before anything is generated. */
import { DEFAULT_SEED, type DemoOptions } from './generate.ts';

export const USAGE = `Usage: npm run generate:demo -- [options]

Generates the fictional "Matchday Demo Cup" tournament: 48 invented nations in 12 groups, 104
matches (group stage to final; the third-place match and the final still scheduled), events,
line-ups, statistics and about 1,250 invented players. The same seed always gives the same files.

With no options it replaces content/demo-2026 and merges the demo nations and players into
content/countries.csv and content/players.csv (rows of other sources are kept).

Options:
  --seed <n>           seed of the generator, 0-4294967295 (default ${DEFAULT_SEED})
  --seasons <n>        consecutive seasons demo-2026, demo-2027, ... (default 1, max 200)
  --competitions <n>   competitions per year: demo-*, demo-trophy-*, ... (default 1, max 20)
  --out <dir>          content folder to write into (default content/; required with more
                       than one season or competition, so benchmarks never touch content/)
  --validate           load the written folder with the content validator; exit 1 on problems
  -h, --help           show this help

Examples:
  npm run generate:demo
  npm run generate:demo -- --seasons 20 --out .tmp/bench-content
  npm run generate:demo -- --seed 7 --out .tmp/demo --validate

Exit codes: 0 written, 1 failure (or validation problems), 2 usage error.`;

export interface CliOptions extends DemoOptions {
  out: string;
  validate: boolean;
}

export class OptionError extends Error {}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new OptionError(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return Number(value);
}

export function parseCliOptions(values: Record<string, string | boolean | string[] | undefined>): CliOptions {
  const str = (k: string) => {
    const v = values[k];
    if (v === undefined || typeof v === 'string') return v;
    throw new OptionError(`--${k} takes one value`);
  };
  const seed = integer('seed', str('seed'), DEFAULT_SEED, 0, 4294967295);
  const seasons = integer('seasons', str('seasons'), 1, 1, 200);
  const competitions = integer('competitions', str('competitions'), 1, 1, 20);
  const out = str('out');
  if (out === '') throw new OptionError('--out needs a folder');
  if ((seasons > 1 || competitions > 1) && out === undefined)
    throw new OptionError('more than one season or competition is a benchmark data set: choose where it goes with --out <dir> (e.g. --out .tmp/bench-content)');
  return { seed, seasons, competitions, out: out ?? 'content', validate: values.validate === true };
}
