/**
 * The match IDs of a matches.csv with their line and column, without parsing every cell by its
 * schema: what the cross-season rules need of a season that partial validation does not check
 * fully (light-season.ts). A file with a quote in it is read by csv-parse, as the strict reader does.
 */
import { parse } from 'csv-parse/sync';
import type { MatchRow } from '../../schemas/content/index.ts';
import { fieldColumns, type ReadRow } from './csv-read.ts';
import { rawBody, recordLines } from './csv-position.ts';

type IdRow = ReadRow<Partial<MatchRow>>;

/** Start and end of cell `index` of `line`, found by its commas: only for a line without quotes. */
function cellAt(line: string, index: number): [number, number] {
  let start = 0;
  for (let i = 0; i < index; i++) {
    const comma = line.indexOf(',', start);
    if (comma === -1) return [line.length, line.length];
    start = comma + 1;
  }
  const end = line.indexOf(',', start);
  return [start, end === -1 ? line.length : end];
}

/** The `id` cell of each line: only for a file without quotes, where a comma always ends a cell. */
function idsOfPlainCsv(file: string, text: string): IdRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerAt = lines.findIndex((l) => l !== '');
  if (headerAt === -1) return [];
  const index = lines[headerAt]!.split(',').indexOf('id');
  if (index === -1) return [];
  const out: IdRow[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const [start, end] = cellAt(lines[i]!, index);
    if (start === end) continue;
    out.push({ value: { id: lines[i]!.slice(start, end) }, origin: { file, line: i + 1, columns: { id: start + 1 } } });
  }
  return out;
}

/** The `id` cell of each record as csv-parse reads it (as csv-read.ts does); none when a quote breaks the file. */
function idsOfQuotedCsv(file: string, text: string): IdRow[] {
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, { raw: true, relax_column_count: true, skip_empty_lines: true, bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as never;
  } catch {
    return [];
  }
  const index = records[0]?.record.indexOf('id') ?? -1;
  if (index === -1) return [];
  const lines = recordLines(text, records.map((r) => r.raw));
  const out: IdRow[] = [];
  for (let i = 1; i < records.length; i++) {
    const id = records[i]!.record[index];
    if (!id) continue;
    out.push({ value: { id }, origin: { file, line: lines[i]!, columns: { id: fieldColumns(rawBody(records[i]!.raw))[index] ?? 1 } } });
  }
  return out;
}

/** The rows of `text` (the contents of `file`) with their `id` cell only, in line order; problems are not reported. */
export function readMatchIds(file: string, text: string): IdRow[] {
  return text.includes('"') ? idsOfQuotedCsv(file, text) : idsOfPlainCsv(file, text);
}
