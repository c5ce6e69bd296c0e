/**
 * Prometheus metrics of the server (prom-client, the global registry so a cluster primary can
 * aggregate its workers' metrics with AggregatorRegistry). One `metrics` object is the API the rest of
 * the product calls: the HTTP layer per request, the store decorator per store call, the webhook
 * sender per delivery. Labels are bounded: route is an endpoint id or one of a few fixed names.
 */
import cluster from 'node:cluster';
import client from 'prom-client';
import { FastCounter, FastHistogram, registerOnce } from './fast-metrics.ts';

const register = client.register;
// In a cluster worker, prom-client answers the primary's scrape requests once an AggregatorRegistry exists.
if (cluster.isWorker) new client.AggregatorRegistry();

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const STORE_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1];

function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

// The per-request and per-store-call series (fast-metrics.ts); the rest are prom-client's own.
const requests = registerOnce(register, new FastCounter('matchday_http_requests_total', 'HTTP requests answered, by route and status code', ['route', 'method', 'status']));
const duration = registerOnce(register, new FastHistogram('matchday_http_request_duration_seconds', 'Time from request to the end of the answer (streams: not observed)', ['route'], LATENCY_BUCKETS));
const units = registerOnce(register, new FastCounter('matchday_api_units_total', 'API units charged (X-Units-Cost of answered requests), by route', ['route']));
const limited = once('matchday_api_rate_limited_total', () => new client.Counter({
  name: 'matchday_api_rate_limited_total', help: 'Answers with status 429 (rate limit, daily quota, stream slots), by route', labelNames: ['route'] as const,
}));
const liveMessages = once('matchday_live_messages_total', () => new client.Counter({
  name: 'matchday_live_messages_total', help: 'Feed messages received, by outcome (accepted: 2xx, refused: 4xx, failed: 5xx)', labelNames: ['outcome'] as const,
}));
let sseSource: (() => number) | null = null;
once('matchday_sse_clients', () => new client.Gauge({
  name: 'matchday_sse_clients', help: 'Open push stream (SSE) connections', aggregator: 'sum',
  collect() {
    this.set(sseSource ? sseSource() : 0);
  },
}));
const webhookDeliveries = once('matchday_webhook_deliveries_total', () => new client.Counter({
  name: 'matchday_webhook_deliveries_total', help: 'Webhook delivery attempts, by outcome', labelNames: ['outcome'] as const,
}));
const webhookDuration = once('matchday_webhook_delivery_duration_seconds', () => new client.Histogram({
  name: 'matchday_webhook_delivery_duration_seconds', help: 'Time of one webhook delivery attempt', labelNames: ['outcome'] as const, buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
}));
const storeDuration = registerOnce(register, new FastHistogram('matchday_store_operation_duration_seconds', 'Time of one access/live store call, by store, kind, operation and outcome', ['store', 'kind', 'op', 'outcome'], STORE_BUCKETS));

let defaultsOn = false;

export type MetricsRoute = string;

export const metrics = {
  register,
  /** Process metrics (memory, CPU, event loop lag, GC), collected once per process. */
  collectDefaults(): void {
    if (defaultsOn) return;
    defaultsOn = true;
    client.collectDefaultMetrics({ register, prefix: 'matchday_' });
  },
  /** One answered HTTP request. `seconds` null: a stream (counted, not timed). */
  request(r: { route: MetricsRoute; method: string; status: number; seconds: number | null; units: number }): void {
    const method = r.method === 'GET' || r.method === 'HEAD' || r.method === 'POST' || r.method === 'OPTIONS' ? r.method : 'other';
    requests.inc([r.route, method, String(r.status)]);
    if (r.seconds !== null) duration.observe([r.route], r.seconds);
    if (r.units > 0) units.inc([r.route], r.units);
    if (r.status === 429) limited.inc({ route: r.route });
  },
  /** One feed message answered with `status`. */
  liveMessage(status: number): void {
    liveMessages.inc({ outcome: status < 400 ? 'accepted' : status < 500 ? 'refused' : 'failed' });
  },
  /** Where the open stream count comes from (the process's SSE hub). */
  sseClientsFrom(count: (() => number) | null): void {
    sseSource = count;
  },
  /** One webhook delivery attempt: outcome e.g. `delivered`, `failed`, `timeout`, `refused`. For src/server/webhooks/. */
  webhookDelivery(outcome: string, seconds: number): void {
    webhookDeliveries.inc({ outcome });
    webhookDuration.observe({ outcome }, seconds);
  },
  /** Records the seconds of one store operation's calls with this outcome (see timed-store.ts). */
  storeCalls(store: string, kind: string, op: string, ok: boolean): (seconds: number) => void {
    return storeDuration.observer([store, kind, op, ok ? 'ok' : 'error']);
  },
  /** The Prometheus text exposition of this process. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: register.contentType, body: await register.metrics() };
  },
};

export type Metrics = typeof metrics;
