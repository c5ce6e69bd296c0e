/** The bracket page's layout of the competition view's bracket: feeders side by side, placement matches apart. */
import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketMatchInput } from '../../src/lib/tournament/index.ts';
import { bracketLayout } from '../../src/lib/site/bracket-layout.ts';

let n = 0;
function km(home: string, away: string, hs: number | null, as: number | null, pens?: [number, number]): BracketMatchInput {
  n++;
  const team = (id: string) => ({ id, name: id.toUpperCase(), code: id.toUpperCase() });
  return {
    id: `match_${n}`, match_number: n, scheduled_at: `2030-07-${String(n).padStart(2, '0')}T18:00:00.000Z`, status: hs === null ? 'scheduled' : 'completed',
    home_team: team(home), away_team: team(away), home_slot: null, away_slot: null, home_score: hs ?? 0, away_score: as ?? 0,
    home_penalty: pens?.[0] ?? null, away_penalty: pens?.[1] ?? null,
  };
}
const stage = (name: string, matches: BracketMatchInput[]) => ({ name, matches });

describe('bracketLayout', () => {
  it('orders each round so that the feeders of a match sit together, and keeps the third-place match apart', () => {
    n = 0;
    const qf = [km('a', 'b', 1, 0), km('c', 'd', 0, 2), km('e', 'f', 1, 1, [4, 3]), km('g', 'h', 3, 0)];
    // SF1: d vs g (from QF2 and QF4); SF2: a vs e (QF1, QF3) — deliberately not in QF order.
    const sf = [km('d', 'g', 2, 1), km('a', 'e', 0, 1)];
    const third = km('g', 'a', null, null);
    const final = km('e', 'd', null, null);
    const b = bracketLayout(buildBracket([stage('Quarter-final', qf), stage('Semi-final', sf), stage('Third-place match', [third]), stage('Final', [final])]));
    expect(b.rounds.map((r) => r.stage)).toEqual(['Quarter-final', 'Semi-final', 'Final']);
    expect(b.placement.map((r) => r.stage)).toEqual(['Third-place match']);
    // Final: e (from SF2) vs d (from SF1) → SF order SF2, SF1 → QF order: a-b, e-f (SF2), c-d, g-h (SF1).
    expect(b.rounds[1]!.matches.map((m) => m.match_id)).toEqual([sf[1]!.id, sf[0]!.id]);
    expect(b.rounds[0]!.matches.map((m) => m.match_id)).toEqual([qf[0]!.id, qf[2]!.id, qf[1]!.id, qf[3]!.id]);
  });

  it('keeps match-number order for matches it cannot trace, and leaves out rounds without matches', () => {
    n = 0;
    const qf = [km('a', 'b', 1, 0), km('c', 'd', 0, 2)];
    const sf = [km('x', 'y', null, null)];
    const b = bracketLayout(buildBracket([stage('Quarter-final', qf), stage('Semi-final', sf), stage('Final', [])]));
    expect(b.rounds.map((r) => r.stage)).toEqual(['Quarter-final', 'Semi-final']);
    expect(b.rounds[0]!.matches.map((m) => m.match_id)).toEqual([qf[0]!.id, qf[1]!.id]);
    expect(b.placement).toEqual([]);
  });

  it('keeps a match whose teams are not known yet (its slots) in the tree', () => {
    n = 0;
    const sf = [km('a', 'b', 1, 0), km('c', 'd', 2, 0)];
    const final = { ...km('a', 'c', null, null), home_team: null, away_team: null, home_slot: 'Winner match 1', away_slot: 'Winner match 2' };
    const b = bracketLayout(buildBracket([stage('Semi-final', sf), stage('Final', [final])]));
    expect(b.rounds.map((r) => r.stage)).toEqual(['Semi-final', 'Final']);
    expect(b.rounds[1]!.matches[0]!.home).toMatchObject({ team: null, slot: 'Winner match 1' });
    expect(b.placement).toEqual([]);
  });
});
