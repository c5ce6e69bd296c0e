/**
 * CSV as RFC 4180 has it: comma-separated, CRLF after every record (the last too), a header row, a
 * value with a comma, quote, CR or LF in double quotes with quotes doubled. UTF-8 without a byte
 * order mark (pandas, DuckDB, csv-parse and R read it without options; docs/data-teams.md says why).
 * Booleans `true`/`false`, numbers as written, null an empty cell.
 */
import { cellsOf, type Cell, type Row, type TableDef } from './table-definition.ts';

export function csvCell(v: Cell): string {
  if (v === null) return '';
  const s = typeof v === 'string' ? v : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRecord = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole CSV of a table: its header (the definition's columns) and one record per row. */
export function tableCsv(table: TableDef, rows: readonly Row[]): string {
  let out = csvRecord(table.columns.map((c) => c.name));
  for (const r of rows) out += csvRecord(cellsOf(table, r));
  return out;
}
