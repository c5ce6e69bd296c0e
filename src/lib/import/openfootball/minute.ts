/**
 * Match minutes as openfootball writes them: `"9"`, `"45+1"`, `"90+12"`, `"120+5"`, `67'`,
 * a number, or `{ minute, offset }` (older JSON files).
 */
export interface Minute {
  /** 1-130. */
  minute: number;
  /** Added time within `minute`; null when not in added time. */
  extra: number | null;
}

const TEXT = /^(\d{1,3})\s*(?:\+\s*(\d{1,2}))?\s*'?$/;

/** Parses one minute; null when it is not a minute. */
export function parseMinute(input: unknown, offset?: unknown): Minute | null {
  let minute: number;
  let extra: number | null = null;
  if (typeof input === 'number') {
    if (!Number.isInteger(input)) return null;
    minute = input;
  } else if (typeof input === 'string') {
    const m = TEXT.exec(input.trim());
    if (!m) return null;
    minute = Number(m[1]);
    if (m[2] !== undefined) extra = Number(m[2]);
  } else return null;
  if (offset !== undefined && offset !== null) {
    if (typeof offset !== 'number' && typeof offset !== 'string') return null;
    const o = Number(offset);
    if (!Number.isInteger(o) || o < 0 || extra !== null) return null;
    extra = o;
  }
  if (extra === 0) extra = null;
  if (minute < 1 || minute > 130 || (extra !== null && extra > 30)) return null;
  return { minute, extra };
}

/**
 * A Football.TXT minute (`23`, `45+2`, `23'`). `0` is the first minute: a report counting elapsed
 * minutes writes it for what happened in the first seconds (1986 Uruguay v Scotland: `Jose
 * BATISTA [R 0']`, sent off after 56 seconds), and match minutes start at 1 — it is read as minute
 * 1 with `zero` set, so the caller can say so.
 */
export function parseTxtMinute(text: string): { minute: Minute; zero: boolean } | null {
  const t = text.replace(/\s/g, '').replace(/'$/, '');
  if (/^0{1,3}$/.test(t)) return { minute: { minute: 1, extra: null }, zero: true };
  const minute = parseMinute(t);
  return minute ? { minute, zero: false } : null;
}

/** `90+12`, `67`. */
export function formatMinute(m: Minute): string {
  return m.extra === null ? String(m.minute) : `${m.minute}+${m.extra}`;
}

/** Sort key in match time: 45+2 before 46, 90+5 before 91. */
export function minuteOrder(m: Minute): number {
  return m.minute * 100 + (m.extra ?? 0);
}

export type Period = 'first_half' | 'second_half' | 'extra_time';

/** Period of a goal minute: up to 45(+x) first half, 46-90(+x) second half, then extra time. */
export function periodOf(m: Minute): Period {
  return m.minute <= 45 ? 'first_half' : m.minute <= 90 ? 'second_half' : 'extra_time';
}

/**
 * A minute past the end of play written as a plain minute (`121'` after 120 minutes, `91'` in a
 * match without extra time) rewritten as added time (`120+1`, `90+1`). Returns the same object when
 * nothing changes.
 */
export function normaliseOverrun(m: Minute, hasExtraTime: boolean): Minute {
  const end = hasExtraTime ? 120 : 90;
  if (m.minute <= end) return m;
  return { minute: end, extra: (m.extra ?? 0) + (m.minute - end) };
}
