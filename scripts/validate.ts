/** `npm run validate`: strict validation of content/, every problem as `path:line:column: message`. */
import { resolve } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'validate',
  usage: `Usage: npm run validate -- [--content <dir>]

Checks every file of the content folder (default: content/) against the content model:
cell syntax and types, columns, unique IDs and prefixes, references, scores against goal events,
line-ups, substitutions and cards. Prints every problem as path:line:column: message.

Exit codes: 0 valid, 1 problems found, 2 usage error.`,
  options: { content: { type: 'string', default: 'content' } },
  async run({ values }) {
    const root = resolve(String(values.content));
    const started = performance.now();
    const { raw, problems } = await loadContent(root);
    for (const p of problems) process.stdout.write(`${formatProblem(p)}\n`);
    const matches = raw.seasons.reduce((n, s) => n + s.matches.length, 0);
    const events = raw.seasons.reduce((n, s) => n + s.events.length, 0);
    const ms = Math.round(performance.now() - started);
    const summary = `${raw.seasons.length} season(s), ${matches} matches, ${events} events, ${raw.players.length} players`;
    if (problems.length > 0) {
      const files = new Set(problems.map((p) => p.file)).size;
      process.stderr.write(`\n✗ ${problems.length} problem(s) in ${files} file(s) — ${summary} (${ms} ms)\n`);
      return 1;
    }
    process.stderr.write(`✓ content is valid — ${summary} (${ms} ms)\n`);
    return 0;
  },
});
