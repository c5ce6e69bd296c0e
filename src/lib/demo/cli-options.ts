/** Options of `scripts/generate-demo.ts`, checked before anything is generated. */
import { DEFAULT_SEED, type DemoOptions } from './generate.ts';

export const USAGE = `Usage: npm run generate:demo -- [options]

Generates the fictional "Matchday Demo Cup" tournament: 48 invented nations in 12 groups, 104
matches, events, line-ups, statistics and about 1,250 invented players. The timeline is relative
to --now, the moment of publication: the tournament opened 35 days before that day, its
semi-finals are played, its third-place match and final are ahead (scheduled); no match is
completed before it was played. The same seed and --now always give the same files.

With no options it replaces content/demo-<year> (the year of the opening day) and merges the demo
nations and players into content/countries.csv and content/players.csv (rows of other sources are
kept). Season folders of an earlier run with another slug are left as they are.

Options:
  --seed <n>           seed of the generator, 0-4294967295 (default ${DEFAULT_SEED})
  --now <when>         the moment of publication, YYYY-MM-DD (00:00 UTC) or an ISO 8601 date-time
                       with Z or an offset (default: the current time)
  --seasons <n>        consecutive seasons ending with the current one: with 3 and a --now in
                       December 2026, demo-2024, demo-2025, demo-2026 (earlier ones fully
                       played; default 1, max 200)
  --competitions <n>   competitions per year: demo-*, demo-trophy-*, ... (default 1, max 20)
  --out <dir>          content folder to write into (default content/; required with more
                       than one season or competition, so benchmarks never touch content/)
  --validate           load the written folder with the content validator; exit 1 on problems
  -h, --help           show this help

Examples:
  npm run generate:demo
  npm run generate:demo -- --seasons 20 --out .tmp/bench-content
  npm run generate:demo -- --seed 7 --out .tmp/demo --validate
  npm run generate:demo -- --now 2026-12-03 --out .tmp/demo

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

/** `YYYY-MM-DD`, or a date-time with `Z` or an offset: a moment, never a local time. */
const WHEN = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function moment(value: string | undefined, fallback: () => Date): Date {
  if (value === undefined) return fallback();
  const m = WHEN.exec(value);
  const d = m ? new Date(m[4] ? value : `${value}T00:00:00Z`) : null;
  const [y, mo, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const calendar = new Date(Date.UTC(y, mo - 1, day));
  if (!d || Number.isNaN(d.getTime()) || calendar.getUTCMonth() !== mo - 1 || calendar.getUTCDate() !== day)
    throw new OptionError(`--now must be a date (2026-12-03) or a date-time with Z or an offset (2026-12-03T12:00:00Z), not "${value}"`);
  return d;
}

export function parseCliOptions(values: Record<string, string | boolean | string[] | undefined>, clock: () => Date = () => new Date()): CliOptions {
  const str = (k: string) => {
    const v = values[k];
    if (v === undefined || typeof v === 'string') return v;
    throw new OptionError(`--${k} takes one value`);
  };
  const seed = integer('seed', str('seed'), DEFAULT_SEED, 0, 4294967295);
  const seasons = integer('seasons', str('seasons'), 1, 1, 200);
  const competitions = integer('competitions', str('competitions'), 1, 1, 20);
  const now = moment(str('now'), clock);
  const out = str('out');
  if (out === '') throw new OptionError('--out needs a folder');
  if ((seasons > 1 || competitions > 1) && out === undefined)
    throw new OptionError('more than one season or competition is a benchmark data set: choose where it goes with --out <dir> (e.g. --out .tmp/bench-content)');
  return { seed, seasons, competitions, now, out: out ?? 'content', validate: values.validate === true };
}
