/** Every event type/detail the vocabulary allows, as `type/detail` keys (decisions.md). */
import { EVENT_DETAILS, type EventType } from '../../schemas/content/index.ts';

export type DetailKey = `${string}/${string}`;

export const ALL_DETAILS: DetailKey[] = (Object.entries(EVENT_DETAILS) as [EventType, readonly string[]][]).flatMap(([type, details]) =>
  details.map((d) => `${type}/${d}` as DetailKey),
);

/** Details a group match can be asked to contain (shoot-out kicks only come from shoot-outs). */
export const FORCEABLE_DETAILS: DetailKey[] = ALL_DETAILS.filter((k) => !k.startsWith('shootout/'));

/** The keys of ALL_DETAILS missing from `events`. */
export function missingDetails(events: readonly { type: string; detail: string }[]): DetailKey[] {
  const seen = new Set(events.map((e) => `${e.type}/${e.detail}`));
  return ALL_DETAILS.filter((k) => !seen.has(k));
}
