/**
 * Bulk download of a competition (decisions.md "Data teams"): the whole competition in one file,
 * `csv` (a ZIP of one CSV per table with a codebook README), `sqlite` (one database with keys,
 * indexes and views) or `jsonl` (one object per line with `type`). Same IDs and field names as the
 * API; the definition list (tables.ts) is the single source of every format's columns.
 */
import type { Dataset, Match } from '../dataset/dataset.ts';
import { staticSource, type MatchSource } from '../dataset/match-source.ts';
import { withSlots } from '../dataset/slot-source.ts';
import { csvZip } from './csv-zip.ts';
import { exportData, type ExportData } from './export-data.ts';
import type { ExportFormat } from './formats.ts';
import { jsonlFile } from './jsonl-lines.ts';
import { sqliteFile } from './sqlite-file.ts';

export { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportFileName, type ExportFormat } from './formats.ts';

/**
 * The last data made: the build asks for the three formats of a competition one after the other,
 * and they share it (one entry, so a build over every competition holds one at a time).
 */
let last: { ds: Dataset; seasonId: string; source: MatchSource; list: readonly Match[]; data: ExportData } | null = null;

function dataOf(ds: Dataset, seasonId: string, source: MatchSource): ExportData {
  const list = source.list();
  if (last && last.ds === ds && last.seasonId === seasonId && last.source === source && last.list === list) return last.data;
  const season = ds.seasons.get(seasonId);
  if (!season) throw new Error(`no competition has the ID ${seasonId}`);
  const data = exportData(ds, season, source);
  last = { ds, seasonId, source, list, data };
  return data;
}

/** Content with its slots resolved, as the API answers without the live overlay: one per dataset. */
const contentSources = new WeakMap<Dataset, MatchSource>();

function contentSource(ds: Dataset): MatchSource {
  let s = contentSources.get(ds);
  if (!s) contentSources.set(ds, (s = withSlots(ds, staticSource(ds))));
  return s;
}

/**
 * The whole competition in one file. `source` is what the API answers from (static content, or the
 * live overlay for a competition in progress, with slots resolved); default content with its slots
 * resolved, as the API. Deterministic: the same input gives the same bytes (no time or random name
 * inside the file).
 */
export async function exportCompetition(ds: Dataset, seasonId: string, format: ExportFormat, source?: MatchSource): Promise<Uint8Array> {
  const data = dataOf(ds, seasonId, source ?? contentSource(ds));
  if (format === 'csv') return csvZip(data);
  if (format === 'sqlite') return sqliteFile(data);
  return jsonlFile(data);
}

/** Rows per table of a competition's download (the CLI's summary); shares the data just exported. */
export function exportTableCounts(ds: Dataset, seasonId: string, source?: MatchSource): { table: string; rows: number }[] {
  return dataOf(ds, seasonId, source ?? contentSource(ds)).tables.map((t) => ({ table: t.def.name, rows: t.rows.length }));
}
