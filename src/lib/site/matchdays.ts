/**
 * Results and fixtures of a league season by matchday: one page per matchday (/leagues/<slug>/
 * matchdays/<n>/, about ten matches) keeps every page small however long the season is. A match
 * belongs to its round (`matchday`), whenever it was played; matches without one are listed apart.
 */
import type { Match } from '../dataset/dataset.ts';
import { statusDetail } from '../../schemas/content/index.ts';
import { utcDay } from './time.ts';

export interface MatchdaySection {
  matchday: number;
  /** In list order (kick-off). */
  matches: Match[];
  /** First and last UTC day of its matches. */
  first: string;
  last: string;
  /** Matches completed (cancelled ones included: nothing is left to play). */
  completed: number;
}

export interface SeasonMatchdays {
  matchdays: MatchdaySection[];
  /** Matches without a matchday (the source named no round). */
  unnumbered: Match[];
}

export function seasonMatchdays(matches: readonly Match[]): SeasonMatchdays {
  const by = new Map<number, Match[]>();
  const unnumbered: Match[] = [];
  for (const m of matches) {
    const n = m.matchday ?? null;
    if (n === null) unnumbered.push(m);
    else by.set(n, [...(by.get(n) ?? []), m]);
  }
  const matchdays = [...by.entries()]
    .sort(([a], [b]) => a - b)
    .map(([matchday, ms]) => {
      const days = ms.map((m) => utcDay(m.scheduled_at)).sort();
      return { matchday, matches: ms, first: days[0]!, last: days.at(-1)!, completed: ms.filter((m) => m.status === 'completed').length };
    });
  return { matchdays, unnumbered };
}

/**
 * The matchday a season's pages open on: the first with a match still to play after the last
 * matchday with a result, so a finished season opens on its last matchday and a new one on the first.
 */
export function currentMatchday(sections: readonly MatchdaySection[]): number | null {
  if (sections.length === 0) return null;
  const lastPlayed = sections.findLastIndex((s) => s.completed > 0);
  if (lastPlayed === -1) return sections[0]!.matchday;
  const open = sections.slice(lastPlayed).find((s) => s.completed < s.matches.length);
  return (open ?? sections[lastPlayed]!).matchday;
}

/** `Postponed`, `Awarded`, `Cancelled` for a match with a status detail, else null. */
export function statusDetailText(m: Pick<Match, 'status_detail'>): string | null {
  const d = statusDetail(m);
  return d === null ? null : d === 'postponed' ? 'Postponed' : d === 'awarded' ? 'Awarded' : 'Cancelled';
}

/** What a status detail means, for a title or a legend. */
export function statusDetailHelp(m: Pick<Match, 'status_detail'>): string | null {
  const d = statusDetail(m);
  if (d === 'postponed') return 'Postponed: not played on its date; the new date is not known yet';
  if (d === 'awarded') return 'Awarded: the result was decided by the competition, not on the pitch; it counts in the table';
  if (d === 'cancelled') return 'Cancelled: never played; it does not count in the table';
  return null;
}
