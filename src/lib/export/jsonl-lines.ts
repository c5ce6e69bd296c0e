/**
 * The `jsonl` download: one JSON object per line, `type` first; the first line is the codebook
 * (`{"type":"codebook","about":…,"tables":…}`), then every row of every table in the definition
 * list's order, keys in column order. Made line by line (a generator), so it can be streamed.
 */
import { codebookJson } from './codebook.ts';
import type { ExportData } from './export-data.ts';
import { cellsOf } from './table-definition.ts';

export function* jsonlLines(data: ExportData): Generator<string> {
  yield `${JSON.stringify({ type: 'codebook', ...codebookJson(data.about) })}\n`;
  for (const { def, rows } of data.tables) {
    for (const r of rows) {
      const cells = cellsOf(def, r);
      const obj: Record<string, unknown> = { type: def.record };
      def.columns.forEach((c, i) => (obj[c.name] = cells[i]));
      yield `${JSON.stringify(obj)}\n`;
    }
  }
}

export function jsonlFile(data: ExportData): Uint8Array {
  const enc = new TextEncoder();
  const parts = [...jsonlLines(data)].map((l) => enc.encode(l));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
