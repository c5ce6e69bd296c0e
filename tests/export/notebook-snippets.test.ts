/**
 * The notebook example of docs/data-teams.md runs as written: its pandas block with Python (the
 * Debian package python3-pandas; .ci/run installs it) and its DuckDB queries on the CSVs and the JSONL
 * (@duckdb/node-api), in a folder holding the three downloads of the demo under the names the doc's
 * curl loop saves. The doc's last DuckDB statements (INSTALL sqlite; ATTACH) need DuckDB's extension
 * download, which this machine cannot reach: the SQLite file is queried by the pandas block instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportCompetition } from '../../src/lib/export/index.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { REPO } from '../helpers/server-process.ts';
import { unzipText } from './helpers.ts';
import { toScorer } from '../../src/lib/api/competition-resources.ts';
import { competitionView } from '../../src/lib/dataset/competition-view.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { withSlots } from '../../src/lib/dataset/slot-source.ts';
import type { Dataset } from '../../src/lib/dataset/dataset.ts';

const SEASON = 'season_demo-2026';
const doc = readFileSync(join(REPO, 'docs', 'data-teams.md'), 'utf8');
const block = (lang: string): string => {
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(doc);
  if (!m) throw new Error(`docs/data-teams.md has no ${lang} block`);
  return m[1]!;
};

/** A Python that imports pandas: the one on PATH, else Debian's. */
function pandasPython(): string | null {
  for (const py of ['python3', '/usr/bin/python3']) if (spawnSync(py, ['-c', 'import pandas'], { stdio: 'ignore' }).status === 0) return py;
  return null;
}

const dir = mkdtempSync(join(tmpdir(), 'export-notebook-'));
let ds: Dataset;
beforeAll(async () => {
  ds = await datasetFrom(join(REPO, 'content'));
  writeFileSync(join(dir, 'matchday-demo-2026.csv.zip'), await exportCompetition(ds, SEASON, 'csv'));
  writeFileSync(join(dir, 'matchday-demo-2026.sqlite'), await exportCompetition(ds, SEASON, 'sqlite'));
  writeFileSync(join(dir, 'matchday-demo-2026.jsonl'), await exportCompetition(ds, SEASON, 'jsonl'));
  // `unzip matchday-demo-2026.csv.zip -d demo`, as the doc says before its DuckDB queries
  mkdirSync(join(dir, 'demo'));
  for (const [name, text] of unzipText(await exportCompetition(ds, SEASON, 'csv'))) writeFileSync(join(dir, 'demo', name), text);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/data-teams.md, "In a notebook"', () => {
  const python = pandasPython();
  // In CI the test always runs (.ci/run installs python3-pandas); elsewhere only where pandas is at hand.
  test.runIf(python !== null || process.env.CI)('the pandas block runs as written and prints the top scorers of the API', () => {
    expect(python, 'no Python with pandas: apt-get install python3-pandas').not.toBeNull();
    const out = execFileSync(python!, ['-c', block('python')], { cwd: dir, encoding: 'utf8' });
    const v = competitionView(ds, ds.seasons.get(SEASON)!, withSlots(ds, staticSource(ds)));
    const top = toScorer(ds, v.scorers[0]!);
    expect(out).toContain(top.player.name);
    expect(out).toContain('Group A');
  });

  test('the DuckDB queries on the CSVs and the JSONL run as written', async () => {
    const sql = block('sql');
    const statements = sql.slice(0, sql.indexOf('INSTALL sqlite')).split(/;\s*\n/).map((s) => s.trim()).filter(Boolean);
    expect(statements).toHaveLength(2);
    const instance = await DuckDBInstance.create(':memory:');
    const db = await instance.connect();
    try {
      await db.run(`SET file_search_path = '${dir.replace(/'/g, "''")}'`);
      const goals = (await db.runAndReadAll(statements[0]!)).getRowObjectsJS();
      expect(goals).toHaveLength(5);
      const types = (await db.runAndReadAll(statements[1]!)).getRowObjectsJS() as { type: string; rows: bigint }[];
      const lines = readFileSync(join(dir, 'matchday-demo-2026.jsonl'), 'utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as { type: string }).type);
      expect(Object.fromEntries(types.map((t) => [t.type, Number(t.rows)]))).toEqual(Object.fromEntries([...new Set(lines)].map((t) => [t, lines.filter((x) => x === t).length])));
    } finally {
      db.closeSync();
      instance.closeSync();
    }
  });
});
