/**
 * DuckDB (its Node package, @duckdb/node-api) reads the downloads as a data team would: the CSVs of
 * the ZIP with read_csv's detection (types, booleans, timestamps) and the JSONL with read_json. The
 * SQLite file is not attached here: DuckDB's `sqlite` extension is downloaded on first use
 * (`INSTALL sqlite`), it does not ship in the npm package and this machine reaches no network but the
 * registries; tests/export/export-demo.test.ts queries that file with node:sqlite instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCompetition, exportTableCounts } from '../../src/lib/export/index.ts';
import { EXPORT_TABLES } from '../../src/lib/export/tables.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';
import { unzipText } from './helpers.ts';

const SEASON = 'season_demo-2026';
const dir = mkdtempSync(join(tmpdir(), 'export-duckdb-'));
let instance: DuckDBInstance;
let db: DuckDBConnection;
let counts: Map<string, number>;

const query = async (sql: string) => (await db.runAndReadAll(sql)).getRowObjectsJS();
const path = (name: string) => join(dir, name).replace(/'/g, "''");

beforeAll(async () => {
  const ds = await datasetFrom(join(REPO, 'content'));
  for (const [name, text] of unzipText(await exportCompetition(ds, SEASON, 'csv'))) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, 'demo.jsonl'), await exportCompetition(ds, SEASON, 'jsonl'));
  counts = new Map(exportTableCounts(ds, SEASON).map((c) => [c.table, c.rows]));
  instance = await DuckDBInstance.create(':memory:');
  db = await instance.connect();
}, 60_000);

afterAll(() => {
  db?.closeSync();
  instance?.closeSync();
  rmSync(dir, { recursive: true, force: true });
});

describe('DuckDB reads the csv download', () => {
  it('every table\'s CSV with read_csv as it is: all rows, the definition\'s columns', async () => {
    for (const t of EXPORT_TABLES) {
      const [row] = await query(`SELECT count(*)::INTEGER AS n FROM read_csv('${path(`${t.name}.csv`)}')`);
      expect(row!.n, t.name).toBe(counts.get(t.name));
      const columns = (await query(`DESCRIBE SELECT * FROM read_csv('${path(`${t.name}.csv`)}')`)).map((c) => c.column_name);
      // a table whose optional columns are all empty still has its header
      expect(columns, t.name).toEqual(t.columns.map((c) => c.name));
    }
  });

  it('detects the types: timestamps, booleans, whole numbers; empty cells are NULL', async () => {
    const types = new Map((await query(`DESCRIBE SELECT * FROM read_csv('${path('matches.csv')}')`)).map((c) => [c.column_name, c.column_type]));
    expect(types.get('scheduled_at')).toBe('TIMESTAMP WITH TIME ZONE');
    expect(types.get('start_time_tbd')).toBe('BOOLEAN');
    expect(types.get('coverage_events')).toBe('BOOLEAN');
    expect(types.get('home_score')).toBe('BIGINT');
    const [row] = await query(`SELECT count(*)::INTEGER AS n FROM read_csv('${path('matches.csv')}') WHERE status = 'scheduled' AND home_penalty IS NULL AND NOT has_penalties`);
    expect(row!.n).toBeGreaterThan(0);
    const [goals] = await query(`SELECT count(*)::INTEGER AS n FROM read_csv('${path('events.csv')}') e JOIN read_csv('${path('players.csv')}') p ON p.id = e.player_id WHERE e.event_type = 'goal'`);
    const [scored] = await query(`SELECT (sum(goals) + sum(own_goals))::INTEGER AS n FROM read_csv('${path('players.csv')}')`);
    expect(goals!.n).toBe(scored!.n);
  });
});

describe('DuckDB reads the jsonl download', () => {
  it('read_json (newline-delimited): the codebook line and every table\'s rows by `type`', async () => {
    const rows = await query(`SELECT type, count(*)::INTEGER AS n FROM read_json('${path('demo.jsonl')}', format = 'newline_delimited') GROUP BY type`);
    const byType = new Map(rows.map((r) => [r.type, r.n]));
    expect(byType.get('codebook')).toBe(1);
    for (const t of EXPORT_TABLES) expect(byType.get(t.record) ?? 0, t.name).toBe(counts.get(t.name));
    expect(byType.size).toBe(EXPORT_TABLES.length + 1);
  });
});
