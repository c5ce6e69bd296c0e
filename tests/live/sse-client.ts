/** A minimal Server-Sent Events client for tests and the benchmark: frames with arrival times. */
import { GENEROUS_MS } from '../helpers/until.ts';
import { request, type IncomingHttpHeaders } from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the frame was complete. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Body of a non-200 answer. */
  body: string;
  events: SseEvent[];
  comments: number;
  /** Resolves with the first event (already received or to come) matching `pred`. */
  waitFor(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
  closed: Promise<void>;
}

export function parseFrames(onEvent: (e: SseEvent) => void, onComment: () => void) {
  let buf = '';
  return (chunk: string) => {
    buf += chunk;
    for (let end = buf.indexOf('\n\n'); end >= 0; end = buf.indexOf('\n\n')) {
      const frame = buf.slice(0, end);
      buf = buf.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      let fields = 0;
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) {
          onComment();
          continue;
        }
        const i = line.indexOf(':');
        const name = i < 0 ? line : line.slice(0, i);
        const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
        if (name === 'id') (id = value), fields++;
        else if (name === 'event') (event = value), fields++;
        else if (name === 'data') data.push(value), fields++;
      }
      if (fields > 0) onEvent({ id, event, data: data.join('\n'), at: performance.now() });
    }
  };
}

export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const waiters: { pred: (e: SseEvent) => boolean; ok: (e: SseEvent) => void }[] = [];
    let closedOk: () => void;
    const closed = new Promise<void>((r) => (closedOk = r));
    const req = request(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const s: SseStream = {
        status: res.statusCode ?? 0, headers: res.headers, body: '', events: [], comments: 0, closed,
        waitFor(pred, timeoutMs = GENEROUS_MS) {
          const found = s.events.find(pred);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const t = setTimeout(() => fail(new Error(`no matching event within ${timeoutMs} ms; got ${s.events.map((e) => `${e.id}:${e.event}`).join(' ')}`)), timeoutMs);
            waiters.push({ pred, ok: (e) => { clearTimeout(t); ok(e); } });
          });
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      const feed = parseFrames(
        (e) => {
          s.events.push(e);
          for (const w of [...waiters]) if (w.pred(e)) waiters.splice(waiters.indexOf(w), 1), w.ok(e);
        },
        () => s.comments++,
      );
      res.on('data', (chunk: string) => (s.status === 200 ? feed(chunk) : (s.body += chunk)));
      res.on('close', () => closedOk());
      res.on('error', () => closedOk());
      if (s.status === 200) resolve(s);
      else res.on('end', () => resolve(s));
    });
    req.on('error', (err) => {
      closedOk!();
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
    req.end();
  });
}
