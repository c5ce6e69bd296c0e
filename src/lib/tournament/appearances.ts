/**
 * Minutes on the pitch in one match, from line-ups and events, for the API, the site and the live
 * overlay alike (a live match counts up to its current minute): starters come on
 * at 0, substitutes at the minute of their substitution; a player leaves at the minute he is
 * substituted off or sent off (straight red or second yellow). A match lasts 90 minutes, 120 with
 * extra time; added time is not counted.
 */
import type { MatchStatus } from './match-outcome.ts';

/** One line-up entry of a match. */
export interface LineupEntry {
  team_id: string;
  player_id: string;
  starter: boolean;
}

/** One event of a match (content vocabulary: type goal/card/substitution/…; detail per type). */
export interface MatchEvent {
  match_id: string;
  type: string;
  detail: string;
  minute: number;
  /** The team of the event; for an own goal, the team credited with the goal. */
  team_id: string;
  player_id: string | null;
  /** Substitutions: the player going off. */
  player_off_id?: string | null;
}

/** The parts of a match that bound its minutes. */
export interface TimedMatch {
  status: MatchStatus;
  has_extra_time: boolean;
  /** While in play: the current minute, if known (minutes then count up to it). */
  minute?: number | null;
}

export interface Appearance {
  player_id: string;
  team_id: string;
  started: boolean;
  /** Minute the player came on (0 for starters); null for an unused substitute. */
  on: number | null;
  /** Minute the player left, or the end of the match (so far). */
  off: number | null;
  minutes: number;
  sent_off: boolean;
}

/** 90, or 120 with extra time. */
export function matchLength(m: Pick<TimedMatch, 'has_extra_time'>): number {
  return m.has_extra_time ? 120 : 90;
}

/** The last minute counted: the match length, or the current minute of a live match. */
export function countedEnd(m: TimedMatch): number {
  const length = matchLength(m);
  return m.status === 'in_play' && typeof m.minute === 'number' ? Math.max(0, Math.min(length, m.minute)) : length;
}

function applyEvent(out: Map<string, Appearance>, e: MatchEvent, end: number): void {
  const at = Math.min(e.minute, end);
  if (e.type === 'substitution') {
    const on = e.player_id ? out.get(e.player_id) : undefined;
    if (on && on.on === null) {
      on.on = at;
      on.off = end;
    }
    const off = e.player_off_id ? out.get(e.player_off_id) : undefined;
    if (off && off.on !== null) off.off = at;
  } else if (e.type === 'card' && (e.detail === 'red' || e.detail === 'second_yellow') && e.player_id) {
    const a = out.get(e.player_id);
    if (a && a.on !== null) {
      a.off = Math.min(a.off ?? end, at);
      a.sent_off = true;
    }
  }
}

/**
 * Appearances of every player in a match's line-ups (player ID → appearance). `events` are the
 * match's events in any order (applied by minute, stable within a minute).
 */
export function matchAppearances(match: TimedMatch, lineups: readonly LineupEntry[], events: readonly MatchEvent[]): Map<string, Appearance> {
  const end = countedEnd(match);
  const out = new Map<string, Appearance>();
  for (const l of lineups) {
    out.set(l.player_id, { player_id: l.player_id, team_id: l.team_id, started: l.starter, on: l.starter ? 0 : null, off: l.starter ? end : null, minutes: 0, sent_off: false });
  }
  for (const e of [...events].sort((a, b) => a.minute - b.minute)) applyEvent(out, e, end);
  for (const a of out.values()) a.minutes = a.on === null || a.off === null ? 0 : Math.max(0, a.off - a.on);
  return out;
}
