/**
 * Probes for a load balancer or orchestrator, answered by the HTTP layer before the site and the API:
 *   GET /healthz  200 while the process serves (liveness): no store is asked.
 *   GET /readyz   200 when the content is loaded and both stores answer within `timeoutMs`; 503 when
 *                 a store is unreachable or the server is shutting down (readiness: take it out of
 *                 the rotation). The body names each check, never a URL, key or error text.
 * Neither needs a key; both are `Cache-Control: no-store`.
 */
export interface Probe {
  name: string;
  check(): Promise<unknown>;
}

export interface HealthOptions {
  /** Matches loaded from the build's snapshot. */
  contentMatches: () => number;
  probes: Probe[];
  /** True once shutdown began. */
  draining: () => boolean;
  timeoutMs?: number;
}

export interface ProbeAnswer {
  status: number;
  body: string;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createHealth(opts: HealthOptions) {
  const timeoutMs = opts.timeoutMs ?? 2000;
  return {
    healthz(): ProbeAnswer {
      return { status: 200, body: JSON.stringify({ status: 'ok' }) };
    },
    async readyz(): Promise<ProbeAnswer> {
      const checks: Record<string, 'ok' | 'unavailable' | 'empty' | 'draining'> = {};
      checks.content = opts.contentMatches() > 0 ? 'ok' : 'empty';
      await Promise.all(opts.probes.map(async (p) => {
        try {
          await within(p.check(), timeoutMs);
          checks[p.name] = 'ok';
        } catch {
          checks[p.name] = 'unavailable';
        }
      }));
      if (opts.draining()) checks.server = 'draining';
      const ok = Object.values(checks).every((v) => v === 'ok');
      return { status: ok ? 200 : 503, body: JSON.stringify({ status: ok ? 'ready' : 'not_ready', checks }) };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
