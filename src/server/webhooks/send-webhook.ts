/**
 * One delivery attempt over HTTP(S): resolve and check the target (target.ts), connect to the checked
 * address with the hostname as Host and TLS server name, POST the signed body, and judge the answer.
 * A 2xx within the time limit is success; anything else — a 3xx (redirects are never followed), 4xx,
 * 5xx, a refused address, a timeout, a connection error — is a failure. At most `maxBytes` of the
 * answer are read, then the connection is dropped; the whole attempt is cut after `timeoutMs`.
 */
import http from 'node:http';
import https from 'node:https';
import { isIPv6 } from 'node:net';
import { explainRefusal, resolveTarget, TargetRefused, type Resolver } from './target.ts';

export interface SendOptions {
  allowPrivate: boolean;
  resolve?: Resolver;
  /** Total time limit of an attempt (default 10 s). */
  timeoutMs?: number;
  /** Most bytes of an answer read (default 64 KiB). */
  maxBytes?: number;
  agents?: { http: http.Agent; https: https.Agent };
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** Why it failed (no secrets, no response body); null on success. */
  error: string | null;
}

export const defaultAgents = () => ({
  http: new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 }),
});

export async function sendWebhook(rawUrl: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendOutcome> {
  const started = performance.now();
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  const done = (ok: boolean, statusCode: number | null, error: string | null): SendOutcome => ({ ok, statusCode, latencyMs: Math.round(performance.now() - started), error });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((ok) => (timer = setTimeout(() => ok('timeout'), timeoutMs)));
  try {
    const target = await Promise.race([resolveTarget(rawUrl, { allowPrivate: opts.allowPrivate, resolve: opts.resolve }), deadline]);
    if (target === 'timeout') return done(false, null, `no answer within ${timeoutMs} ms (name resolution)`);
    const { url, address } = target;
    const secure = url.protocol === 'https:';
    const agents = opts.agents;
    return await new Promise<SendOutcome>((resolve) => {
      const req = (secure ? https : http).request({
        host: address,
        family: isIPv6(address) ? 6 : 4,
        port: url.port ? Number(url.port) : secure ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        servername: secure && !/^[\d.]+$|:/.test(url.hostname) ? url.hostname : undefined,
        agent: agents ? (secure ? agents.https : agents.http) : undefined,
        headers: {
          host: url.host, 'content-type': 'application/json', 'user-agent': 'Matchday-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers,
        },
      });
      let settled = false;
      const finish = (o: SendOutcome) => {
        if (settled) return;
        settled = true;
        resolve(o);
      };
      void deadline.then(() => {
        finish(done(false, null, `no complete answer within ${timeoutMs} ms`));
        req.destroy();
      });
      req.on('error', (err: NodeJS.ErrnoException) => finish(done(false, null, `connection failed: ${err.code ?? err.message}`)));
      req.on('response', (res) => {
        const code = res.statusCode ?? 0;
        let read = 0;
        const judge = () => {
          if (code >= 200 && code < 300) return done(true, code, null);
          if (code >= 300 && code < 400) return done(false, code, `answered ${code}: redirects are not followed`);
          return done(false, code, `answered ${code}`);
        };
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxBytes) {
            finish(judge());
            res.destroy();
            req.destroy();
          }
        });
        res.on('end', () => finish(judge()));
        res.on('error', () => finish(judge()));
        res.on('close', () => finish(judge()));
      });
      req.end(body);
    });
  } catch (err) {
    if (err instanceof TargetRefused) return done(false, null, explainRefusal(err, 'delivery'));
    return done(false, null, `attempt failed: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
