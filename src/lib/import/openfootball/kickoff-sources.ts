/**
 * Which kick-off time a match gets from its two sources, the JSON `time` and the Football.TXT date
 * line (`Sun Jun 8 19:00 UTC+2`). Precedence (docs/importing.md, "Kick-off times"):
 *
 * 1. the JSON's time, read at its own UTC offset, else at the TXT's offset when the TXT has the
 *    same clock, else at the venue's;
 * 2. else the TXT's time (its offset, else the venue's);
 * 3. else none: the match is `start_time_tbd` and `scheduled_at` is noon local time at the venue.
 *
 * Both sources giving a time that differs (another clock, or two different offsets) is a conflict:
 * the JSON's is used and the caller reports both.
 */
import type { SrcMatch } from './json-source.ts';
import { formatLocalTime, parseLocalTime, type LocalTime } from './kickoff-time.ts';

export interface ChosenKickoff {
  /** The local time used; null when no source has a readable one (then `start_time_tbd`). */
  local: LocalTime | null;
  from: 'json' | 'txt' | null;
  /** The JSON's `time` as written when it cannot be read (`13:00 local`); null otherwise. */
  unreadable: string | null;
  /** Both sources have a time and they differ: both as written (JSON first). */
  conflict: { json: string; txt: string } | null;
}

function differ(a: LocalTime, b: LocalTime): boolean {
  return a.time !== b.time || (a.offset !== null && b.offset !== null && a.offset !== b.offset);
}

export function chooseKickoff(jsonText: string | null, txt: LocalTime | null): ChosenKickoff {
  const json = jsonText ? parseLocalTime(jsonText) : null;
  const unreadable = jsonText && !json ? jsonText : null;
  if (!json) return { local: txt, from: txt ? 'txt' : null, unreadable, conflict: null };
  if (!txt) return { local: json, from: 'json', unreadable: null, conflict: null };
  if (differ(json, txt)) return { local: json, from: 'json', unreadable: null, conflict: { json: jsonText!, txt: formatLocalTime(txt) } };
  return { local: { time: json.time, offset: json.offset ?? txt.offset }, from: 'json', unreadable: null, conflict: null };
}

export interface SourceKickoffs {
  /** The kick-off of each JSON match, by its `index`. */
  byIndex: Map<number, ChosenKickoff>;
  /** The UTC offset a source writes with the match's kick-off (the JSON's, else the TXT's); null when none does. */
  offsetOf: (m: SrcMatch) => number | null;
}

/** The kick-offs of every JSON match, given the time of its TXT report (null without one). */
export function sourceKickoffs(matches: readonly SrcMatch[], txtTime: (m: SrcMatch) => LocalTime | null): SourceKickoffs {
  const byIndex = new Map(matches.map((m) => [m.index, chooseKickoff(m.time, txtTime(m))] as const));
  const offsetOf = (m: SrcMatch) => (m.time ? parseLocalTime(m.time)?.offset : null) ?? txtTime(m)?.offset ?? null;
  return { byIndex, offsetOf };
}
