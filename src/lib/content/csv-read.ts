/**
 * Strict CSV reading: header checked against the row schema, every cell parsed with its schema,
 * every problem reported with its line and character column.
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Origin, ProblemList } from './problem.ts';
import { isOmittable } from '../../schemas/content/cells.ts';
import { findQuoteProblem, quoteMessage, rawBody, recordLines } from './csv-position.ts';

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

/**
 * Reads `text` (the contents of `file`) as rows of `schema`. Problems go to `problems`; rows with a
 * bad cell are left out of the result, so later checks do not pile up follow-on errors.
 */
export interface ReadTolerance {
  /** Files that could not be read at all (syntax or header errors). */
  unreadable: Set<string>;
  /** Keys (`id`, or `team_id/player_id` for squads) of rows rejected for a bad cell. */
  rejected: Set<string>;
}

/** The key a rejected row leaves behind, so later checks do not report it as missing again. */
function rowKey(input: Record<string, string>): string | null {
  if (input.id) return input.id;
  if (input.code) return input.code;
  if (input.team_id && input.player_id && !input.match_id) return `${input.team_id}/${input.player_id}`;
  return null;
}

export function readCsv<S extends z.ZodObject>(
  file: string,
  text: string,
  schema: S,
  problems: ProblemList,
  tolerance?: ReadTolerance,
): ReadRow<z.output<S>>[] {
  const expected = Object.keys(schema.shape);
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, { raw: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as never;
  } catch (err) {
    const e = err as { lines?: number; message: string; code?: string };
    const quote = e.code === 'CSV_QUOTE_NOT_CLOSED' || e.code === 'CSV_INVALID_CLOSING_QUOTE' ? findQuoteProblem(text) : null;
    if (quote) {
      const { at, message } = quoteMessage(quote);
      problems.add(file, at.line, at.column, message);
    } else problems.add(file, e.lines ?? 0, 1, `CSV syntax error: ${e.message.replace(/^Invalid [^:]*:\s*/, '')}`);
    tolerance?.unreadable.add(file);
    return [];
  }
  if (records.length === 0) {
    problems.add(file, 1, 1, `the file is empty; the first line must be the header: ${expected.join(',')}`);
    return [];
  }
  const lines = recordLines(text, records.map((r) => r.raw));
  const header = records[0]!;
  const headerCols = fieldColumns(rawBody(header.raw));
  const headerLine = lines[0]!;
  let headerOk = true;
  header.record.forEach((name, i) => {
    if (!expected.includes(name)) {
      problems.add(file, headerLine, headerCols[i] ?? 1, `unknown column "${name}" (columns are: ${expected.join(', ')})`);
      headerOk = false;
    } else if (header.record.indexOf(name) !== i) {
      problems.add(file, headerLine, headerCols[i] ?? 1, `column "${name}" appears twice`);
      headerOk = false;
    }
  });
  for (const name of expected) {
    if (!header.record.includes(name) && !isOmittable(schema.shape[name] as z.ZodType)) {
      problems.add(file, headerLine, 1, `missing column "${name}"`);
      headerOk = false;
    }
  }
  if (!headerOk) {
    tolerance?.unreadable.add(file);
    return [];
  }

  const rows: ReadRow<z.output<S>>[] = [];
  for (const [index, { record, raw }] of records.entries()) {
    if (index === 0) continue;
    const cols = fieldColumns(rawBody(raw));
    const line = lines[index]!;
    const columns: Record<string, number> = {};
    header.record.forEach((name, i) => (columns[name] = cols[i] ?? 1));
    if (record.length !== header.record.length) {
      problems.add(file, line, 1, `has ${record.length} cells but the header has ${header.record.length}`);
      const key = rowKey(Object.fromEntries(header.record.map((n, i) => [n, record[i] ?? ''])));
      if (key) tolerance?.rejected.add(key);
      continue;
    }
    const input: Record<string, string> = {};
    for (const name of expected) input[name] = ''; // omitted optional columns: empty in every row
    header.record.forEach((name, i) => (input[name] = record[i]!));
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const col = String(issue.path[0] ?? '');
        problems.add(file, line, columns[col] ?? 1, cellMessage(col, input[col] ?? '', issue));
      }
      const key = rowKey(input);
      if (key) tolerance?.rejected.add(key);
      continue;
    }
    rows.push({ value: result.data, origin: { file, line, columns } });
  }
  return rows;
}
