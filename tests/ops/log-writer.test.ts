/** The batched log writer: every line in order, written together, nothing blocking, drops counted. */
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { LogWriter } from '../../src/server/ops/log-writer.ts';
import { until } from '../helpers/until.ts';

const files: number[] = [];
function tempFile(): { fd: number; read: () => string } {
  const path = join(mkdtempSync(join(tmpdir(), 'matchday-log-')), 'out.log');
  const fd = openSync(path, 'a');
  files.push(fd);
  return { fd, read: () => readFileSync(path, 'utf8') };
}
afterEach(() => {
  for (const fd of files.splice(0)) closeSync(fd);
});

test('lines are written together after the interval, in order, and not before', async () => {
  const f = tempFile();
  const w = new LogWriter({ fd: f.fd, intervalMs: 40 });
  const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"text":"é ${'x'.repeat(i % 50)}"}\n`);
  for (const l of lines) w.write(l);
  expect(f.read()).toBe(''); // nothing written synchronously, one line at a time
  await until(() => (f.read() === lines.join('') ? true : undefined), 'all lines written');
});

test('a full buffer is written at once; later lines follow in order', async () => {
  const f = tempFile();
  const w = new LogWriter({ fd: f.fd, intervalMs: 60_000, maxBytes: 1000 });
  const lines = Array.from({ length: 30 }, (_, i) => `${String(i).padStart(98, '.')}\n`);
  for (const l of lines) w.write(l);
  // 1000 bytes reached after 10 lines: written without waiting for the (long) interval.
  await until(() => (f.read().length >= 1000 ? true : undefined), 'the first batch');
  w.flushSync();
  expect(f.read()).toBe(lines.join(''));
});

test('lines of any size and script cross chunk boundaries intact and in order', async () => {
  const f = tempFile();
  const w = new LogWriter({ fd: f.fd, intervalMs: 10, maxBytes: 4096 });
  const lines = Array.from({ length: 300 }, (_, i) => `{"n":${i},"t":"${['ü', '€', '😀', 'x'][i % 4]!.repeat((i * 37) % 900)}"}\n`);
  lines.splice(150, 0, `{"big":"${'é'.repeat(100_000)}"}\n`); // longer than a chunk
  for (const l of lines) w.write(l);
  await until(() => (f.read() === lines.join('') ? true : undefined), 'all lines written');
  // Later rounds reuse a written chunk instead of allocating one per batch, and nothing of an
  // earlier round shows through.
  const allocations = vi.spyOn(Buffer, 'allocUnsafeSlow');
  for (let round = 0; round < 5; round++) {
    const more = Array.from({ length: 40 }, (_, i) => `{"round":${round},"i":${i},"t":"${'r'.repeat(round * 10)}"}\n`);
    for (const l of more) w.write(l);
    lines.push(...more);
    await until(() => (f.read() === lines.join('') ? true : undefined), `round ${round} written`);
  }
  expect(allocations.mock.calls.length).toBeLessThanOrEqual(1);
  allocations.mockRestore();
});

test('flushSync writes every waiting line before it returns (before exit)', () => {
  const f = tempFile();
  const w = new LogWriter({ fd: f.fd, intervalMs: 60_000 });
  w.write('{"a":1}\n');
  w.write('{"b":2}\n');
  w.flushSync();
  expect(f.read()).toBe('{"a":1}\n{"b":2}\n');
});

test('when more than maxPendingBytes wait, new lines are dropped, counted and reported in a line', () => {
  const f = tempFile();
  const w = new LogWriter({ fd: f.fd, intervalMs: 60_000, maxPendingBytes: 100 });
  for (let i = 0; i < 10; i++) w.write(`{"line":${i},"pad":"${'p'.repeat(12)}"}\n`); // 30 bytes each: 3 fit
  expect(w.dropped).toBe(7);
  w.flushSync();
  const out = f.read().trim().split('\n').map((l) => JSON.parse(l));
  expect(out.slice(0, 3).map((l) => l.line)).toEqual([0, 1, 2]);
  expect(out[3]).toMatchObject({ level: 'warn', dropped: 7 });
  expect(w.dropped).toBe(0);
});
