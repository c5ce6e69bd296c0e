/**
 * The group draw: four pots of twelve by strength (the hosts head pot 1 and groups A-D), one team
 * from each pot per group; a team's pot is its position in the group.
 */
import type { Rng } from './prng.ts';
import { GROUP_COUNT, GROUPS, TEAMS_PER_GROUP } from './stages.ts';
import type { Squad } from './types.ts';

/** Team IDs of each group (A..L) in position order. */
export function drawGroups(rng: Rng, squads: readonly Squad[]): { group: string; teamIds: string[] }[] {
  const hosts = squads.filter((s) => s.nation.host);
  const rest = squads
    .filter((s) => !s.nation.host)
    .sort((a, b) => b.strength - a.strength || (a.nation.code < b.nation.code ? -1 : 1));
  const ranked = [...hosts, ...rest];
  const pots = Array.from({ length: TEAMS_PER_GROUP }, (_, p) => ranked.slice(p * GROUP_COUNT, (p + 1) * GROUP_COUNT));
  const pot1 = [...rng.shuffle(pots[0]!.filter((s) => s.nation.host)), ...rng.shuffle(pots[0]!.filter((s) => !s.nation.host))];
  const drawn = [pot1, ...pots.slice(1).map((pot) => rng.shuffle(pot))];
  return GROUPS.map((group, g) => ({ group, teamIds: drawn.map((pot) => pot[g]!.nation.teamId) }));
}
