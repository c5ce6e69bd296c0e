/**
 * The download formats of a competition (decisions.md "Data teams"), their media types and file
 * names. Kept apart from the writers so the endpoint table (and the site's API reference, which
 * imports it) does not pull in node:sqlite or the ZIP writer.
 * (Written by the lead: the export library's index.ts re-exports these.)
 */
export const EXPORT_FORMATS = ['csv', 'sqlite', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'application/zip',
  sqlite: 'application/vnd.sqlite3',
  jsonl: 'application/x-ndjson',
};

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv.zip', sqlite: 'sqlite', jsonl: 'jsonl' };

/** `matchday-<season slug>.<extension>`: the file name a browser or `curl -OJ` saves. */
export function exportFileName(season: { slug: string }, format: ExportFormat): string {
  return `matchday-${season.slug}.${EXTENSIONS[format]}`;
}

/** The build's file of a download: `<season id>.<extension>`. */
export const exportFile = (seasonId: string, format: ExportFormat) => `${seasonId}.${EXTENSIONS[format]}`;
