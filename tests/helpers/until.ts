/**
 * Waiting for state in tests: poll until a condition holds, with a deadline generous enough for a
 * loaded two-core CI machine. Tests wait for the state they need, never for a fixed time; how FAST
 * something happens is measured by the benchmark scripts, not asserted here.
 */
export const GENEROUS_MS = 15_000;

/** Resolves with the first truthy value of `check` (sync or async); rejects after `timeoutMs` with `what`. */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = GENEROUS_MS, everyMs = 20): Promise<NonNullable<Awaited<T>>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<Awaited<T>>;
      last = v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what} (last: ${last instanceof Error ? last.message : String(last)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
