/**
 * Player statistics per competition (decisions.md "Player statistics"): one entry per competition
 * the player played in. Completed and in-play matches count. Minutes come from line-ups and
 * substitutions (120 for a match with extra time; a sending-off ends them); they are null for the
 * whole competition when ANY match the player played in it has no line-up recording him (his
 * team's line-ups missing, or he is named only by events), since the total would be a guess.
 * `starts` counts the recorded starts only.
 */
import type { LineupEntry, MatchEvent } from './appearances.ts';
import { matchInvolvement, type Involvement, type InvolvementMatch } from './match-involvement.ts';
import { compareIds } from './team-ref.ts';

/** A match with its competition and kick-off. */
export interface StatsMatch extends InvolvementMatch {
  competition_id: string;
  scheduled_at: string;
}

/** A line-up entry with its match. */
export interface StatsLineup extends LineupEntry {
  match_id: string;
}

export interface PlayerCompetitionStats {
  competition_id: string;
  /** The team he played for in his latest match of the competition. */
  team_id: string;
  matches: number;
  starts: number;
  minutes: number | null;
  goals: number;
  penalties: number;
  own_goals: number;
  yellow_cards: number;
  second_yellow_cards: number;
  red_cards: number;
  substituted_on: number;
  substituted_off: number;
}

const COUNTS = ['goals', 'penalties', 'own_goals', 'yellow_cards', 'second_yellow_cards', 'red_cards', 'substituted_on', 'substituted_off'] as const;

interface Acc {
  stats: PlayerCompetitionStats;
  latest: string;
}

function groupByMatch<T extends { match_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.match_id);
    if (list) list.push(r);
    else out.set(r.match_id, [r]);
  }
  return out;
}

function add(acc: Acc | undefined, m: StatsMatch, inv: Involvement): Acc {
  const a = acc ?? {
    latest: '',
    stats: { competition_id: m.competition_id, team_id: inv.team_id, matches: 0, starts: 0, minutes: 0, goals: 0, penalties: 0, own_goals: 0, yellow_cards: 0, second_yellow_cards: 0, red_cards: 0, substituted_on: 0, substituted_off: 0 },
  };
  const s = a.stats;
  for (const k of COUNTS) s[k] += inv[k];
  if (inv.played) {
    s.matches++;
    if (inv.started) s.starts++;
    s.minutes = s.minutes === null || inv.minutes === null ? null : s.minutes + inv.minutes;
    if (m.scheduled_at >= a.latest) {
      a.latest = m.scheduled_at;
      s.team_id = inv.team_id;
    }
  }
  return a;
}

/**
 * Statistics of every player: player ID → one entry per competition he played in (at least one
 * match on the pitch), newest first (by his latest kick-off in it, then competition ID).
 */
export function computePlayerStats(matches: readonly StatsMatch[], lineups: readonly StatsLineup[], events: readonly MatchEvent[]): Map<string, PlayerCompetitionStats[]> {
  const lineupsOf = groupByMatch(lineups);
  const eventsOf = groupByMatch(events);
  const acc = new Map<string, Map<string, Acc>>();
  for (const m of matches) {
    if (m.status === 'scheduled') continue;
    for (const inv of matchInvolvement(m, lineupsOf.get(m.id) ?? [], eventsOf.get(m.id) ?? []).values()) {
      const perComp = acc.get(inv.player_id) ?? new Map<string, Acc>();
      perComp.set(m.competition_id, add(perComp.get(m.competition_id), m, inv));
      acc.set(inv.player_id, perComp);
    }
  }
  const out = new Map<string, PlayerCompetitionStats[]>();
  for (const [player, perComp] of acc) {
    const list = [...perComp.values()].filter((a) => a.stats.matches > 0);
    list.sort((a, b) => compareIds(b.latest, a.latest) || compareIds(a.stats.competition_id, b.stats.competition_id));
    if (list.length > 0) out.set(player, list.map((a) => a.stats));
  }
  return out;
}
