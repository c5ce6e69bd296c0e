/** `npm run export -- --competition <id> --format csv|sqlite|jsonl --out <file>`: a competition's bulk download, as the API serves it. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { loadContent } from '../src/lib/content/load.ts';
import { formatProblem } from '../src/lib/content/problem.ts';
import { buildDataset } from '../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../src/lib/dataset/snapshot.ts';
import { EXPORT_FORMATS, exportCompetition, exportTableCounts, type ExportFormat } from '../src/lib/export/index.ts';
import { findSeasonFolder } from '../src/lib/export/season-folder.ts';
import { CliFailure, UsageError, runCli } from '../src/lib/cli/run-cli.ts';

await runCli({
  name: 'export',
  usage: `Usage: npm run export -- --competition <id> --format csv|sqlite|jsonl --out <file> [--content DIR]

Writes the whole competition in one file, as GET /api/public/v1/competitions/{id}/export serves it
(docs/data-teams.md): csv (a ZIP of one CSV per table with a codebook README), sqlite (one database
with keys, indexes and views) or jsonl (one JSON object per line with a type). Same IDs and field
names as the API. Only the competition's folder is validated fully (the others are read for IDs).

  --competition ID  the competition's public ID (season_demo-2026) or its folder (demo-2026)
  --format F        csv, sqlite or jsonl
  --out FILE        where to write (its folder is made; an existing file is replaced)
  --content DIR     content folder (default content)

Prints one line: the file, its bytes and the rows of every table.
Exit codes: 0 written, 1 failure (unknown competition, content problems), 2 usage.`,
  options: { competition: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, content: { type: 'string', default: 'content' } },
  async run({ values }) {
    const competition = values.competition as string | undefined;
    const format = values.format as string | undefined;
    const out = values.out as string | undefined;
    if (!competition) throw new UsageError('--competition is required, e.g. --competition season_demo-2026');
    if (!format || !(EXPORT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
    if (!out) throw new UsageError('--out is required: the file to write');
    const root = resolve(String(values.content));
    const found = await findSeasonFolder(root, competition);
    if ('error' in found) throw new CliFailure(found.error);
    const { raw, problems } = await loadContent(root, { fully: new Set([found.slug]) });
    if (problems.length > 0) {
      for (const p of problems.slice(0, 20)) process.stderr.write(`${formatProblem(p)}\n`);
      throw new CliFailure(`the content has ${problems.length} problem(s) (first ones above; npm run validate lists them all); nothing was written`);
    }
    // a folder read light whose competition.json is broken is another season's problem (npm run validate)
    const ds = buildDataset(snapshotOf({ ...raw, seasons: raw.seasons.filter((s) => s.competition !== null) }));
    const seasonId = raw.seasons.find((s) => s.slug === found.slug)!.competition!.id;
    const bytes = await exportCompetition(ds, seasonId, format as ExportFormat);
    const file = resolve(out);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.part`, bytes);
    await rename(`${file}.part`, file);
    const counts = exportTableCounts(ds, seasonId).map(({ table, rows }) => `${table} ${rows}`).join(', ');
    process.stdout.write(`export: ${seasonId} ${format} → ${out} (${bytes.length} bytes): ${counts}\n`);
  },
});
