/** Ordering of events in match time, shared by validation, the API and the site. */
import type { EventRow } from '../schemas/content/index.ts';

/**
 * Minute, then added time (none first), then sequence number; shoot-out kicks after every other
 * event, in kick order (decisions.md).
 */
export function byMatchTime(a: Pick<EventRow, 'type' | 'minute' | 'extra_minute' | 'seq'>, b: Pick<EventRow, 'type' | 'minute' | 'extra_minute' | 'seq'>): number {
  const sa = a.type === 'shootout' ? 1 : 0;
  const sb = b.type === 'shootout' ? 1 : 0;
  return sa - sb || a.minute - b.minute || (a.extra_minute ?? 0) - (b.extra_minute ?? 0) || a.seq - b.seq;
}
