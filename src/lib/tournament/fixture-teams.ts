/**
 * The teams of every match of a competition: explicit content where it names a team, else the
 * match's slot resolved (decisions.md: explicit content always wins over derivation).
 */
import type { ScoredMatch } from './match-outcome.ts';
import { decidingMatchNumber, replayedBy } from './replays.ts';
import { resolveSlot, type SlotContext } from './resolve-slot.ts';
import { isSlot, parseSlot } from './slots.ts';

/** A match of the competition with its explicit teams (null when unknown) and slot texts. */
export interface FixtureMatch extends ScoredMatch {
  match_number: number;
  home_slot: string | null;
  away_slot: string | null;
  /** The drawn match this one replays (its match number); null/absent for a first match. */
  replay_of?: number | null;
}

export interface FixtureTeams {
  home_team_id: string | null;
  away_team_id: string | null;
}

/** The slot text's team, or null when it is absent, invalid or unresolved. */
function resolveText(text: string | null, ctx: SlotContext): string | null {
  if (text === null) return null;
  const slot = parseSlot(text);
  return isSlot(slot) ? resolveSlot(slot, ctx) : null;
}

/**
 * The teams of every match by match number: the explicit team where content names one, else its
 * slot resolved. Winner/loser slots follow chains (the match they name may itself have had its
 * teams from slots); a cycle of slots resolves to null. "Winner match N" of a match N that was
 * replayed (a later match names it in `replay_of`) is the winner of the replay, which decides the tie.
 */
export function resolveFixtureTeams(matches: readonly FixtureMatch[], group: SlotContext['group']): Map<number, FixtureTeams> {
  const byNumber = new Map(matches.map((m) => [m.match_number, m]));
  const replays = replayedBy(matches);
  const done = new Map<number, FixtureTeams>();
  const busy = new Set<number>();
  const resolve = (n: number): FixtureTeams | undefined => {
    const m = byNumber.get(n);
    if (!m) return undefined;
    const known = done.get(n);
    if (known) return known;
    if (busy.has(n)) return { home_team_id: m.home_team_id, away_team_id: m.away_team_id };
    busy.add(n);
    const ctx: SlotContext = { match: (k) => withTeams(decidingMatchNumber(k, replays)), group };
    const teams = { home_team_id: m.home_team_id ?? resolveText(m.home_slot, ctx), away_team_id: m.away_team_id ?? resolveText(m.away_slot, ctx) };
    busy.delete(n);
    done.set(n, teams);
    return teams;
  };
  const withTeams = (k: number): ScoredMatch | undefined => {
    const m = byNumber.get(k);
    const teams = resolve(k);
    return m && teams ? { ...m, ...teams } : undefined;
  };
  for (const n of byNumber.keys()) resolve(n);
  return done;
}
