/** /readyz logic: ready only with content, every probe answering in time, and not draining. */
import { expect, test } from 'vitest';
import { createHealth } from '../../src/server/ops/health.ts';

const ok = { name: 'access_store', check: async () => 1 };

test('ready when content is loaded and every probe answers', async () => {
  const h = createHealth({ contentMatches: () => 3, probes: [ok], draining: () => false });
  expect(h.healthz().status).toBe(200);
  expect(await h.readyz()).toEqual({ status: 200, body: JSON.stringify({ status: 'ready', checks: { content: 'ok', access_store: 'ok' } }) });
});

test('a failing or hanging probe, no content, or draining → 503 naming the check, without error text', async () => {
  const failing = { name: 'live_store', check: async () => { throw new Error('ECONNREFUSED redis://secret@host'); } };
  const hanging = { name: 'access_store', check: () => new Promise(() => {}) };
  let draining = false;
  const h = createHealth({ contentMatches: () => 0, probes: [hanging, failing], draining: () => draining, timeoutMs: 50 });
  const r = await h.readyz();
  expect(r.status).toBe(503);
  expect(JSON.parse(r.body)).toEqual({ status: 'not_ready', checks: { content: 'empty', access_store: 'unavailable', live_store: 'unavailable' } });
  expect(r.body).not.toContain('secret');
  draining = true;
  const d = await createHealth({ contentMatches: () => 1, probes: [ok], draining: () => draining }).readyz();
  expect(d.status).toBe(503);
  expect(JSON.parse(d.body).checks.server).toBe('draining');
});
