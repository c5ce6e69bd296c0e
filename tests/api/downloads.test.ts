/**
 * `GET /competitions/{id}/export` in-process on the minimal fixture: permission, units, the file's
 * headers, ETag/304, resuming with Range (206, 416), HEAD, and the format parameter.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { writeFixture } from '../fixtures/minimal-content.ts';
import { apiHarness, type Harness } from '../helpers/api-harness.ts';

const V1 = '/api/public/v1';
const EXPORT = `${V1}/competitions/season_fx-2030/export`;

let h: Harness;
beforeAll(async () => {
  h = await apiHarness(await writeFixture());
});

describe('GET /competitions/{id}/export', () => {
  test('sqlite: the database file, named, with its length, 100 units, cached 60 s while the competition is in progress', async () => {
    const res = await h.get(`${EXPORT}?format=sqlite`);
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/vnd.sqlite3');
    expect(res.headers['Content-Disposition']).toBe('attachment; filename="matchday-fx-2030.sqlite"');
    expect(res.headers['Content-Length']).toBe(String(res.body!.length));
    expect(res.headers['Accept-Ranges']).toBe('bytes');
    expect(res.headers['X-Units-Cost']).toBe('100');
    expect(res.headers['Cache-Control']).toBe('private, max-age=60');
    expect(res.body!.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  });

  test('csv is a ZIP, jsonl one JSON object per line with its type', async () => {
    const zip = await h.get(`${EXPORT}?format=csv`);
    expect(zip.headers['Content-Type']).toBe('application/zip');
    expect(zip.headers['Content-Disposition']).toBe('attachment; filename="matchday-fx-2030.csv.zip"');
    expect(zip.body!.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const lines = await h.get(`${EXPORT}?format=jsonl`);
    expect(lines.headers['Content-Type']).toBe('application/x-ndjson');
    const objects = lines.body!.toString('utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(objects.some((o) => o.type === 'match')).toBe(true);
    expect(objects.every((o) => Object.keys(o)[0] === 'type')).toBe(true);
  });

  test('needs bulk_export: the starter plan is refused and told which plan has it', async () => {
    const res = await h.get(`${EXPORT}?format=sqlite`, { key: h.keys.starter });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('permission_missing');
    expect(res.json.error.message).toContain('bulk_export');
    expect(res.json.error.message).toContain('pro');
  });

  test('format is required and must be one of csv, sqlite, jsonl; an unknown competition is 404', async () => {
    const missing = await h.get(EXPORT);
    expect([missing.status, missing.json.error.code, missing.json.error.param]).toEqual([400, 'parameter_invalid', 'format']);
    const wrong = await h.get(`${EXPORT}?format=xlsx`);
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'parameter_invalid']);
    const unknown = await h.get(`${V1}/competitions/season_nope/export?format=csv`);
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'resource_not_found']);
  });

  test('If-None-Match with its ETag: 304 at 0 units', async () => {
    const first = await h.get(`${EXPORT}?format=jsonl`);
    const again = await h.get(`${EXPORT}?format=jsonl`, { headers: { 'If-None-Match': first.headers.ETag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers['X-Units-Cost']).toBe('0');
  });

  test('Range resumes a download: 206 with Content-Range and exactly those bytes; If-Range of another file: all of it', async () => {
    const whole = await h.get(`${EXPORT}?format=sqlite`);
    const size = whole.body!.length;
    const part = await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: 'bytes=1000-' } });
    expect(part.status).toBe(206);
    expect(part.headers['Content-Range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(part.headers['Content-Length']).toBe(String(size - 1000));
    expect(part.body).toEqual(whole.body!.subarray(1000));
    const head = await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: 'bytes=0-99' } });
    expect(Buffer.concat([head.body!, (await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: 'bytes=100-' } })).body!])).toEqual(whole.body);
    const stale = await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: 'bytes=1000-', 'If-Range': '"another-file"' } });
    expect(stale.status).toBe(200);
    expect(stale.body!.length).toBe(size);
  });

  test('a range past the end: 416 range_not_satisfiable with the size, and no units kept', async () => {
    const size = (await h.get(`${EXPORT}?format=sqlite`)).body!.length;
    const res = await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: `bytes=${size}-` } });
    expect(res.status).toBe(416);
    expect(res.json.error.code).toBe('range_not_satisfiable');
    expect(res.headers['Content-Range']).toBe(`bytes */${size}`);
    const usage = await h.get(`${V1}/usage`);
    const before = usage.json.data.units.used;
    await h.get(`${EXPORT}?format=sqlite`, { headers: { Range: `bytes=${size}-` } });
    expect((await h.get(`${V1}/usage`)).json.data.units.used).toBe(before);
  });

  test('HEAD: the headers of the file without its bytes', async () => {
    const get = await h.get(`${EXPORT}?format=csv`);
    const head = await h.get(`${EXPORT}?format=csv`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers['Content-Length']).toBe(String(get.body!.length));
    expect(head.headers.ETag).toBe(get.headers.ETag);
  });
});
