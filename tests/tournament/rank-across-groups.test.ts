/** Ranking rows of different groups (the third-placed teams), a rule of the tournament domain. */
import { describe, expect, it } from 'vitest';
import { rankAcrossGroups } from '../../src/lib/tournament/index.ts';
import type { GroupStandingRow } from '../../src/lib/tournament/index.ts';

const row = (id: string, points: number, goal_difference: number, goals_for: number, name = id.toUpperCase()) => ({
  row: { team: { id, name, code: id.toUpperCase() }, points, goal_difference, goals_for } as GroupStandingRow,
});

describe('rankAcrossGroups', () => {
  it('ranks by points, goal difference, goals scored, then name and ID', () => {
    const ranked = rankAcrossGroups([row('b', 4, 1, 3), row('a', 4, 1, 3), row('c', 4, 2, 1), row('d', 6, -1, 1), row('e', 4, 1, 3, 'A')]);
    expect(ranked.map((r) => r.row.team.id)).toEqual(['d', 'c', 'a', 'e', 'b']);
  });
});
