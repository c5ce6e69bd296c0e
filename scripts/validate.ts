/** `npm run validate`: strict validation of content/, every problem as `path:line:column: message`. */
import { resolve } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { validationNow } from '../src/lib/content/validation-clock.ts';
import { FORMATS, formatReport, type Format } from '../src/lib/content/problem-format.ts';
import { UsageError, runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'validate',
  usage: `Usage: npm run validate -- [--content <dir>] [--format text|json|github]

Checks every file of the content folder (default: content/) against the content model:
cell syntax and types, columns, unique IDs and prefixes, references, scores against goal events,
line-ups, substitutions and cards; no match is completed or in play before its kick-off (at the
time of the run, or MATCHDAY_NOW). An unknown ID is followed by the closest existing ones.

--format text     (default) every problem as path:line:column: message
--format json     one JSON document: { "problems": [{ file, line, column, message }], "summary": {…} }
--format github   GitHub Actions annotations: ::error file=…,line=…,col=…::message

A one-line summary goes to stderr in every format.
Exit codes: 0 valid, 1 problems found, 2 usage error.`,
  options: { content: { type: 'string', default: 'content' }, format: { type: 'string', default: 'text' } },
  async run({ values }) {
    const format = String(values.format) as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')} (got "${format}")`);
    const root = resolve(String(values.content));
    const started = performance.now();
    const { raw, problems } = await loadContent(root, { now: validationNow() });
    const summary = {
      valid: problems.length === 0,
      problems: problems.length,
      files: new Set(problems.map((p) => p.file)).size,
      seasons: raw.seasons.length,
      matches: raw.seasons.reduce((n, s) => n + s.matches.length, 0),
      events: raw.seasons.reduce((n, s) => n + s.events.length, 0),
      players: raw.players.length,
      ms: Math.round(performance.now() - started),
    };
    process.stdout.write(formatReport(format, problems, summary));
    const counts = `${summary.seasons} season(s), ${summary.matches} matches, ${summary.events} events, ${summary.players} players`;
    if (problems.length > 0) {
      process.stderr.write(`${format === 'text' ? '\n' : ''}✗ ${problems.length} problem(s) in ${summary.files} file(s) — ${counts} (${summary.ms} ms)\n`);
      return 1;
    }
    process.stderr.write(`✓ content is valid — ${counts} (${summary.ms} ms)\n`);
    return 0;
  },
});
