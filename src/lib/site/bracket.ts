/**
 * The knockout bracket of a season, derived from the matches themselves: each round's matches are
 * ordered so that the two matches feeding a later match sit next to each other (traced through the
 * teams that met again), starting from the final. Matches that cannot be traced keep match-number
 * order. Placement matches (third place) are kept apart from the tree.
 */
import type { Match, Season } from '../dataset/dataset.ts';
import { winnerId } from './format.ts';

export interface BracketRound {
  stage: string;
  matches: Match[];
}

export interface Bracket {
  rounds: BracketRound[];
  /** Matches between losers of an earlier round, e.g. the third-place match. */
  placement: BracketRound[];
}

const PLACEMENT_NAME = /third|3rd|bronze|place/i;

function loserOf(m: Match): string | null {
  const w = winnerId(m);
  return w === null ? null : w === m.home_team_id ? m.away_team_id : m.home_team_id;
}

export function buildBracket(season: Pick<Season, 'stages'>, matches: readonly Match[]): Bracket {
  const knockout = season.stages.filter((s) => s.knockout).map((s) => s.name);
  const byStage = new Map<string, Match[]>(knockout.map((s) => [s, []]));
  for (const m of matches) byStage.get(m.stage)?.push(m);
  for (const list of byStage.values()) list.sort((a, b) => a.match_number - b.match_number);

  const rounds: BracketRound[] = [];
  const placement: BracketRound[] = [];
  for (const stage of knockout) {
    const list = byStage.get(stage)!;
    if (list.length === 0) continue;
    const prev = rounds[rounds.length - 1];
    const losers = new Set(prev?.matches.map(loserOf).filter((x): x is string => x !== null) ?? []);
    const isPlacement = PLACEMENT_NAME.test(stage) || (prev !== undefined && list.every((m) => losers.has(m.home_team_id) && losers.has(m.away_team_id)));
    (isPlacement ? placement : rounds).push({ stage, matches: list });
  }

  // Order each round by the round after it, from the final backwards.
  for (let r = rounds.length - 2; r >= 0; r--) {
    const later = rounds[r + 1]!.matches;
    const pool = [...rounds[r]!.matches];
    const ordered: Match[] = [];
    const take = (teamId: string) => {
      const i = pool.findIndex((m) => m.home_team_id === teamId || m.away_team_id === teamId);
      if (i >= 0) ordered.push(pool.splice(i, 1)[0]!);
    };
    for (const m of later) {
      take(m.home_team_id);
      take(m.away_team_id);
    }
    rounds[r]!.matches = [...ordered, ...pool];
  }
  return { rounds, placement };
}
