/**
 * One load of a URL with autocannon, as npm run bench:api measures: req/s, latency, errors, and the
 * server's CPU per request (the process tree of `pid`, read from /proc) and the machine's share.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { treeCpuSeconds } from './process-stats.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU (user + system, the process and its children) per request, µs. */
  cpuUs: number;
  /** Share of the machine's CPU time (all cores) the server used during the load. */
  serverShare: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number, connections: number, pid?: number): Promise<LoadResult> {
  const before = treeCpuSeconds(pid);
  const started = performance.now();
  const r = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  const machine = ((performance.now() - started) / 1000) * availableParallelism();
  const server = treeCpuSeconds(pid) - before;
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx,
    cpuUs: (server * 1e6) / r.requests.total, serverShare: server / machine,
  };
}

/** The median run by req/s. */
export const medianRun = (rs: LoadResult[]): LoadResult => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor((rs.length - 1) / 2)]!;
