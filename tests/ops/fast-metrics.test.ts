/**
 * The hot-path counters and histograms expose exactly what prom-client's own metrics expose for the
 * same observations, and a cluster primary sums them like prom-client's.
 */
import client from 'prom-client';
import { expect, test } from 'vitest';
import { FastCounter, FastHistogram, registerOnce } from '../../src/server/ops/fast-metrics.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const observations: [string, string, number][] = [
  ['listMatches', 'GET', 0.0004], ['listMatches', 'GET', 0.001], ['getMatch', 'HEAD', 0.05], ['listMatches', 'GET', 2.5], ['getMatch', 'HEAD', 0.0101], ['listMatches', 'GET', 0.2],
];

function record() {
  const theirs = new client.Registry();
  const ours = new client.Registry();
  const c1 = new client.Counter({ name: 't_requests_total', help: 'h', labelNames: ['route', 'method'], registers: [theirs] });
  const h1 = new client.Histogram({ name: 't_duration_seconds', help: 'd', labelNames: ['route'], buckets: BUCKETS, registers: [theirs] });
  const c2 = registerOnce(ours, new FastCounter('t_requests_total', 'h', ['route', 'method']));
  const h2 = registerOnce(ours, new FastHistogram('t_duration_seconds', 'd', ['route'], BUCKETS));
  for (const [route, method, s] of observations) {
    c1.inc({ route, method }, 2);
    h1.observe({ route }, s);
    c2.inc([route, method], 2);
    h2.observe([route], s);
  }
  return { theirs, ours };
}

test('the text exposition is byte for byte prom-client’s', async () => {
  const { theirs, ours } = record();
  const text = await ours.metrics();
  expect(text).toBe(await theirs.metrics());
  expect(text).toContain('t_duration_seconds_bucket{le="0.01",route="listMatches"} 2');
  expect(text).toContain('t_duration_seconds_bucket{le="+Inf",route="listMatches"} 4');
  expect(text).toContain('t_requests_total{route="getMatch",method="HEAD"} 4');
});

test('a cluster primary sums the workers’ series as it sums prom-client’s', async () => {
  const a = record();
  const b = record();
  const summedOurs = client.AggregatorRegistry.aggregate([await a.ours.getMetricsAsJSON(), await b.ours.getMetricsAsJSON()]);
  const summedTheirs = client.AggregatorRegistry.aggregate([await a.theirs.getMetricsAsJSON(), await b.theirs.getMetricsAsJSON()]);
  expect(await summedOurs.metrics()).toBe(await summedTheirs.metrics());
  expect(await summedOurs.metrics()).toContain('t_requests_total{route="listMatches",method="GET"} 16');
});

test('registerOnce hands back the metric already registered under the name', () => {
  const reg = new client.Registry();
  const first = registerOnce(reg, new FastCounter('t_once_total', 'h', ['x']));
  expect(registerOnce(reg, new FastCounter('t_once_total', 'h', ['x']))).toBe(first);
});

test('values that are not finite are not observed; reset empties the series', async () => {
  const reg = new client.Registry();
  const h = registerOnce(reg, new FastHistogram('t_nan_seconds', 'd', ['r'], BUCKETS));
  h.observe(['a'], Number.NaN);
  h.observe(['a'], Number.POSITIVE_INFINITY);
  expect(await reg.metrics()).not.toContain('t_nan_seconds_count');
  h.observe(['a'], 0.5);
  expect(await reg.metrics()).toContain('t_nan_seconds_count{r="a"} 1');
  h.reset();
  expect(await reg.metrics()).not.toContain('t_nan_seconds_count');
});

test('an observer records what observe records for its labels, appears once observed, and outlives a reset', async () => {
  const viaObserve = new client.Registry();
  const viaObserver = new client.Registry();
  const h1 = registerOnce(viaObserve, new FastHistogram('t_obs_seconds', 'd', ['route'], BUCKETS));
  const h2 = registerOnce(viaObserver, new FastHistogram('t_obs_seconds', 'd', ['route'], BUCKETS));
  const observers = new Map(['listMatches', 'getMatch', 'never'].map((r) => [r, h2.observer([r])]));
  expect(await viaObserver.metrics()).not.toContain('t_obs_seconds_count');
  for (const [route, , s] of observations) {
    h1.observe([route], s);
    observers.get(route)!(s);
  }
  observers.get('getMatch')!(Number.NaN);
  expect(await viaObserver.metrics()).toBe(await viaObserve.metrics());
  expect(await viaObserver.metrics()).not.toContain('route="never"');
  h2.reset();
  observers.get('getMatch')!(0.5);
  expect(await viaObserver.metrics()).toContain('t_obs_seconds_count{route="getMatch"} 1');
  expect(await viaObserver.metrics()).not.toContain('route="listMatches"');
});
