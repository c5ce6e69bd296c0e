/** Reading a competition download back, and what the API answers for the same competition. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { EXPORT_TABLES } from '../../src/lib/export/tables.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

export const API = '/api/public/v1';

/**
 * An in-process API over `dir` whose clock moves 50 ms per reading (from a fixed noon), so the
 * thousands of requests that compare a download with the API stay under the pro plan's rate limit.
 */
export function exportHarness(dir: string): Promise<Harness> {
  let t = Date.parse('2026-01-15T12:00:00Z');
  return apiHarness(dir, { now: () => new Date((t += 50)) });
}

/** The download's bytes as an open read-only database; `close` removes the file. */
export function openSqlite(bytes: Uint8Array): { db: DatabaseSync; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'export-test-'));
  const path = join(dir, 'f.sqlite');
  writeFileSync(path, bytes);
  const db = new DatabaseSync(path, { readOnly: true });
  return { db, close: () => { db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** file name → text of every file of the ZIP. */
export function unzipText(bytes: Uint8Array): Map<string, string> {
  return new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** A CSV parsed strictly (RFC 4180: CRLF records, no stray quotes, equal column counts); header and records. */
export function parseCsv(text: string): { header: string[]; records: string[][] } {
  const rows = parse(text, { record_delimiter: '\r\n', relax_quotes: false, relax_column_count: false, skip_empty_lines: false, bom: false }) as string[][];
  return { header: rows[0]!, records: rows.slice(1) };
}

async function getOk(h: Harness, path: string): Promise<any> {
  const res = await h.get(`${API}${path}`);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** Every page of a paginated list. */
export async function getAll(h: Harness, path: string): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const body = await getOk(h, `${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    out.push(...body.data);
    if (out.length >= body.meta.total) return out;
  }
}

export interface ApiView {
  competition: any;
  matches: any[];
  /** match id → detail, events, line-ups (null on 404), stats (null on 404) */
  details: Map<string, { detail: any; events: any[]; lineups: any | null; stats: any | null }>;
  teams: any[];
  standings: any[];
  scorers: any[];
  /** players of the competition's squads (`GET /players?team_id=` of each team: the folder holds one season) */
  squadPlayers: Set<string>;
}

/** What the API answers for a competition: everything the download holds, endpoint by endpoint. */
export async function apiView(h: Harness, seasonId: string): Promise<ApiView> {
  const competition = (await getOk(h, `/competitions/${seasonId}`)).data;
  const matches = await getAll(h, `/matches?competition_id=${seasonId}`);
  const details = new Map<string, { detail: any; events: any[]; lineups: any | null; stats: any | null }>();
  for (const m of matches) {
    const lineups = await h.get(`${API}/matches/${m.id}/lineups`);
    const stats = await h.get(`${API}/matches/${m.id}/stats`);
    details.set(m.id, {
      detail: (await getOk(h, `/matches/${m.id}`)).data,
      events: (await getOk(h, `/matches/${m.id}/events`)).data,
      lineups: lineups.status === 200 ? lineups.json.data : null,
      stats: stats.status === 200 ? stats.json.data : null,
    });
  }
  const teams = await getAll(h, `/teams?competition_id=${seasonId}`);
  const standings = (await getOk(h, `/competitions/${seasonId}/standings`)).data;
  const scorers = await getAll(h, `/competitions/${seasonId}/scorers`);
  const squadPlayers = new Set<string>();
  for (const t of teams) for (const p of await getAll(h, `/players?team_id=${t.id}`)) squadPlayers.add(p.id);
  return { competition, matches, details, teams, standings, scorers, squadPlayers };
}

/** Rows per table as the API gives them. */
export function apiCounts(v: ApiView): Record<string, number> {
  const details = [...v.details.values()];
  const players = new Set(v.squadPlayers);
  for (const d of details) {
    for (const e of d.events) for (const p of [e.player, e.player_off]) if (p) players.add(p.id);
    if (d.lineups) for (const side of [d.lineups.home, d.lineups.away]) for (const l of [...side.starting, ...side.substitutes]) players.add(l.player.id);
  }
  return {
    competitions: 1,
    teams: v.teams.length,
    players: players.size,
    matches: v.matches.length,
    events: details.reduce((n, d) => n + d.events.length, 0),
    lineups: details.reduce((n, d) => n + (d.lineups ? [d.lineups.home, d.lineups.away].reduce((k, s) => k + s.starting.length + s.substitutes.length, 0) : 0), 0),
    stats: details.filter((d) => d.stats).length * 2,
    standings: v.standings.reduce((n: number, t: any) => n + t.rows.length, 0),
  };
}

/** An API object flattened as the download names its fields: `{ home_team: { id } }` → `home_team_id`. */
export function flatten(obj: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}_${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v as Record<string, unknown>, key, out);
    else out[key] = v;
  }
  return out;
}

/**
 * The value the API gives for a download column: the flattened field, or null when the field (or
 * the object holding it, e.g. `first_half` of an unknown half-time score) is null or left out.
 */
export function apiValue(flat: Record<string, unknown>, column: string): unknown {
  if (Object.hasOwn(flat, column)) return flat[column];
  return null;
}

/** Rows per table in each of the three files of a competition. */
export function fileCounts(files: { csv: Uint8Array; sqlite: Uint8Array; jsonl: Uint8Array }): Record<'csv' | 'sqlite' | 'jsonl', Record<string, number>> {
  const lines = new TextDecoder().decode(files.jsonl).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).type as string);
  const csv = unzipText(files.csv);
  const { db, close } = openSqlite(files.sqlite);
  try {
    return {
      jsonl: Object.fromEntries(EXPORT_TABLES.map((t) => [t.name, lines.filter((type) => type === t.record).length])),
      sqlite: Object.fromEntries(EXPORT_TABLES.map((t) => [t.name, (db.prepare(`SELECT count(*) AS n FROM "${t.name}"`).get() as { n: number }).n])),
      csv: Object.fromEntries(EXPORT_TABLES.map((t) => [t.name, parseCsv(csv.get(`${t.name}.csv`)!).records.length])),
    };
  } finally {
    close();
  }
}
