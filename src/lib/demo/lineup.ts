/**
 * A team's match-day line-up: 23 of the 26 (11 starters in formation order, 12 substitutes), the
 * first-choice players usually starting, with some rotation.
 */
import type { Position } from '../../schemas/content/index.ts';
import { formationLines } from './formations.ts';
import type { Rng } from './prng.ts';
import type { Squad, SquadMember } from './types.ts';

export const MATCHDAY_SQUAD = 23;

export interface Starter {
  member: SquadMember;
  /** Role in this match: the formation line the player starts in. */
  role: Position;
}

export interface Lineup {
  formation: string;
  /** Goalkeeper, then defenders, midfielders, forwards. */
  starters: Starter[];
  /** Substitutes by shirt number. */
  bench: SquadMember[];
  captainId: string;
}

export function pickLineup(rng: Rng, squad: Squad, formation: string): Lineup {
  const lines = formationLines(formation);
  const form = new Map(squad.members.map((m) => [m.player.row.id, m.ability + rng.normal(0, 4)]));
  const best = (position: Position) =>
    squad.members.filter((m) => m.player.position === position).sort((a, b) => form.get(b.player.row.id)! - form.get(a.player.row.id)!);

  const keepers = squad.members.filter((m) => m.player.position === 'Goalkeeper');
  const keeper = rng.chance(0.93) ? keepers[0]! : keepers[1]!;
  const starters: Starter[] = [{ member: keeper, role: 'Goalkeeper' }];
  for (const role of ['Defender', 'Midfielder', 'Forward'] as const) {
    for (const member of best(role).slice(0, lines[role])) starters.push({ member, role });
  }
  const starting = new Set(starters.map((s) => s.member.player.row.id));
  // Substitutes: the other two keepers and the ten best remaining outfield players.
  const restKeepers = keepers.filter((m) => !starting.has(m.player.row.id));
  const restOutfield = squad.members
    .filter((m) => m.player.position !== 'Goalkeeper' && !starting.has(m.player.row.id))
    .sort((a, b) => form.get(b.player.row.id)! - form.get(a.player.row.id)!)
    .slice(0, MATCHDAY_SQUAD - 11 - restKeepers.length);
  const bench = [...restKeepers, ...restOutfield].sort((a, b) => a.jersey - b.jersey);

  const captainId = starting.has(squad.captainId)
    ? squad.captainId
    : [...starters].sort((a, b) => b.member.ability - a.member.ability)[0]!.member.player.row.id;
  return { formation, starters, bench, captainId };
}
