/**
 * `npm run replay` plays completed matches through the feed of a server whose content has them still
 * scheduled: the live result must equal content exactly (detail, events, line-ups, stats, as the API
 * serves them). Then `npm run live:export` writes them back, and the content is valid and identical.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runScript, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';
import { PLAYED, buildDist, writeFull, writePending } from './fixtures.ts';
import { FIXTURE_NOW } from '../fixtures/minimal-content.ts';
import { openStream, type SseStream } from './sse-client.ts';

let full: string;
let pending: string;
let server: ServerProcess;
let reference: Harness;
let feedKey = '';
let proKey = '';
let stream: SseStream;

beforeAll(async () => {
  [full, pending] = await Promise.all([writeFull(), writePending()]);
  reference = await apiHarness(full);
  server = await startServer({ dist: await buildDist(pending) });
  const mk = async (args: string[]) => (await runScript('keys', ['create', ...args], { MATCHDAY_DATA_DIR: server.dataDir })).stdout.trim();
  feedKey = await mk(['--name', 'feed', '--plan', 'free', '--permissions', 'feed_write']);
  proKey = await mk(['--name', 'pro', '--plan', 'pro']);
  stream = await openStream(`${server.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${proKey}` });
}, 60_000);
afterAll(async () => {
  stream?.close();
  await server?.stop();
});

const served = async (path: string) => {
  const r = await fetch(`${server.url}/api/public/v1${path}`, { headers: { Authorization: `Bearer ${proKey}` } });
  return { status: r.status, json: await r.json() };
};
/** A served body but `updated_at`: live it is the time of the last feed message, not content's (checked on its own). */
const apart = (data: unknown) => {
  if (data === null || typeof data !== 'object' || !('updated_at' in data)) return data;
  const { updated_at: _, ...rest } = data as Record<string, unknown>;
  return rest;
};
/** A CSV text without its updated_at column. */
const withoutUpdatedAt = (text: string) => {
  const lines = text.split('\n');
  const at = lines[0]!.split(',').indexOf('updated_at');
  return at < 0 ? text : lines.map((l) => l.split(',').filter((_, i) => i !== at).join(',')).join('\n');
};
const replay = (id: string, ...extra: string[]) => runScript('replay', [id, '--speed', '20000', '--url', server.url, '--key', feedKey, '--content', full, '--quiet', ...extra]);

describe('replay', () => {
  test.each(PLAYED)('%s ends with exactly the content\'s final score, events, line-ups and stats', async (id) => {
    const r = await replay(id);
    expect(r.code, r.stderr).toBe(0);
    const m = reference.ds.matches.get(id)!;
    expect(r.stdout).toContain(`${id} completed ${m.home_score}-${m.away_score}`);
    for (const path of [`/matches/${id}`, `/matches/${id}/events`, `/matches/${id}/lineups`, `/matches/${id}/stats`]) {
      const want = await reference.get(`/api/public/v1${path}`);
      const got = await served(path);
      expect(got.status, path).toBe(want.status);
      expect(apart(got.json.data), path).toEqual(apart(want.json.data));
    }
    // played live after content was written: the detail changed later than content says
    const [live, written] = [(await served(`/matches/${id}`)).json.data.updated_at, (await reference.get(`/api/public/v1/matches/${id}`)).json.data.updated_at];
    expect(Date.parse(live)).toBeGreaterThanOrEqual(Date.parse(written));
    // The stream carried every event as it happened, and the final whistle.
    const added = stream.events.filter((e) => e.event === 'match_event' && JSON.parse(e.data).match_id === id);
    expect(added.map((e) => JSON.parse(e.data).event)).toEqual((await reference.get(`/api/public/v1/matches/${id}/events`)).json.data);
    const final = await stream.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.id === id && JSON.parse(e.data).match.status === 'completed');
    expect(JSON.parse(final.data).match).toMatchObject({ home_score: m.home_score, away_score: m.away_score, home_penalty: m.has_penalties ? m.home_penalty : null });
  }, 60_000);

  test('a second replay of the same match is refused unless --reset', async () => {
    const again = await replay('match_fx-1');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has a live state');
    const reset = await replay('match_fx-1', '--reset');
    expect(reset.code, reset.stderr).toBe(0);
    expect(apart((await served('/matches/match_fx-1')).json.data)).toEqual(apart((await reference.get('/api/public/v1/matches/match_fx-1')).json.data));
  }, 60_000);

  test('a match that is not completed in content cannot be replayed', async () => {
    const r = await replay('match_fx-2');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('only completed matches can be replayed');
  });
});

