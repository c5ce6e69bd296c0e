/**
 * `npm run import:openfootball`: imports an openfootball tournament (JSON, optionally with the
 * Football.TXT match reports and squads) as a new season folder of content/.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { SourceError } from '../src/lib/import/openfootball/json-source.ts';
import { MissingInputError, loadSources, locateSources } from '../src/lib/import/openfootball/load-sources.ts';
import { convertOpenfootball } from '../src/lib/import/openfootball/convert.ts';
import { isSeasonSlug } from '../src/lib/import/openfootball/ids.ts';
import { formatSummary, importFigures } from '../src/lib/import/openfootball/summary.ts';
import { validateInScratch, writeImport } from '../src/lib/import/openfootball/write-import.ts';

const usage = `Usage: npm run import:openfootball -- --json <folder-or-worldcup.json> --slug <season-slug> [options]

Imports an openfootball tournament into content/<season-slug>/ and merges its players and
countries into content/players.csv and content/countries.csv. The result is validated like
\`npm run validate\` before anything is written.

Input:
  --json <path>         folder holding worldcup.json, or the matches file itself; its companions
                        <base>.squads.json, .stadiums.json, .teams.json, .groups.json are read
                        from the same folder when they exist; without teams and squads files the
                        teams are identified by the built-in table of associations (docs/importing.md)
  --txt <file>          Football.TXT match reports (e.g. 2026_full.txt): kick-off times where the
                        JSON has none, line-ups, cards, substitutions, shoot-out kicks, attendance;
                        where it disagrees with the JSON, the JSON is used and both are reported
                        (a match no source gives a time is start_time_tbd, at noon local time)
  --squads-txt <file>   Football.TXT squads (e.g. 2026_squads.txt): family names for first/last
                        name splitting and the names the match reports use
  --squads-dir <dir>    the World Cup folder's per-team squad files (e.g. worldcup/1990--italy/squads):
                        names in normal case with accents; a name of the same letters is published
                        as they write it (David O LEARY → David O'Leary, Gerd MUELLER → Gerd Müller)

Output:
  --slug <slug>         season folder and ID part, e.g. wc-2026 (lower-case letters, digits, -)
  --name <text>         competition name (default: the JSON name without its year)
  --year <yyyy>         season year (default: the year in the JSON name)
  --source <text>       source and licence line for competition.json
  --venue-country <XYZ> code of the host country, for stadiums without a "cc" (older files)
  --venue-timezone <UTC±h>  without a stadiums file, venues are built from the matches' grounds
                        ("Stadium, City") in --venue-country, each at the UTC offset the sources
                        write with its kick-offs ("18:00 UTC+2"); this offset, e.g. UTC-3, is for
                        grounds whose kick-offs no source writes with one (the JSON alone)
  --league-stage <round>  import this round (its "round" in the JSON, e.g. "Final Round") as a
                        league stage: one table of every team playing in it, no groups, draws
                        allowed (the 1950 final round-robin); repeatable. The JSON does not mark
                        such a round, so it is never guessed: without the option it is a knockout
  --content <dir>       content folder (default: content)
  --force               replace an existing content/<slug>/ folder
  --dry-run             convert and validate, write nothing
  --report <file>       also write the full report (figures, warnings, notes) as JSON
  --verbose             print every note, not only the first few
  -h, --help            this help

Exit codes: 0 imported (warnings allowed), 1 input unusable or the result would not validate,
2 usage error (bad option, missing file, folder exists without --force).

Example:
  npm run import:openfootball -- --json ../shared/data/openfootball-2026 \\
    --txt ../shared/data/openfootball-2026/txt/2026_full.txt \\
    --squads-txt ../shared/data/openfootball-2026/txt/2026_squads.txt --slug wc-2026 --content /tmp/x/content`;

const step = (text: string) => process.stderr.write(`${text}\n`);
const shown = (p: string) => relative(process.cwd(), p) || p;

await runCli({
  name: 'import:openfootball',
  usage,
  options: {
    json: { type: 'string' },
    txt: { type: 'string' },
    'squads-txt': { type: 'string' },
    'squads-dir': { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    year: { type: 'string' },
    source: { type: 'string' },
    'venue-country': { type: 'string' },
    'venue-timezone': { type: 'string' },
    'league-stage': { type: 'string', multiple: true },
    content: { type: 'string', default: 'content' },
    force: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    report: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
  async run({ values }) {
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : null);
    const json = str('json');
    const slug = str('slug');
    if (!json) throw new UsageError('--json is required (a folder holding worldcup.json, or the file)');
    if (!slug) throw new UsageError('--slug is required (e.g. --slug wc-2026)');
    if (!isSeasonSlug(slug)) throw new UsageError(`--slug "${slug}" must be lower-case letters, digits and hyphens, starting with a letter or digit, at most 48 characters`);
    const yearText = str('year');
    const year = yearText === null ? null : Number(yearText);
    if (year !== null && (!/^\d{4}$/.test(yearText!) || year < 1850 || year > 2200)) throw new UsageError(`--year "${yearText}" must be a year like 2026`);
    const name = str('name');
    if (name !== null && name.trim() === '') throw new UsageError('--name must not be empty');
    const leagueStages = Array.isArray(values['league-stage']) ? (values['league-stage'] as string[]).map((s) => s.trim()) : [];
    if (leagueStages.some((s) => s === '')) throw new UsageError('--league-stage needs the name of a round, e.g. --league-stage "Final Round"');
    const contentRoot = resolve(str('content') ?? 'content');
    const dryRun = values['dry-run'] === true;
    const force = values.force === true;
    if (!dryRun && !force && existsSync(join(contentRoot, slug))) throw new UsageError(`${shown(join(contentRoot, slug))} already exists; pass --force to replace it`);

    let paths;
    try {
      paths = await locateSources(resolve(json), str('txt') && resolve(str('txt')!), str('squads-txt') && resolve(str('squads-txt')!), str('squads-dir') && resolve(str('squads-dir')!));
    } catch (err) {
      if (err instanceof MissingInputError) throw new UsageError(err.message);
      throw err;
    }
    step(`Reading ${shown(paths.matches)}${paths.txt ? `, ${shown(paths.txt)}` : ''}${paths.squadsTxt ? `, ${shown(paths.squadsTxt)}` : ''}…`);
    let result;
    try {
      const input = await loadSources(paths, shown);
      step(`  ${input.json.matches.length} matches, ${input.json.squads?.length ?? 0} squads${input.txt ? `, ${input.txt.matches.length} TXT reports` : ''}`);
      let lastStep = '';
      const tty = process.stderr.isTTY;
      result = convertOpenfootball(input, {
        slug,
        name,
        year,
        source: str('source'),
        venueCountry: str('venue-country')?.toUpperCase() ?? null,
        venueTimezone: str('venue-timezone'),
        leagueStages: leagueStages,
        onProgress(what, done, total) {
          if (what !== 'matches') {
            if (what !== lastStep) step(`Converting ${what}…`);
            lastStep = what;
            return;
          }
          if (tty) process.stderr.write(`\rConverting matches ${done}/${total}${done === total ? '\n' : ''}`);
          else if (done === total || (done > 0 && done % 25 === 0) || what !== lastStep) step(`Converting matches ${done}/${total}`);
          lastStep = what;
        },
      });
    } catch (err) {
      if (err instanceof SourceError) throw new CliFailure(`input unusable: ${err.message}`);
      throw err;
    }
    const { season, shared, report } = result;

    step('Validating the result…');
    const shownRoot = shown(contentRoot);
    const validation = await validateInScratch(season, shared, slug, contentRoot, shownRoot);
    const figures = importFigures(season, shared, report);
    const ok = validation.problems.length === 0;

    let written: string | null = null;
    if (ok && !dryRun) {
      step(`Writing ${shown(join(contentRoot, slug))}…`);
      written = (await writeImport(season, shared, slug, contentRoot, force)).dir;
    }
    const reportFile = str('report');
    if (reportFile) {
      const body = { slug, written: written ? shown(written) : null, dryRun, figures, validation: { problems: validation.problems, sharedConflicts: validation.conflicts }, items: report.items };
      await writeFile(resolve(reportFile), `${JSON.stringify(body, null, 2)}\n`);
    }

    const head = !ok
      ? `✗ Not imported: the result would not validate (${validation.problems.length} problem(s))`
      : dryRun
        ? `✓ Dry run: ${season.competition.name} ${season.competition.year} converted and valid; nothing written`
        : `✓ Imported ${season.competition.name} ${season.competition.year} into ${shown(written!)}`;
    process.stdout.write(`\n${head}\n${formatSummary(figures, report, { verbose: values.verbose === true })}\n`);
    if (validation.preexisting > 0) process.stdout.write(`\nNote: ${shownRoot} already had ${validation.preexisting} validation problem(s) outside this season; they are not counted here (run npm run validate).\n`);
    if (validation.conflicts.length > 0) process.stdout.write(`\nShared files (existing rows kept):\n${validation.conflicts.map((c) => `  ! ${c}`).join('\n')}\n`);
    process.stdout.write(`  shared     ${validation.added} new row(s) for ${shownRoot}/countries.csv and players.csv${dryRun || !ok ? ' (not written)' : ''}\n`);
    if (!ok) {
      const shownProblems = validation.problems.slice(0, 50);
      process.stdout.write(`\nValidation problems:\n${shownProblems.map((p) => `  ${formatProblem(p)}`).join('\n')}\n`);
      if (validation.problems.length > 50) process.stdout.write(`  … ${validation.problems.length - 50} more (see --report)\n`);
      return 1;
    }
    if (reportFile) process.stdout.write(`  report     written to ${shown(resolve(reportFile))}\n`);
    return 0;
  },
});
