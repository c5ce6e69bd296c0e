/**
 * A store decorator that times every asynchronous call into `metrics.storeCall` (store latency), so
 * the stores themselves stay free of metrics code. Works for any store interface (AccessStore,
 * LiveStore): every method that returns a promise is timed, everything else passes through.
 */
import type { Metrics } from './metrics.ts';

export function timedStore<T extends { readonly kind: string }>(store: T, name: string, m: Pick<Metrics, 'storeCall'>): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(store, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let fn = wrapped.get(prop);
      if (!fn) {
        const op = String(prop);
        fn = function timed(...args: unknown[]) {
          const started = performance.now();
          let out: unknown;
          try {
            out = (value as (...a: unknown[]) => unknown).apply(target, args);
          } catch (err) {
            m.storeCall(name, target.kind, op, false, (performance.now() - started) / 1000);
            throw err;
          }
          if (out instanceof Promise) {
            return out.then(
              (v) => (m.storeCall(name, target.kind, op, true, (performance.now() - started) / 1000), v),
              (err) => { m.storeCall(name, target.kind, op, false, (performance.now() - started) / 1000); throw err; },
            );
          }
          return out;
        };
        wrapped.set(prop, fn);
      }
      return fn;
    },
  });
}
