/**
 * A stand-in for a ServerResponse that keeps what is written to it in memory: status, headers and
 * body, for a handler (Astro's middleware) whose answer the server keeps and serves itself
 * (rendered-pages.ts). It implements what Node's response API offers a handler that writes a whole
 * answer: setHeader/getHeader/writeHead/write/end, `finish` and `close`, and destroy (a failed
 * stream), which rejects `done`.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

class CaptureResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  readonly #headers: Record<string, string | number | string[]> = {};
  readonly #chunks: Buffer[] = [];

  readonly req: IncomingMessage;
  readonly #settle: { resolve(r: CapturedResponse): void; reject(e: Error): void };

  constructor(req: IncomingMessage, settle: { resolve(r: CapturedResponse): void; reject(e: Error): void }) {
    super();
    this.req = req;
    this.#settle = settle;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.#headers[name.toLowerCase()] = Array.isArray(value) ? [...value] : (value as string | number);
    return this;
  }

  getHeader(name: string) {
    return this.#headers[name.toLowerCase()];
  }

  removeHeader(name: string): void {
    delete this.#headers[name.toLowerCase()];
  }

  hasHeader(name: string): boolean {
    return name.toLowerCase() in this.#headers;
  }

  writeHead(status: number, headers?: OutgoingHttpHeaders | string, more?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    const h = typeof headers === 'string' ? more : headers;
    for (const [k, v] of Object.entries(h ?? {})) if (v !== undefined) this.setHeader(k, v as string);
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array, enc?: BufferEncoding | (() => void), cb?: () => void): boolean {
    this.headersSent = true;
    this.#chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : Buffer.from(chunk));
    (typeof enc === 'function' ? enc : cb)?.();
    return true;
  }

  end(chunk?: string | Uint8Array | (() => void), enc?: BufferEncoding | (() => void), cb?: () => void): this {
    if (this.writableEnded) return this;
    if (chunk !== undefined && typeof chunk !== 'function') this.write(chunk, typeof enc === 'string' ? enc : undefined);
    this.writableEnded = true;
    this.headersSent = true;
    this.#settle.resolve({ status: this.statusCode, headers: this.#headers, body: Buffer.concat(this.#chunks) });
    this.emit('finish');
    this.emit('close');
    for (const f of [chunk, enc, cb]) if (typeof f === 'function') f();
    return this;
  }

  destroy(err?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    this.#settle.reject(err ?? new Error('the response was destroyed before it ended'));
    this.emit('close');
    return this;
  }
}

/** A response stand-in for `req` and the promise of what ends up written to it. */
export function captureResponse(req: IncomingMessage): { res: ServerResponse; done: Promise<CapturedResponse> } {
  let settle!: { resolve(r: CapturedResponse): void; reject(e: Error): void };
  const done = new Promise<CapturedResponse>((resolve, reject) => (settle = { resolve, reject }));
  return { res: new CaptureResponse(req, settle) as unknown as ServerResponse, done };
}
