/** Durations in configuration: `15m`, `30s`, `2h`, `500ms`, or a bare number of seconds. */
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds, or an Error naming `name` when `raw` is not a positive duration. */
export function parseDuration(raw: string, name: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw);
  const ms = m ? Number(m[1]) * UNITS[m[2] ?? 's']! : NaN;
  if (!(ms >= 1) || !Number.isFinite(ms)) throw new Error(`${name} must be a duration such as 15m, 30s or 500ms, not "${raw}"`);
  return Math.round(ms);
}
