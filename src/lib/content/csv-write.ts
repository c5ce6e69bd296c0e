/**
 * Writes content rows as CSV (used by the generator, importers and live:export). When a tool
 * rewrites a file an editor saved, pass the file's current text: its BOM, line endings, final
 * newline and column order are kept, and every row whose cells did not change is written back
 * exactly as it was (quoted numbers included), so the diff shows only the rows the tool changed.
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { isOmittable } from '../../schemas/content/cells.ts';
import { rawBody } from './csv-position.ts';

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** How an existing file is written: what a rewrite keeps. */
interface CsvStyle {
  bom: boolean;
  eol: '\n' | '\r\n';
  finalNewline: boolean;
  /** Header columns in file order, and the header line as written; null when unreadable. */
  columns: string[] | null;
  header: string | null;
  /** Raw text of each data record (no line end), by its cells in file column order. */
  rows: Map<string, string[]>;
}

const BOM = '\uFEFF';
const key = (cells: readonly string[]): string => JSON.stringify(cells);

function styleOf(previous: string): CsvStyle {
  const nl = previous.indexOf('\n');
  const style: CsvStyle = {
    bom: previous.startsWith(BOM),
    eol: nl > 0 && previous[nl - 1] === '\r' ? '\r\n' : '\n',
    finalNewline: previous === '' || /[\r\n]$/.test(previous),
    columns: null,
    header: null,
    rows: new Map(),
  };
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(previous, { raw: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as never;
  } catch {
    return style;
  }
  const [header, ...data] = records;
  if (!header) return style;
  style.columns = header.record;
  style.header = rawBody(header.raw);
  for (const r of data) {
    const k = key(r.record);
    if (!style.rows.has(k)) style.rows.set(k, []);
    style.rows.get(k)!.push(rawBody(r.raw));
  }
  return style;
}

/**
 * CSV text for rows of `schema`: header and rows, a final line end. Without `previous`: the schema's
 * column order, `\n` line ends. With `previous` (the text of the file being replaced): its columns
 * (a column it lacks is added at the end only when required or some row fills it), BOM, line ends,
 * final newline, and its unchanged rows byte for byte.
 */
export function toCsv(schema: z.ZodObject, rows: readonly Record<string, unknown>[], previous?: string): string {
  const all = Object.keys(schema.shape);
  const style = previous === undefined ? null : styleOf(previous);
  let columns = all;
  if (style?.columns) {
    const kept = style.columns.filter((c) => all.includes(c));
    const added = all.filter((c) => !kept.includes(c) && (!isOmittable(schema.shape[c] as z.ZodType) || rows.some((r) => text(r[c]) !== '')));
    columns = [...kept, ...added];
  }
  const same = style?.columns != null && key(columns) === key(style.columns);
  const lines = [same ? style!.header! : columns.map(cell).join(',')];
  for (const row of rows) {
    const raw = same ? style!.rows.get(key(columns.map((c) => text(row[c]))))?.shift() : undefined;
    lines.push(raw ?? columns.map((c) => cell(row[c])).join(','));
  }
  const eol = style?.eol ?? '\n';
  return `${style?.bom ? BOM : ''}${lines.join(eol)}${style && !style.finalNewline ? '' : eol}`;
}
