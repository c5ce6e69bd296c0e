/** The part of autocannon's API that scripts/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number; total: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  interface Options { url: string; headers?: Record<string, string>; duration?: number; connections?: number; pipelining?: number }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
