/**
 * Live mode and sandbox are separate both ways (decisions.md "Sandbox: test keys"): a live replay is
 * invisible to test keys and a sandbox replay invisible to live keys, in every public endpoint, in
 * the ready (prerendered) answers and their ETags, and in the push stream. Run on embedded files and
 * on Redis by the two test files beside this one.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writeFull } from '../live/fixtures.ts';
import { openStream, type SseStream } from '../live/sse-client.ts';
import { sandboxHarness, type SandboxHarness, type SandboxHarnessOptions } from './harness.ts';

/** match_fx-1 and match_fx-3 are completed in the fixture; both replay in tests. */
const LIVE_MATCH = 'match_fx-1';
const SANDBOX_MATCH = 'match_fx-3';
const SEASON = 'season_fx-2030';

export function separationSuite(options: () => Promise<SandboxHarnessOptions>) {
  let h: SandboxHarness;
  const streams: SseStream[] = [];
  const stream = async (key: string) => {
    const s = await openStream(`${h.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${key}` });
    expect(s.status).toBe(200);
    streams.push(s);
    await s.waitFor((e) => e.event === 'snapshot');
    return s;
  };
  const matchIds = (s: SseStream) => s.events.filter((e) => e.event !== 'snapshot').map((e) => JSON.parse(e.data).match_id ?? JSON.parse(e.data).match?.id);

  beforeAll(async () => {
    h = await sandboxHarness(await writeFull(), await options());
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await h?.close();
  });

  test('before any replay both modes answer the same content, with the same ETags', async () => {
    for (const path of [`/api/public/v1/matches/${LIVE_MATCH}`, `/api/public/v1/matches/${SANDBOX_MATCH}/events`, '/api/public/v1/matches?per_page=100']) {
      const [live, test] = [await h.get(path, h.keys.live), await h.get(path, h.keys.test)];
      expect([live.status, test.status]).toEqual([200, 200]);
      expect(test.json).toEqual(live.json);
      expect(test.headers.get('etag')).toBe(live.headers.get('etag'));
    }
  });

  test('a live replay is invisible to a test key: matches, events, live, standings, stream', async () => {
    const testStream = await stream(h.keys.test);
    const liveStream = await stream(h.keys.live);
    expect(JSON.parse(testStream.events[0]!.data).matches).toEqual([]);
    const contentDetail = await h.get(`/api/public/v1/matches/${LIVE_MATCH}`, h.keys.test);
    // line-ups of both teams, kick-off, and twelve minutes of play (the first goal)
    await h.feedLive(LIVE_MATCH, 16);
    await liveStream.waitFor((e) => e.event === 'match_event' && JSON.parse(e.data).match_id === LIVE_MATCH);

    const live = await h.get(`/api/public/v1/matches/${LIVE_MATCH}`, h.keys.live);
    const test = await h.get(`/api/public/v1/matches/${LIVE_MATCH}`, h.keys.test);
    expect(live.json.data.status).toBe('in_play');
    expect(test.json.data.status).toBe('completed');
    expect(test.json).toEqual(contentDetail.json);
    expect(test.headers.get('etag')).toBe(contentDetail.headers.get('etag'));
    expect(test.headers.get('etag')).not.toBe(live.headers.get('etag'));
    expect(test.headers.get('cache-control')).toContain('max-age=86400');
    // a live key's ETag does not revalidate the test key's answer
    expect((await h.get(`/api/public/v1/matches/${LIVE_MATCH}`, h.keys.test, { 'If-None-Match': live.headers.get('etag')! })).status).toBe(200);

    expect((await h.get('/api/public/v1/matches/live', h.keys.live)).json.data.map((m: any) => m.id)).toEqual([LIVE_MATCH]);
    expect((await h.get('/api/public/v1/matches/live', h.keys.test)).json.data).toEqual([]);
    expect((await h.get('/api/public/v1/matches?status=in_play', h.keys.test)).json.data).toEqual([]);
    expect((await h.get(`/api/public/v1/matches/${LIVE_MATCH}/events`, h.keys.test)).json.data).toHaveLength(h.ds.events.get(LIVE_MATCH)!.length);
    expect((await h.get(`/api/public/v1/matches/${LIVE_MATCH}/events`, h.keys.live)).json.data).toHaveLength(1);
    const standings = await h.get(`/api/public/v1/competitions/${SEASON}/standings`, h.keys.test);
    expect(standings.json.data.every((g: any) => g.live === false)).toBe(true);
    expect((await h.get(`/api/public/v1/competitions/${SEASON}/standings`, h.keys.live)).json.data.some((g: any) => g.live === true)).toBe(true);

    // barrier: a sandbox change reaches the test stream; nothing of the live replay came before it
    await h.feedSandbox(SANDBOX_MATCH, 3);
    await testStream.waitFor((e) => e.event === 'match' && JSON.parse(e.data).match.id === SANDBOX_MATCH && JSON.parse(e.data).match.status === 'in_play');
    expect(matchIds(testStream)).not.toContain(LIVE_MATCH);
    expect(matchIds(testStream).length).toBeGreaterThan(0);
  });

  test('a sandbox replay is invisible to a live key: matches, events, live, stream', async () => {
    // the sandbox replays SANDBOX_MATCH since the previous test
    const test = await h.get(`/api/public/v1/matches/${SANDBOX_MATCH}`, h.keys.test);
    const live = await h.get(`/api/public/v1/matches/${SANDBOX_MATCH}`, h.keys.live);
    expect(test.json.data.status).toBe('in_play');
    expect(live.json.data.status).toBe('completed');
    expect(live.headers.get('etag')).not.toBe(test.headers.get('etag'));
    expect((await h.get('/api/public/v1/matches/live', h.keys.test)).json.data.map((m: any) => m.id)).toEqual([SANDBOX_MATCH]);
    expect((await h.get('/api/public/v1/matches/live', h.keys.live)).json.data.map((m: any) => m.id)).toEqual([LIVE_MATCH]);
    expect((await h.get(`/api/public/v1/matches/${SANDBOX_MATCH}/events`, h.keys.live)).json.data).toHaveLength(h.ds.events.get(SANDBOX_MATCH)!.length);
    expect((await h.get(`/api/public/v1/matches/${SANDBOX_MATCH}/events`, h.keys.test)).json.data).toHaveLength(0);
    const bracketLive = await h.get(`/api/public/v1/competitions/${SEASON}/bracket`, h.keys.live);
    const bracketTest = await h.get(`/api/public/v1/competitions/${SEASON}/bracket`, h.keys.test);
    const finalOf = (r: any) => r.json.data.rounds.flatMap((x: any) => x.matches).find((m: any) => m.match_id === SANDBOX_MATCH);
    expect([finalOf(bracketLive).status, finalOf(bracketTest).status]).toEqual(['completed', 'in_play']);

    const liveStream = streams[1]!;
    const before = liveStream.events.length;
    await h.feedSandbox(SANDBOX_MATCH, 20);
    // barrier: the next live change reaches the live stream; no sandbox change came before it
    await h.get('/api/public/v1/usage', h.keys.live);
    await h.feedLive(LIVE_MATCH, 17);
    await liveStream.waitFor((e, i = liveStream.events.indexOf(e)) => i >= before && e.event === 'match');
    expect(matchIds(liveStream)).not.toContain(SANDBOX_MATCH);
  });

  test('the sandbox keeps its own stream positions and a test key cannot resume into the live log', async () => {
    const liveHead = h.live.replica.head;
    const sandboxHead = h.sandbox.live.replica.head;
    expect(liveHead).toBeGreaterThan(0);
    expect(sandboxHead).toBeGreaterThan(0);
    // resuming the test stream from a position only the live log has gives the sandbox's own entries or a reset, never live ones
    const s = await openStream(`${h.url}/api/public/v1/matches/live/stream`, { Authorization: `Bearer ${h.keys.test}`, 'Last-Event-ID': '0' });
    streams.push(s);
    await s.waitFor((e) => e.event === 'match' || e.event === 'snapshot');
    expect(matchIds(s)).not.toContain(LIVE_MATCH);
  });
}
