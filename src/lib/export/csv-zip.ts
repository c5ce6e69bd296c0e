/**
 * The `csv` download: a ZIP of README.md (the codebook in words), codebook.csv and one CSV per table,
 * at the top of the archive. Deterministic: fixed order, fixed modification time, fixed compression.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { codebookRows, CODEBOOK_TABLE, readmeMarkdown } from './codebook.ts';
import { tableCsv } from './csv-text.ts';
import type { ExportData } from './export-data.ts';

/**
 * 1980-01-01 00:00, the earliest time a ZIP entry can hold. fflate writes the entry's time from the
 * Date's local-time fields, so it is built from local fields too: the same bytes in every time zone.
 */
const ZIP_TIME = new Date(1980, 0, 1, 0, 0, 0);

export function csvZip(data: ExportData): Uint8Array {
  const csvs = data.tables.map((t): [string, string] => [`${t.def.name}.csv`, tableCsv(t.def, t.rows)]);
  const files: [string, string][] = [
    ['README.md', readmeMarkdown(data.about, ['README.md', 'codebook.csv', ...csvs.map(([name]) => name)])],
    ['codebook.csv', tableCsv(CODEBOOK_TABLE, codebookRows())],
    ...csvs,
  ];
  const zippable: Zippable = {};
  for (const [name, text] of files) zippable[name] = [strToU8(text), { mtime: ZIP_TIME, level: 6 }];
  return zipSync(zippable);
}
