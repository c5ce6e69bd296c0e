/** `npm run export`: the file the library makes, a summary line, and exit codes 2 (usage) and 1 (failure). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportCompetition } from '../../src/lib/export/index.ts';
import { datasetFrom } from '../helpers/api-harness.ts';
import { REPO, runScript } from '../helpers/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'export-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run export', () => {
  it('writes the competition named by its public ID: the bytes of exportCompetition, and rows per table', async () => {
    const out = join(dir, 'nested', 'demo.sqlite');
    const r = await runScript('export', ['--competition', 'season_demo-2026', '--format', 'sqlite', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const ds = await datasetFrom(join(REPO, 'content'));
    const expected = await exportCompetition(ds, 'season_demo-2026', 'sqlite');
    expect(Buffer.from(readFileSync(out)).equals(Buffer.from(expected))).toBe(true);
    expect(r.stdout).toMatch(new RegExp(`^export: season_demo-2026 sqlite → .*demo\\.sqlite \\(${expected.length} bytes\\): competitions 1, teams 48, players \\d+, matches 104, events \\d+, lineups \\d+, stats \\d+, standings 48\\n$`));
  });

  it('takes the season folder as well', async () => {
    const out = join(dir, 'demo.jsonl');
    const r = await runScript('export', ['--competition', 'demo-2026', '--format', 'jsonl', '--out', out]);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8').split('\n')[0]!).about.competition_id).toBe('season_demo-2026');
  });

  it('exits 2 with the usage problem for a missing or unknown option value', async () => {
    const noFormat = await runScript('export', ['--competition', 'season_demo-2026', '--out', join(dir, 'x')]);
    expect(noFormat.code).toBe(2);
    expect(noFormat.stderr).toContain('--format must be one of csv, sqlite, jsonl');
    const unknown = await runScript('export', ['--competition', 'season_demo-2026', '--format', 'csv', '--out', join(dir, 'x'), '--zip']);
    expect(unknown.code).toBe(2);
    const help = await runScript('export', ['--help']);
    expect([help.code, help.stdout.startsWith('Usage: npm run export')]).toEqual([0, true]);
  });

  it('exits 1 naming the competitions there are when the competition is unknown', async () => {
    const r = await runScript('export', ['--competition', 'season_nowhere', '--format', 'csv', '--out', join(dir, 'x.zip')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no competition season_nowhere');
    expect(r.stderr).toContain('season_demo-2026 (demo-2026)');
  });
});
