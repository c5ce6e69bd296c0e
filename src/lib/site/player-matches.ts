/**
 * A player's matches, for the match-by-match table of the player page: what the tournament domain
 * says he did in each played match (minutes, goals, cards: matchInvolvement), when he came on and
 * went off (matchAppearances), his shirt, and his own events. Computed once per dataset.
 */
import type { EventRow } from '../../schemas/content/index.ts';
import { played, type Dataset, type Match, type PlayedMatch } from '../dataset/dataset.ts';
import { matchAppearances, matchInvolvement, type Appearance, type Involvement } from '../tournament/index.ts';

export interface PlayerMatch {
  /** A played match: both teams are known. */
  match: PlayedMatch;
  jersey_number: number | null;
  captain: boolean;
  /** On/off minutes from the line-ups; null when the line-ups do not record him (events only). */
  appearance: Appearance | null;
  /** Team, minutes (null when not recorded), goals, cards, substitutions in this match. */
  involvement: Involvement;
  /** His goals, cards, missed penalties and shoot-out kicks in this match, in match order. */
  events: EventRow[];
}

const memo = new WeakMap<Dataset, Map<string, PlayerMatch[]>>();

/** The line-up appearances of a match (player ID → on, off, minutes, sent off). */
export function appearancesOf(ds: Dataset, m: Match): Map<string, Appearance> {
  return matchAppearances(m, ds.lineups.get(m.id) ?? [], ds.events.get(m.id) ?? []);
}

function build(ds: Dataset): Map<string, PlayerMatch[]> {
  const out = new Map<string, PlayerMatch[]>();
  for (const m of ds.matchList) {
    if (m.status === 'scheduled') continue;
    const playedMatch = played(m);
    const lineups = ds.lineups.get(m.id) ?? [];
    const events = ds.events.get(m.id) ?? [];
    const apps = appearancesOf(ds, m);
    const shirts = new Map(lineups.map((l) => [l.player_id, l]));
    for (const inv of matchInvolvement(m, lineups, events).values()) {
      const l = shirts.get(inv.player_id);
      const pm: PlayerMatch = {
        match: playedMatch, jersey_number: l?.jersey_number ?? null, captain: l?.captain ?? false, appearance: apps.get(inv.player_id) ?? null, involvement: inv,
        events: events.filter((e) => e.player_id === inv.player_id && e.type !== 'var' && e.type !== 'substitution'),
      };
      const list = out.get(inv.player_id);
      if (list) list.push(pm);
      else out.set(inv.player_id, [pm]);
    }
  }
  return out;
}

/** The player's played or listed matches, by kick-off. */
export function playerMatches(ds: Dataset, playerId: string): PlayerMatch[] {
  let all = memo.get(ds);
  if (!all) memo.set(ds, (all = build(ds)));
  return all.get(playerId) ?? [];
}
