/**
 * Where log lines go: a file descriptor (stdout by default), written asynchronously in batches.
 * Lines are collected and written together every `intervalMs` (or at once when `maxBytes` are
 * waiting), one write in flight at a time, so a busy server makes tens of writes per second instead
 * of one per line (pino's asynchronous SonicBoom writes each line or each turn's lines on its own;
 * that cost about an eighth of a cheap request's CPU). Partial writes continue and a full pipe
 * (EAGAIN) is retried later, never blocking the event loop. When more than `maxPendingBytes` wait
 * (the reader is stuck), new lines are dropped and counted, and a line says how many.
 * `flushSync` writes what waits, synchronously (before exit).
 *
 * Each line is encoded into the current byte chunk as it comes, so no line string outlives its
 * request: kept as strings until the batch was written, they survived young-generation collections
 * and were copied by each (measured: a twentieth of a cheap request's CPU for the log line).
 */
import { write as fsWrite, writeSync } from 'node:fs';

export interface LogWriterOptions {
  fd?: number;
  intervalMs?: number;
  maxBytes?: number;
  maxPendingBytes?: number;
}

export class LogWriter {
  readonly #fd: number;
  readonly #intervalMs: number;
  readonly #maxBytes: number;
  readonly #maxPendingBytes: number;
  /** Sealed chunks waiting to be written, then the current chunk (its bytes 0..#used are lines). */
  #full: Buffer[] = [];
  #chunk: Buffer | null = null;
  #used = 0;
  /** A chunk whose bytes were written, for the next lines (at most two chunks in use at a steady load). */
  #spare: Buffer | null = null;
  /** The memory of the full-size chunks made here: only those are reused (a batch of several chunks is written from a copy). */
  readonly #reusable = new WeakSet<ArrayBufferLike>();
  #pendingBytes = 0;
  #timer: NodeJS.Timeout | null = null;
  #writing = false;
  #dropped = 0;

  constructor(opts: LogWriterOptions = {}) {
    this.#fd = opts.fd ?? 1;
    this.#intervalMs = opts.intervalMs ?? 25;
    this.#maxBytes = opts.maxBytes ?? 64 * 1024;
    this.#maxPendingBytes = opts.maxPendingBytes ?? 16 * 1024 * 1024;
  }

  /** Queues one line (or several, each ending in a newline). */
  write(line: string): boolean {
    if (this.#pendingBytes + line.length > this.#maxPendingBytes) {
      this.#dropped++;
      return false;
    }
    this.#append(line);
    if (this.#writing) return true;
    if (this.#pendingBytes >= this.#maxBytes) this.#start();
    else if (!this.#timer) {
      this.#timer = setTimeout(this.#start, this.#intervalMs);
      this.#timer.unref();
    }
    return true;
  }

  /** Encodes `line` at the end of the current chunk (a new one when it might not fit: UTF-8 takes at most 3 bytes per UTF-16 unit). */
  #append(line: string): void {
    const most = line.length * 3;
    if (!this.#chunk || this.#chunk.length - this.#used < most) {
      this.#seal();
      const size = this.#chunkSize;
      if (this.#spare && most <= size) [this.#chunk, this.#spare] = [this.#spare, null];
      else {
        // (allocUnsafeSlow: memory of its own; allocUnsafe may hand out a slice of a shared pool)
        this.#chunk = Buffer.allocUnsafeSlow(Math.max(size, most));
        if (this.#chunk.length === size) this.#reusable.add(this.#chunk.buffer);
      }
    }
    const n = this.#chunk.write(line, this.#used);
    this.#used += n;
    this.#pendingBytes += n;
  }

  get #chunkSize(): number {
    return this.#maxBytes + 4096;
  }

  /** Moves the current chunk's lines to the chunks waiting; the next line starts a new chunk. */
  #seal(): void {
    if (this.#chunk && this.#used > 0) this.#full.push(this.#chunk.subarray(0, this.#used));
    this.#chunk = null;
    this.#used = 0;
  }

  /** Lines dropped so far because the reader did not keep up. */
  get dropped(): number {
    return this.#dropped;
  }

  #take(): Buffer {
    if (this.#dropped > 0) {
      this.#append(`{"level":"warn","time":"${new Date().toISOString()}","pid":${process.pid},"msg":"log lines dropped: the log reader did not keep up","dropped":${this.#dropped}}\n`);
      this.#dropped = 0;
    }
    this.#seal();
    const buf = this.#full.length === 1 ? this.#full[0]! : Buffer.concat(this.#full);
    this.#full = [];
    this.#pendingBytes = 0;
    return buf;
  }

  #start = (): void => {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#writing || this.#pendingBytes === 0) return;
    this.#writing = true;
    this.#send(this.#take());
  };

  /** Writes `buf` (the rest of `whole`), then keeps `whole`'s chunk as the spare when it is one. */
  #send(buf: Buffer, whole = buf): void {
    fsWrite(this.#fd, buf, 0, buf.length, null, (err, n) => {
      if (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') {
          setTimeout(() => this.#send(buf, whole), 10).unref();
          return;
        }
        // The descriptor is gone (EPIPE, EBADF): nothing can be written; lines are dropped.
        this.#dropped += buf.toString().split('\n').length - 1;
        n = buf.length;
      }
      if (n < buf.length) return this.#send(buf.subarray(n), whole);
      this.#writing = false;
      if (this.#reusable.has(whole.buffer)) this.#spare = Buffer.from(whole.buffer);
      if (this.#pendingBytes >= this.#maxBytes) this.#start();
      else if (this.#pendingBytes > 0 && !this.#timer) {
        this.#timer = setTimeout(this.#start, this.#intervalMs);
        this.#timer.unref();
      }
    });
  }

  /** Writes every waiting line now, synchronously (a write already in flight finishes on its own). */
  flushSync(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pendingBytes === 0 && this.#dropped === 0) return;
    let buf = this.#take();
    for (let tries = 0; buf.length > 0 && tries < 1000; tries++) {
      try {
        buf = buf.subarray(writeSync(this.#fd, buf));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      }
    }
  }

  /** pino's `logger.flush(cb)` calls this. */
  flush(cb?: (err?: Error) => void): void {
    this.flushSync();
    cb?.();
  }
}
