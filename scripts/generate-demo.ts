/** `npm run generate:demo`: writes the seeded, fictional demo tournament (see --help). */
import { isAbsolute, relative, resolve } from 'node:path';
import { runCli, CliFailure, UsageError } from '../src/lib/cli/run-cli.ts';
import { loadContent } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { OptionError, USAGE, parseCliOptions, type CliOptions } from '../src/lib/demo/cli-options.ts';
import { demoGenerator } from '../src/lib/demo/generate.ts';
import { writeDemo } from '../src/lib/demo/write-demo.ts';

const n = (x: number) => x.toLocaleString('en-US');

await runCli({
  name: 'generate-demo',
  usage: USAGE,
  options: {
    seed: { type: 'string' },
    now: { type: 'string' },
    seasons: { type: 'string' },
    competitions: { type: 'string' },
    out: { type: 'string' },
    validate: { type: 'boolean' },
  },
  async run({ values }) {
    let options: CliOptions;
    try {
      options = parseCliOptions(values);
    } catch (err) {
      if (err instanceof OptionError) throw new UsageError(err.message);
      throw err;
    }
    const root = resolve(options.out);
    const rel = relative(process.cwd(), root);
    const shown = rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? root : rel;
    const started = performance.now();
    const generator = demoGenerator(options);
    const long = generator.plans.length > 1;
    const totals = await writeDemo(root, generator, (s) => {
      if (long || process.stderr.isTTY)
        process.stderr.write(`[${s.index + 1}/${s.total}] ${shown}/${s.plan.slug}: ${n(s.matches)} matches, ${n(s.events)} events (${Math.round(s.ms)} ms)\n`);
    }).catch((err: NodeJS.ErrnoException) => {
      // File-system trouble (no permission, a file where a folder should be…) is the user's to fix: no stack trace.
      if (typeof err.code === 'string' && err.code.startsWith('E')) throw new CliFailure(`cannot write to ${shown}/: ${err.message}`);
      throw err;
    });
    for (const c of totals.conflicts) process.stderr.write(`conflict: ${c}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byType = Object.entries(totals.eventsByType).map(([t, c]) => `${t} ${n(c)}`).join(', ');
    process.stdout.write(
      `Wrote ${n(totals.seasons)} season(s) to ${shown}/ (seed ${options.seed}, published ${options.now.toISOString()}) in ${seconds} s: ` +
        `${n(totals.matches)} matches, ${n(totals.players)} players, ${n(totals.events)} events (${byType}), ${n(totals.files)} files.\n`,
    );
    if (totals.conflicts.length > 0)
      throw new CliFailure(`${totals.conflicts.length} row(s) of countries.csv/players.csv clash with existing rows and were not written`);
    if (options.validate) {
      // Validated at the generation's clock: nothing may be completed before it was played.
      const { problems } = await loadContent(root, { now: options.now });
      for (const p of problems) process.stdout.write(`${formatProblem(p)}\n`);
      if (problems.length > 0) throw new CliFailure(`${problems.length} validation problem(s) in ${shown}/`);
      process.stderr.write(`✓ ${shown}/ is valid\n`);
    }
    return 0;
  },
});
