/** `npm run new:season`: scaffolds an empty, valid season folder for editors to fill in. */
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { SEASON_FILES, SHARED_FILES } from '../src/schemas/content/index.ts';
import { SEASON_SLUG } from '../src/lib/content/load.ts';
import { toCsv } from '../src/lib/content/csv-write.ts';
import { writeSeason } from '../src/lib/content/write-content.ts';
import { emptySeason, formatProblem } from '../src/lib/content/new-season.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';

function whole(name: string, value: unknown): number {
  const s = String(value);
  if (!/^\d+$/.test(s)) throw new UsageError(`--${name} must be a whole number (got "${s}")`);
  return Number(s);
}

await runCli({
  name: 'new:season',
  usage: `Usage: npm run new:season -- --slug <slug> --name "<name>" --year <yyyy> [--content <dir>]
                                [--teams 32] [--groups 8] [--third-place]

Creates <content>/<slug>/ (default content/) as an empty season that npm run validate accepts:
competition.json (ID season_<slug>, the default rules: 3 points per win and the FIFA tie-breakers;
a group stage with its groups, then knockout rounds down to the final) and every season CSV with
its header and no rows. The codebook, content/README.md, describes every column with an example.

--slug          folder name: lower-case letters, digits and hyphens (e.g. euro-2028)
--name          competition name (e.g. "European Championship")
--year          season year
--teams         teams taking part (default 32)
--groups        groups of the group stage (default 8; 0 for a knockout tournament)
--third-place   add a match for third place before the final

Refuses a folder that already exists.
Exit codes: 0 created, 1 failure (the folder exists, no content folder), 2 usage error.`,
  options: {
    slug: { type: 'string' }, name: { type: 'string' }, year: { type: 'string' }, content: { type: 'string', default: 'content' },
    teams: { type: 'string', default: '32' }, groups: { type: 'string', default: '8' }, 'third-place': { type: 'boolean', default: false },
  },
  async run({ values }) {
    const { slug, name } = values as { slug?: string; name?: string };
    if (!slug || !name || values.year === undefined) throw new UsageError('--slug, --name and --year are required');
    if (!SEASON_SLUG.test(slug)) throw new UsageError(`--slug "${slug}": use lower-case letters, digits and hyphens (at most 64), e.g. euro-2028`);
    if (name.trim() !== name || name === '') throw new UsageError('--name must not be empty or start or end with spaces');
    const year = whole('year', values.year);
    if (year < 1850 || year > 2200) throw new UsageError('--year must be from 1850 to 2200');
    const format = { teams: whole('teams', values.teams), groups: whole('groups', values.groups), thirdPlace: values['third-place'] === true };
    const bad = formatProblem(format);
    if (bad) throw new UsageError(bad);

    const root = resolve(String(values.content));
    const shown = relative(process.cwd(), root) || '.';
    if (!existsSync(root) || !statSync(root).isDirectory()) throw new CliFailure(`content folder ${shown} not found (pass --content <dir>)`);
    if (existsSync(join(root, slug))) throw new CliFailure(`${shown}/${slug} already exists; choose another --slug (nothing was written)`);

    const season = emptySeason(slug, name, year, format);
    await writeSeason(root, slug, season);
    const shared: string[] = [];
    for (const [file, schema] of Object.entries(SHARED_FILES)) {
      if (existsSync(join(root, file))) continue;
      await writeFile(join(root, file), toCsv(schema, []));
      shared.push(file);
    }
    const { stages, groups } = season.competition;
    process.stdout.write(
      `Created ${shown}/${slug}/ (${season.competition.id}, ${name} ${year}):\n` +
        `  competition.json  stages: ${stages.map((s) => s.name).join(', ')}; ${groups.length ? `groups: ${groups[0]}…${groups.at(-1)}` : 'no groups'}\n` +
        `  ${Object.keys(SEASON_FILES).join(', ')}: headers only\n` +
        (shared.length ? `  ${shown}/${shared.join(`, ${shown}/`)}: created with headers only (the folder had none)\n` : '') +
        `\nNext: fill in teams.csv (each team's group), venues.csv, players in ${shown}/players.csv and squads.csv, then matches.csv;\n` +
        `edit competition.json if the format differs. Every column is described, with an example, in content/README.md.\n` +
        `Run npm run validate -- --content ${shown} after each step.\n`,
    );
  },
});
