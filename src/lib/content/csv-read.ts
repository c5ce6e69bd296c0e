/**
 * Strict CSV reading: header checked against the row schema, every cell parsed with its schema,
 * every problem of the file reported at once with its line and character column.
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Origin, ProblemList } from './problem.ts';
import { isOmittable } from '../../schemas/content/cells.ts';
import { quoteMessage, rawBody, recordLines, scanQuotes, withoutRecords, type BrokenRecord } from './csv-position.ts';

export interface ReadRow<T> {
  value: T;
  origin: Origin;
}

/** Character columns (1-based) where each field of one raw CSV line starts. */
export function fieldColumns(raw: string): number[] {
  const starts = [1];
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) starts.push(i + 2);
    else if (c === '\n' && !quoted) break;
  }
  return starts;
}

/** Turns zod's issue into the editor-facing sentence for one cell. */
function cellMessage(column: string, value: string, issue: z.core.$ZodIssue): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `${column} "${shown}" ${issue.message}`;
}

/** What the reader tells the cross-file checks about rows and files it reported already. */
export interface ReadTolerance {
  /** Files that could not be read at all (a broken header, a missing file). */
  unreadable: Set<string>;
  /**
   * Keys (`id`, `code`, or `team_id/player_id` for squads) of rows rejected for a bad cell or a
   * broken quote, so later checks do not report them as missing again.
   */
  rejected: Set<string>;
}

/** A file as read: its valid rows, and the rows with a bad cell holding only their valid cells. */
export interface ReadFile<T> {
  rows: ReadRow<T>[];
  /** Rows left out of `rows` for a bad cell: the reference and uniqueness checks still see their other cells. */
  partial: ReadRow<Partial<T>>[];
}

/** The key a rejected row leaves behind, so later checks do not report it as missing again. */
function rowKey(input: Record<string, string>): string | null {
  if (input.id) return input.id;
  if (input.code) return input.code;
  if (input.team_id && input.player_id && !input.match_id) return `${input.team_id}/${input.player_id}`;
  return null;
}

interface Records {
  /** The header first; csv-parse's record and raw text. */
  records: { record: string[]; raw: string }[];
  /** Line of each record. */
  lines: number[];
  /** Records left out for a quote problem (already reported). */
  broken: BrokenRecord[];
}

type Parsed = { records: Records['records'] } | { error: { lines?: number; message: string } };

/** Any of the three line ends ends a record, as editors count lines (csv-parse would keep to the first it meets). */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

function parseRecords(text: string): Parsed {
  try {
    return { records: parse(text, { raw: true, relax_column_count: true, skip_empty_lines: true, bom: true, record_delimiter: RECORD_DELIMITERS }) as never };
  } catch (err) {
    return { error: err as { lines?: number; message: string } };
  }
}

/**
 * Splits `text` into records. When csv-parse cannot read it, every misplaced quote is reported
 * where it is and the record it breaks is left out, so the other records are read (and checked) as
 * usual. Null when the file cannot be read at all: its header is broken.
 */
function splitRecords(file: string, text: string, problems: ProblemList): Records | null {
  let parsed = parseRecords(text);
  let clean = text;
  let broken: BrokenRecord[] = [];
  if ('error' in parsed) {
    broken = scanQuotes(text);
    for (const b of broken) {
      const { at, message } = quoteMessage(b.problem);
      problems.add(file, at.line, at.column, message);
    }
    const firstRecord = text.search(/[^\r\n\uFEFF]/);
    if (broken.some((b) => b.from <= firstRecord)) return null;
    clean = withoutRecords(text, broken);
    parsed = parseRecords(clean);
  }
  if ('error' in parsed) {
    // Not expected once the misplaced quotes are out; kept so that a file is never read half-way silently.
    problems.add(file, parsed.error.lines ?? 0, 1, `CSV syntax error: ${parsed.error.message.replace(/^Invalid [^:]*:\s*/, '')}`);
    return null;
  }
  return { records: parsed.records, lines: recordLines(clean, parsed.records.map((r) => r.raw)), broken };
}

