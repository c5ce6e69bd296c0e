/** Writes content rows as CSV with the schema's column order (used by the generator and importers). */
import type { z } from 'zod';

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text (header + rows, `\n` line ends, final newline) for rows of `schema`. */
export function toCsv(schema: z.ZodObject, rows: readonly Record<string, unknown>[]): string {
  const columns = Object.keys(schema.shape);
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\n')}\n`;
}
