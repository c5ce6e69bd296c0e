/**
 * The default log destination (pino.destination on stdout, src/server/ops/logger.ts) in a real
 * process: the lines logged before exit reach the reader, whole and in order; when the reader does
 * not keep up, the lines past the limit are dropped, counted and reported in one line.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DROPPED_MESSAGE } from '../../src/server/ops/logger.ts';
import { logLines, type LogLine } from './log-lines.ts';

const CHILD = join(import.meta.dirname, 'log-flood-child.ts');

interface Flood {
  count: number;
  padding: number;
  mode: 'drain' | 'flush-kill';
  /** Read stdout only once the child has logged every line (until then nobody reads the pipe). */
  readLate?: boolean;
}

function flood(f: Flood): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; lines: LogLine[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, String(f.count), String(f.padding), f.mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let err = '';
    const read = () => child.stdout.on('data', (d: Buffer) => chunks.push(d));
    if (!f.readLate) read();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => {
      err += d;
      if (f.readLate && err.includes('logged\n')) read();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const out = Buffer.concat(chunks).toString('utf8');
      resolve({ code, signal, out, lines: logLines(out) });
    });
  });
}

/** Every line is whole JSON, the output ends with a newline. */
function expectWhole(out: string, lines: LogLine[]): void {
  expect(out.endsWith('\n')).toBe(true);
  expect(lines).toHaveLength(out.split('\n').length - 1);
}

/** The child's numbers, in the order written (ordinary lines carry `n`, request lines `units`). */
const numbers = (lines: LogLine[]) => lines.filter((l) => l.msg !== DROPPED_MESSAGE).map((l) => (l.msg === 'request' ? l.units : l.n));
const upTo = (count: number) => Array.from({ length: count }, (_, n) => n);

test('lines logged while writes are under way, then drainLogs and exit: every line, whole and in order', async () => {
  const count = 20_000;
  const { code, out, lines } = await flood({ count, padding: 100, mode: 'drain' });
  expect(code).toBe(0);
  expectWhole(out, lines);
  expect(numbers(lines)).toEqual(upTo(count));
  expect(lines.every((l) => l.role === 'flood' && l.level === 'info')).toBe(true);
  expect(lines[1]).toMatchObject({ msg: 'request', request_id: 'req_1', route: 'getMatch', status: 200 });
});

test('flushLogs writes what is buffered synchronously: the lines are out even when the process is killed right after', async () => {
  // 30 lines, below the 8 KiB that start a write: without flushLogs nothing would be written.
  const { signal, out, lines } = await flood({ count: 30, padding: 20, mode: 'flush-kill' });
  expect(signal).toBe('SIGKILL');
  expectWhole(out, lines);
  expect(numbers(lines)).toEqual(upTo(30));
});

test('a reader that does not keep up: lines past 16 MiB waiting are dropped, counted and reported before exit', async () => {
  // 6000 lines of about 4 KiB (24 MiB) while nobody reads the pipe; reading starts once all are logged.
  const count = 6000;
  const { code, out, lines } = await flood({ count, padding: 4000, mode: 'drain', readLate: true });
  expect(code).toBe(0);
  expectWhole(out, lines);
  const kept = numbers(lines);
  // The lines that fitted are the first ones, in order, none missing between them.
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(upTo(kept.length));
  const reports = lines.filter((l) => l.msg === DROPPED_MESSAGE);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ level: 'warn', role: 'flood', dropped: count - kept.length });
  expect(reports[0]!.dropped).toBeGreaterThan(0);
  expect(lines.at(-1)).toBe(reports[0]);
});