/** Checks the header against the schema's columns; false (problems reported) when rows cannot be read by it. */
function checkHeader(file: string, names: string[], raw: string, line: number, schema: z.ZodObject, problems: ProblemList): boolean {
  const expected = Object.keys(schema.shape);
  const cols = fieldColumns(rawBody(raw));
  let ok = true;
  names.forEach((name, i) => {
    if (!expected.includes(name)) {
      problems.add(file, line, cols[i] ?? 1, `unknown column "${name}" (columns are: ${expected.join(', ')})`);
      ok = false;
    } else if (names.indexOf(name) !== i) {
      problems.add(file, line, cols[i] ?? 1, `column "${name}" appears twice`);
      ok = false;
    }
  });
  for (const name of expected) {
    if (!names.includes(name) && !isOmittable(schema.shape[name] as z.ZodType)) {
      problems.add(file, line, 1, `missing column "${name}"`);
      ok = false;
    }
  }
  return ok;
}

/** The key of a record broken by a quote, from the well-formed cells before the broken one. */
function brokenKey(text: string, b: BrokenRecord, header: string[]): string | null {
  const before = text.slice(b.from, b.cell);
  if (!before) return null;
  try {
    const [cells] = parse(before, { relax_column_count: true }) as string[][];
    return rowKey(Object.fromEntries(header.map((n, i) => [n, cells?.[i] ?? ''])));
  } catch {
    return null;
  }
}

/** The cells of a row that parse, by column; the others are left out. */
function validCells(schema: z.ZodObject, input: Record<string, string>, bad: Set<string>): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const [name, cell] of Object.entries(schema.shape)) {
    if (bad.has(name)) continue;
    const r = (cell as z.ZodType).safeParse(input[name]);
    if (r.success) cells[name] = r.data;
  }
  return cells;
}

/**
 * Reads `text` (the contents of `file`) as rows of `schema`, reporting every problem of the file at
 * once: each misplaced quote, each row with the wrong number of cells, each bad cell. A row with a
 * problem is left out of `rows` (so the checks that combine a row's cells do not pile up follow-on
 * errors); a row with bad cells is in `partial` with its other cells.
 */
export function readCsvFile<S extends z.ZodObject>(
  file: string,
  text: string,
  schema: S,
  problems: ProblemList,
  tolerance?: ReadTolerance,
): ReadFile<z.output<S>> {
  type Row = z.output<S>;
  const out: ReadFile<Row> = { rows: [], partial: [] };
  const expected = Object.keys(schema.shape);
  const split = splitRecords(file, text, problems);
  if (!split) {
    tolerance?.unreadable.add(file);
    return out;
  }
  const { records, lines, broken } = split;
  if (records.length === 0) {
    problems.add(file, 1, 1, `the file is empty; the first line must be the header: ${expected.join(',')}`);
    return out;
  }
  const header = records[0]!.record;
  if (!checkHeader(file, header, records[0]!.raw, lines[0]!, schema, problems)) {
    tolerance?.unreadable.add(file);
    return out;
  }
  const reject = (key: string | null) => {
    if (key) tolerance?.rejected.add(key);
  };
  for (const b of broken) reject(brokenKey(text, b, header));

  for (const [index, { record, raw }] of records.entries()) {
    if (index === 0) continue;
    const cols = fieldColumns(rawBody(raw));
    const line = lines[index]!;
    const columns: Record<string, number> = {};
    header.forEach((name, i) => (columns[name] = cols[i] ?? 1));
    if (record.length !== header.length) {
      problems.add(file, line, 1, `has ${record.length} cells but the header has ${header.length}`);
      reject(rowKey(Object.fromEntries(header.map((n, i) => [n, record[i] ?? '']))));
      continue;
    }
    const input: Record<string, string> = {};
    for (const name of expected) input[name] = ''; // omitted optional columns: empty in every row
    header.forEach((name, i) => (input[name] = record[i]!));
    const origin = { file, line, columns };
    const result = schema.safeParse(input);
    if (result.success) {
      out.rows.push({ value: result.data, origin });
      continue;
    }
    const bad = new Set<string>();
    for (const issue of result.error.issues) {
      const col = String(issue.path[0] ?? '');
      bad.add(col);
      problems.add(file, line, columns[col] ?? 1, cellMessage(col, input[col] ?? '', issue));
    }
    reject(rowKey(input));
    out.partial.push({ value: validCells(schema, input, bad) as Partial<Row>, origin });
  }
  return out;
}

/** The valid rows of `text` (readCsvFile without the partial rows). */
export function readCsv<S extends z.ZodObject>(file: string, text: string, schema: S, problems: ProblemList, tolerance?: ReadTolerance): ReadRow<z.output<S>>[] {
  return readCsvFile(file, text, schema, problems, tolerance).rows;
}
