/**
 * `npm run import:football-json`: the seasons of an openfootball football.json copy (or euro.json,
 * copa-america.json) into one content folder (src/lib/import/football-json/import-leagues.ts;
 * docs/leagues.md, docs/competitions.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliFailure, UsageError, progress, runCli } from '../src/lib/cli/run-cli.ts';
import { importLeagues } from '../src/lib/import/football-json/import-leagues.ts';
import { formatLeagueTable } from '../src/lib/import/football-json/league-summary.ts';

const usage = `Usage: npm run import:football-json -- <football.json folder> [--content <dir>] [--seasons 2019-20,…] [--competitions en.1,…] [--allow-failures]

Imports the seasons of an openfootball football.json copy (<season>/<code>.json, e.g.
../shared/data/football.json/2019-20/en.1.json), euro.json or copa-america.json into one content
folder, one season folder each (en-1-2019-20): leagues, group stages, cups with extra time and
penalties, two-legged ties, play-offs and split seasons (docs/competitions.md).
Names, countries, time zones, tie-breakers, zones, points adjustments, tie rules and the rules of
curtailed seasons come from the built-in competition table (docs/leagues.md); an editor
overrides them in content/league-overrides.json (per competition code or season folder).

One club keeps one team ID across seasons: content/team-aliases.csv (alias,team_id) maps every
source spelling to its team; the importer adds the spellings it placed itself (a content folder
without one starts from the project's content/team-aliases.csv). A spelling alike
to a known club but not the same is not guessed: the season fails, naming the closest teams, until
a row of team-aliases.csv says which club it is (or names a new team ID).

Idempotent: imports into a staging copy, validates it, and writes back only the files whose bytes
differ; a season that fails is left as it was. Progress on stderr, the summary table on stdout.

Options:
  --content <dir>        content folder (default: content)
  --seasons <list>       only these seasons, comma-separated (2019-20,2020-21)
  --competitions <list>  only these competition codes, comma-separated (en.1,it.1)
  --allow-failures       exit 0 even when a season failed
  -h, --help             this help

Exit codes: 0 every season imported (or --allow-failures), 1 a season failed, 2 usage error.`;

const list = (v: unknown): string[] | undefined => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);

await runCli({
  name: 'import:football-json',
  usage,
  allowPositionals: true,
  options: { content: { type: 'string' }, seasons: { type: 'string' }, competitions: { type: 'string' }, 'allow-failures': { type: 'boolean' } },
  async run({ values, positionals }) {
    if (positionals.length !== 1) throw new UsageError('give exactly one football.json folder');
    const source = positionals[0]!;
    if (!existsSync(source)) throw new UsageError(`${source}: folder not found`);
    const show = progress('importing');
    const started = Date.now();
    let result;
    try {
      result = await importLeagues({
        source, content: (values.content as string | undefined) ?? 'content', seasons: list(values.seasons), competitions: list(values.competitions),
        onProgress: (done, total) => show(done, total),
        // a new content folder starts from the project's alias table (spellings placed by hand)
        seedAliases: resolve(import.meta.dirname, '../content/team-aliases.csv'),
      });
    } catch (err) {
      if ((err as Error).message.includes('not a football.json copy') || (err as Error).message.includes('is not in')) throw new UsageError((err as Error).message);
      throw new CliFailure((err as Error).message);
    }
    if (result.results.length === 0) throw new UsageError('no season file matches --seasons/--competitions');
    if (result.aliasesSeeded !== null) process.stdout.write(`team-aliases.csv started from the project's table (${result.aliasesSeeded} spellings)\n`);
    process.stdout.write(`${formatLeagueTable(result.results)}\n`);
    const failed = result.results.filter((r) => r.status === 'failed');
    for (const r of failed) process.stdout.write(`\nfailed ${r.slug}:\n${r.reasons.map((x) => `  - ${x}`).join('\n')}\n`);
    for (const r of result.results) if (r.status !== 'failed' && r.notes.length > 0) process.stdout.write(`\nnotes on ${r.slug} (an incomplete source):\n${r.notes.map((x) => `  - ${x}`).join('\n')}\n`);
    if (result.aliasesAdded.length > 0) process.stdout.write(`\n${result.aliasesAdded.length} spellings added to team-aliases.csv\n`);
    if (result.otherProblems.length > 0) process.stdout.write(`\n${result.otherProblems.length} problems elsewhere in the content folder (not from this import), e.g. ${result.otherProblems[0]}\n`);
    process.stderr.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return failed.length > 0 && !values['allow-failures'] ? 1 : 0;
  },
});
