/**
 * The shape of the export's definition list (tables.ts): each table's columns with their type, meaning
 * and what an empty value means. The codebook, the CSV headers, the SQLite schema and the JSONL keys
 * are all made from it, so they cannot disagree.
 */

/**
 * `text`; `integer`; `boolean` (CSV and JSONL `true`/`false`, SQLite 0/1); `timestamp` (ISO 8601 UTC
 * with milliseconds and `Z`, as the API); `date` (`YYYY-MM-DD`).
 */
export type ColumnType = 'text' | 'integer' | 'boolean' | 'timestamp' | 'date';

export const COLUMN_TYPES: Record<ColumnType, string> = {
  text: 'UTF-8 text',
  integer: 'whole number',
  boolean: '`true`/`false` in CSV and JSONL, 1/0 in SQLite',
  timestamp: 'ISO 8601 UTC with milliseconds and `Z`, e.g. `2026-06-11T19:00:00.000Z`',
  date: 'UTC day, `YYYY-MM-DD`',
};

export interface ColumnDef {
  name: string;
  type: ColumnType;
  description: string;
  /** What an empty CSV cell, SQL NULL or JSON null means here; null when the column is never empty. */
  empty: string | null;
  /** The table whose `id` this column refers to (foreign key). */
  references?: string;
}

export interface TableDef {
  name: string;
  /** The JSONL `type` of its rows. */
  record: string;
  description: string;
  /** The columns that identify a row (SQLite primary key). */
  primaryKey: readonly string[];
  /** Extra SQLite indexes (foreign keys get theirs automatically), each a list of columns. */
  indexes: readonly (readonly string[])[];
  columns: readonly ColumnDef[];
}

/** A value of one cell: what every format writes (null = empty). */
export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/** A column that is never empty. */
export const col = (name: string, type: ColumnType, description: string, extra: Partial<Pick<ColumnDef, 'references'>> = {}): ColumnDef => ({ name, type, description, empty: null, ...extra });

/** A column that may be empty, with what empty means. */
export const opt = (name: string, type: ColumnType, description: string, empty: string, extra: Partial<Pick<ColumnDef, 'references'>> = {}): ColumnDef => ({ name, type, description, empty, ...extra });

/** The row's values in the table's column order; throws when the row lacks a column or has one more (a bug, not data). */
export function cellsOf(table: TableDef, row: Row): Cell[] {
  const keys = Object.keys(row);
  if (keys.length !== table.columns.length) {
    const extra = keys.filter((k) => !table.columns.some((c) => c.name === k));
    throw new Error(`${table.name}: the row has ${extra.length ? `unknown columns ${extra.join(', ')}` : 'missing columns'}`);
  }
  return table.columns.map((c) => {
    if (!Object.hasOwn(row, c.name)) throw new Error(`${table.name}: the row has no ${c.name}`);
    return row[c.name] as Cell;
  });
}
