/**
 * Counters and histograms for the per-request path: recording is a Map lookup by the joined label
 * values and an addition (prom-client's own metrics validate and hash the label object on every
 * call, which cost several microseconds per request). They register in prom-client's registry
 * and answer its `get()` in prom-client's shape, so the text exposition and a cluster primary's
 * aggregation (AggregatorRegistry, `sum`) are prom-client's.
 */
import type { Registry } from 'prom-client';

interface Series {
  labels: Record<string, string>;
  value: number;
}

interface HistogramSeries {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

const SEP = '\u0001';

function labelsOf(names: readonly string[], values: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  names.forEach((n, i) => (labels[n] = values[i] ?? ''));
  return labels;
}

abstract class FastMetric {
  readonly aggregator = 'sum';
  abstract readonly type: 'counter' | 'histogram';
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];
  constructor(name: string, help: string, labelNames: readonly string[]) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
  }
  abstract values(): MetricValue[];
  abstract reset(): void;
  async get() {
    return { name: this.name, help: this.help, type: this.type, values: this.values(), aggregator: this.aggregator };
  }
}

export class FastCounter extends FastMetric {
  readonly type = 'counter';
  #series = new Map<string, Series>();

  /** Adds `n` (default 1) to the series of these label values (in `labelNames` order). */
  inc(values: readonly string[], n = 1): void {
    const key = values.join(SEP);
    const s = this.#series.get(key);
    if (s) s.value += n;
    else this.#series.set(key, { labels: labelsOf(this.labelNames, values), value: n });
  }

  values(): MetricValue[] {
    return [...this.#series.values()].map((s) => ({ labels: { ...s.labels }, value: s.value }));
  }

  reset(): void {
    this.#series.clear();
  }
}

export class FastHistogram extends FastMetric {
  readonly type = 'histogram';
  readonly #bounds: readonly number[];
  #series = new Map<string, HistogramSeries>();
  #resets = 0;

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]) {
    super(name, help, labelNames);
    this.#bounds = [...buckets].sort((a, b) => a - b);
  }

  observe(values: readonly string[], v: number): void {
    if (!Number.isFinite(v)) return;
    this.#add(this.#seriesOf(values), v);
  }

  /**
   * `observe` for one fixed set of label values, with the series looked up once (on the first
   * observation, so a series appears only once observed, as with `observe`).
   */
  observer(values: readonly string[]): (v: number) => void {
    const labels = [...values];
    let s: HistogramSeries | undefined;
    let resets = this.#resets;
    return (v) => {
      if (!Number.isFinite(v)) return;
      // A reset (registry.resetMetrics) drops every series: look it up again then.
      if (!s || resets !== this.#resets) [s, resets] = [this.#seriesOf(labels), this.#resets];
      this.#add(s, v);
    };
  }

  #seriesOf(values: readonly string[]): HistogramSeries {
    const key = values.join(SEP);
    let s = this.#series.get(key);
    if (!s) this.#series.set(key, (s = { labels: labelsOf(this.labelNames, values), counts: new Array<number>(this.#bounds.length + 1).fill(0), sum: 0, count: 0 }));
    return s;
  }

  #add(s: HistogramSeries, v: number): void {
    let i = 0;
    while (i < this.#bounds.length && v > this.#bounds[i]!) i++;
    s.counts[i]!++;
    s.sum += v;
    s.count++;
  }

  values(): MetricValue[] {
    const out: MetricValue[] = [];
    for (const s of this.#series.values()) {
      let acc = 0;
      this.#bounds.forEach((le, i) => {
        acc += s.counts[i]!;
        out.push({ labels: { le, ...s.labels }, value: acc, metricName: `${this.name}_bucket` });
      });
      out.push(
        { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${this.name}_bucket` },
        { labels: { ...s.labels }, value: s.sum, metricName: `${this.name}_sum` },
        { labels: { ...s.labels }, value: s.count, metricName: `${this.name}_count` },
      );
    }
    return out;
  }

  reset(): void {
    this.#series.clear();
    this.#resets++;
  }
}

/** The metric registered under `metric.name`, or `metric` once registered (a module loaded twice shares one). */
export function registerOnce<T extends FastMetric>(register: Registry, metric: T): T {
  const known = register.getSingleMetric(metric.name) as unknown as T | undefined;
  if (known) return known;
  register.registerMetric(metric as never);
  return metric;
}
