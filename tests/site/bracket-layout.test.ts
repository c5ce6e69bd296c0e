/** The bracket page's layout of the competition view's bracket: feeders side by side, placement matches apart, how rounds join, the phone's first round. */
import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketMatch, type BracketMatchInput } from '../../src/lib/tournament/index.ts';
import { bracketLayout, roundLink } from '../../src/lib/site/bracket-layout.ts';

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

  it('says how each round joins the next: pairs into a halved round, straight into a round of as many matches, else none; and which round a phone shows first', () => {
    n = 0;
    // Play-offs (2) → Round of 16 (2): each play-off winner meets a seeded team. → Semi-final (1) → Final (1, not drawn yet).
    const po = [km('a', 'b', 1, 0), km('c', 'd', 0, 1)];
    const r16 = [km('s1', 'a', 2, 0), km('d', 's2', 1, 0)];
    const sf = [km('s1', 'd', null, null)];
    const b = bracketLayout(buildBracket([stage('Play-offs', po), stage('Round of 16', r16), stage('Semi-final', sf)]));
    expect(b.rounds.map((r) => r.link)).toEqual(['straight', 'pairs', null]);
    // the first round with a match still to play
    expect(b.current).toBe(2);
    // every match finished: the last round
    n = 0;
    const done = bracketLayout(buildBracket([stage('Semi-final', [km('a', 'b', 1, 0), km('c', 'd', 2, 1)]), stage('Final', [km('a', 'c', 1, 0)])]));
    expect(done.rounds.map((r) => r.link)).toEqual(['pairs', null]);
    expect(done.current).toBe(1);
  });

  it('traces a later match by its "Winner match N" slots before its teams are known, and joins nothing that does not line up', () => {
    n = 0;
    const qf = [km('a', 'b', 1, 0), km('c', 'd', 0, 2), km('e', 'f', 1, 1, [4, 3]), km('g', 'h', 3, 0)];
    const slot = (m: BracketMatchInput, home: number, away: number) => ({ ...m, home_team: null, away_team: null, home_slot: `Winner match ${home}`, away_slot: `Winner match ${away}` });
    // SF1 waits for QF4 and QF1, SF2 for QF2 and QF3.
    const sf = [slot(km('x', 'y', null, null), 4, 1), slot(km('x', 'y', null, null), 2, 3)];
    const b = bracketLayout(buildBracket([stage('Quarter-final', qf), stage('Semi-final', sf)]));
    expect(b.rounds[0]!.matches.map((m) => m.match_number)).toEqual([4, 1, 2, 3]);
    expect(b.rounds.map((r) => r.link)).toEqual(['pairs', null]);
    expect(b.current).toBe(1);
    // three matches feeding one: no lines
    n = 0;
    const odd = bracketLayout(buildBracket([stage('Round 1', [km('a', 'b', 1, 0), km('c', 'd', 1, 0), km('e', 'f', 1, 0)]), stage('Round 2', [km('a', 'c', null, null)])]));
    expect(odd.rounds.map((r) => r.link)).toEqual([null, null]);
  });

  it('joins no pairs that cross: a feeder traced to another later match than its place says', () => {
    n = 0;
    const [a, b, c, d] = buildBracket([stage('QF', [km('a', 'b', 1, 0), km('c', 'd', 0, 2), km('e', 'f', 1, 0), km('g', 'h', 3, 0)])]).rounds[0]!.matches as [BracketMatch, BracketMatch, BracketMatch, BracketMatch];
    const sf = buildBracket([stage('SF', [km('a', 'd', null, null), km('e', 'g', null, null)])]).rounds[0]!.matches;
    expect(roundLink([a, b, c, d], sf)).toBe('pairs');
    expect(roundLink([a, c, b, d], sf)).toBeNull();
    expect(roundLink([a, b, c, d], undefined)).toBeNull();
  });
});