describe('live:export', () => {
  test('writes the finished matches into content/: valid, and identical to the content they were replayed from', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-export-')), 'content');
    await cp(pending, root, { recursive: true });
    const viaUrl = await runScript('live-export', ['match_fx-1', '--content', root, '--url', server.url, '--key', feedKey]);
    expect(viaUrl.code, viaUrl.stderr + viaUrl.stdout).toBe(0);
    const viaStore = await runScript('live-export', ['match_fx-3', '--content', root], { MATCHDAY_DATA_DIR: server.dataDir });
    expect(viaStore.code, viaStore.stderr + viaStore.stdout).toBe(0);
    expect(viaStore.stderr).toContain('the content is valid');
    const validate = await runScript('validate', ['--content', root], { MATCHDAY_NOW: FIXTURE_NOW });
    expect(validate.code, validate.stdout).toBe(0);
    for (const file of ['matches.csv', 'events.csv', 'lineups.csv', 'stats.csv'])
      expect(withoutUpdatedAt(await readFile(join(root, 'fx-2030', file), 'utf8')), file).toBe(withoutUpdatedAt(await readFile(join(full, 'fx-2030', file), 'utf8')));
    // updated_at: the time of each match's last live change (to the second); the match not exported keeps its own
    const rows = (text: string) => new Map(text.trim().split('\n').slice(1).map((l) => [l.split(',')[0], l.split(',').at(-1)]));
    const [exported, before] = [rows(await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8')), rows(await readFile(join(pending, 'fx-2030', 'matches.csv'), 'utf8'))];
    for (const id of PLAYED) expect(exported.get(id), id).toBe(`${(await served(`/matches/${id}`)).json.data.updated_at.slice(0, 19)}Z`);
    expect(exported.get('match_fx-2')).toBe(before.get('match_fx-2'));
  }, 60_000);

  test('keeps a spreadsheet-saved file as it was (BOM, CRLF, quoted numbers): only the exported rows change', async () => {
    const copy = async () => {
      const root = join(await mkdtemp(join(tmpdir(), 'matchday-export-')), 'content');
      await cp(pending, root, { recursive: true });
      return root;
    };
    const quoted = (line: string) => line.split(',').map((c) => (/^\d+$/.test(c) ? `"${c}"` : c)).join(',');
    /** As a spreadsheet saves it; match_fx-2's row (never exported here) with its numbers quoted. */
    const spreadsheet = (text: string) => `\uFEFF${text.split('\n').map((l) => (l.startsWith('match_fx-2,') ? quoted(l) : l)).join('\r\n')}`;
    const files = ['matches.csv', 'events.csv', 'lineups.csv', 'stats.csv'];
    const [plain, saved] = [await copy(), await copy()];
    for (const f of files) await writeFile(join(saved, 'fx-2030', f), spreadsheet(await readFile(join(pending, 'fx-2030', f), 'utf8')));
    for (const root of [plain, saved]) {
      const r = await runScript('live-export', ['match_fx-1', '--content', root], { MATCHDAY_DATA_DIR: server.dataDir });
      expect(r.code, r.stderr + r.stdout).toBe(0);
    }
    for (const f of files) expect(await readFile(join(saved, 'fx-2030', f), 'utf8'), f).toBe(spreadsheet(await readFile(join(plain, 'fx-2030', f), 'utf8')));
    expect(await readFile(join(saved, 'fx-2030', 'matches.csv'), 'utf8')).toContain('"0","0"');
  }, 60_000);

  test('refuses a match that is not finished live, and changes nothing', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'matchday-export-')), 'content');
    await cp(pending, root, { recursive: true });
    const start = await fetch(`${server.url}/api/feed/v1/matches/match_fx-2/messages`, {
      method: 'POST', headers: { Authorization: `Bearer ${feedKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ seq: 1, type: 'start' }),
    });
    expect(start.status).toBe(200);
    const r = await runScript('live-export', ['match_fx-2', '--content', root, '--url', server.url, '--key', feedKey]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('in_play live');
    expect(await readFile(join(root, 'fx-2030', 'matches.csv'), 'utf8')).toBe(await readFile(join(pending, 'fx-2030', 'matches.csv'), 'utf8'));
  });
});
