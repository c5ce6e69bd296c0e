/**
 * A real webhook receiver on 127.0.0.1 for tests: one path per endpoint, each with its secret. Every
 * request's signature is verified with the `standardwebhooks` package (the reference verifier
 * clients use); a bad signature is recorded and answered 400. A path can be told to fail on purpose.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  webhookId: string;
  /** The verified payload. */
  body: any;
  status: number;
  at: number;
  headers: IncomingMessage['headers'];
}

export interface Receiver {
  url: (path: string) => string;
  port: number;
  /** The secret a path verifies with (set after `npm run webhooks -- add` printed it). */
  secrets: Map<string, string>;
  /** path → answer status for the next request (consumed), else 200. */
  plan: Map<string, number[]>;
  /** A path's status for every request while set (e.g. 503: down). */
  always: Map<string, number>;
  /** Every request, in arrival order. */
  all: Received[];
  badSignatures: Received[];
  /** Accepted (2xx) deliveries of a path, in order. */
  accepted: (path: string) => Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const secrets = new Map<string, string>();
  const plan = new Map<string, number[]>();
  const always = new Map<string, number>();
  const all: Received[] = [];
  const badSignatures: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const secret = secrets.get(path);
      let body: any = null;
      let verified = false;
      try {
        body = new Webhook(secret ?? 'whsec_' + Buffer.alloc(32).toString('base64')).verify(raw, req.headers as Record<string, string>);
        verified = !!secret;
      } catch {
        verified = false;
      }
      const queued = plan.get(path);
      const status = !verified ? 400 : always.get(path) ?? (queued && queued.length ? queued.shift()! : 200);
      const rec: Received = { path, webhookId: String(req.headers['webhook-id']), body: body ?? safeJson(raw), status, at: Date.now(), headers: req.headers };
      all.push(rec);
      if (!verified) badSignatures.push(rec);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    port, secrets, plan, always, all, badSignatures,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    accepted: (path) => all.filter((r) => r.path === path && r.status < 300),
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}

function safeJson(raw: string) {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
