/**
 * A store decorator that times every asynchronous call into `metrics.storeCall` (store latency), so
 * the stores themselves stay free of metrics code. Works for any store interface (AccessStore,
 * LiveStore): every method that returns a promise is timed, everything else passes through.
 * The wrapper is built once from the store's methods (a Proxy's trap on every property read cost
 * more than the timing itself); other members (kind, getters) read through to the store.
 */
import type { Metrics } from './metrics.ts';

export function timedStore<T extends { readonly kind: string }>(store: T, name: string, m: Pick<Metrics, 'storeCalls'>): T {
  const out: Record<PropertyKey, unknown> = {};
  const seen = new Set<PropertyKey>();
  for (let o: object | null = store; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const prop of Reflect.ownKeys(o)) {
      if (prop === 'constructor' || seen.has(prop)) continue;
      seen.add(prop);
      const d = Object.getOwnPropertyDescriptor(o, prop)!;
      if (typeof d.value === 'function') out[prop] = timed(store, d.value as (...a: unknown[]) => unknown, name, String(prop), m);
      else Object.defineProperty(out, prop, { get: () => Reflect.get(store, prop, store), enumerable: true });
    }
  }
  return out as T;
}

function timed(target: { readonly kind: string }, fn: (...a: unknown[]) => unknown, name: string, op: string, m: Pick<Metrics, 'storeCalls'>) {
  const ok = m.storeCalls(name, target.kind, op, true);
  const failed = m.storeCalls(name, target.kind, op, false);
  return function timedCall(...args: unknown[]): unknown {
    const started = performance.now();
    let out: unknown;
    try {
      out = fn.apply(target, args);
    } catch (err) {
      failed((performance.now() - started) / 1000);
      throw err;
    }
    if (out instanceof Promise) {
      return out.then(
        (v) => (ok((performance.now() - started) / 1000), v),
        (err) => { failed((performance.now() - started) / 1000); throw err; },
      );
    }
    return out;
  };
}
