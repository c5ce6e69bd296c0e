/** Tie grouping and deciding (src/lib/tournament/ties), on ties written out from real matches. */
import { describe, expect, it } from 'vitest';
import { decideTie, groupTies, NO_AWAY_GOALS, uefaTieRules, type TieLeg } from '../../src/lib/tournament/ties/index.ts';

const UEFA_OLD = uefaTieRules('2018-19');
let n = 0;
/** A played leg: `ft` after 90 minutes, optional `et` (cumulative) and `p`. */
function leg(home: string, away: string, ft: [number, number], et?: [number, number], p?: [number, number]): TieLeg {
  n += 1;
  const s = (x?: [number, number]) => (x ? { home: x[0], away: x[1] } : null);
  return { id: `m${n}`, home, away, at: `2020-01-${String(n).padStart(2, '0')}`, state: 'played', regular: s(ft), extraTime: s(et), penalties: s(p) };
}

describe('UEFA away-goals rule by season', () => {
  it('applies until 2020-21 included, in extra time too; not from 2021-22', () => {
    expect(uefaTieRules('2020-21')).toEqual({ awayGoals: true, awayGoalsInExtraTime: true });
    expect(uefaTieRules('2011-12')).toEqual({ awayGoals: true, awayGoalsInExtraTime: true });
    expect(uefaTieRules('2021-22')).toEqual(NO_AWAY_GOALS);
    expect(uefaTieRules('2024-25')).toEqual(NO_AWAY_GOALS);
    expect(() => uefaTieRules('next year')).toThrow(/not a season/);
  });
});

describe('one match', () => {
  it('decided in 90 minutes, in extra time, on penalties', () => {
    expect(decideTie([leg('PSG', 'Bayern', [0, 1])], NO_AWAY_GOALS)).toMatchObject({ winner: 'Bayern', decidedBy: 'score', aggregate: null });
    expect(decideTie([leg('Real Madrid', 'Atlético', [1, 1], [4, 1])], NO_AWAY_GOALS)).toMatchObject({ winner: 'Real Madrid', decidedBy: 'extra_time' });
    expect(decideTie([leg('Bayern', 'Chelsea', [1, 1], [1, 1], [3, 4])], NO_AWAY_GOALS)).toMatchObject({ winner: 'Chelsea', decidedBy: 'penalties' });
  });
  it('undecided before it is played; a level shoot-out or a missing one is a problem', () => {
    const later: TieLeg = { ...leg('A', 'B', [0, 0]), state: 'not_played', regular: null };
    expect(decideTie([later], NO_AWAY_GOALS)).toMatchObject({ winner: null, decidedBy: null, problems: [] });
    expect(decideTie([leg('A', 'B', [1, 1], [1, 1], [4, 4])], NO_AWAY_GOALS).problems[0]).toMatch(/shoot-out is recorded level \(4-4\)/);
    expect(decideTie([leg('A', 'B', [1, 1], [1, 1])], NO_AWAY_GOALS)).toMatchObject({ winner: null, problems: [expect.stringMatching(/level after extra time and no penalty shoot-out/)] });
  });
  it('an awarded match', () => {
    const awarded: TieLeg = { ...leg('A', 'B', [0, 3]), state: 'awarded' };
    expect(decideTie([awarded], NO_AWAY_GOALS)).toMatchObject({ winner: 'B', decidedBy: 'awarded' });
  });
});

describe('two legs', () => {
  it('on aggregate, home being the first leg\'s home team, whatever order the legs come in', () => {
    // 2017-18 semi-final: Liverpool 5-2 Roma, Roma 4-2 Liverpool
    const first = leg('Liverpool', 'Roma', [5, 2]);
    const second = leg('Roma', 'Liverpool', [4, 2]);
    const r = decideTie([second, first], UEFA_OLD);
    expect(r).toMatchObject({ home: 'Liverpool', away: 'Roma', aggregate: { home: 7, away: 6 }, winner: 'Liverpool', decidedBy: 'aggregate', problems: [] });
    expect(r.legs.map((l) => l.id)).toEqual([first.id, second.id]);
  });
  it('on away goals after 90 minutes while the rule applies, else to extra time', () => {
    // 2017-18 quarter-final: Barcelona 4-1 Roma, Roma 3-0 Barcelona
    const legs = [leg('Barcelona', 'Roma', [4, 1]), leg('Roma', 'Barcelona', [3, 0])];
    expect(decideTie(legs, UEFA_OLD)).toMatchObject({ winner: 'Roma', decidedBy: 'away_goals', aggregate: { home: 4, away: 4 } });
    expect(decideTie(legs, NO_AWAY_GOALS)).toMatchObject({ winner: null, decidedBy: null, problems: [expect.stringMatching(/level after the second leg and no penalty shoot-out/)] });
  });
  it('on away goals scored in extra time (2014-15: Paris Saint-Germain 1-1 Chelsea, Chelsea 2-2 Paris Saint-Germain after extra time)', () => {
    const legs = [leg('PSG', 'Chelsea', [1, 1]), leg('Chelsea', 'PSG', [1, 1], [2, 2])];
    expect(decideTie(legs, UEFA_OLD)).toMatchObject({ winner: 'PSG', decidedBy: 'away_goals', aggregate: { home: 3, away: 3 } });
    expect(decideTie(legs, { awayGoals: true, awayGoalsInExtraTime: false })).toMatchObject({ winner: null, problems: [expect.stringMatching(/level after extra time/)] });
  });
  it('in extra time (2016-17: Bayern 1-2 Real Madrid, Real Madrid 4-2 after extra time, 1-2 after 90 minutes)', () => {
    const legs = [leg('Bayern', 'Real Madrid', [1, 2]), leg('Real Madrid', 'Bayern', [1, 2], [4, 2])];
    expect(decideTie(legs, UEFA_OLD)).toMatchObject({ winner: 'Real Madrid', decidedBy: 'extra_time', aggregate: { home: 3, away: 6 } });
  });
  it('on penalties after extra time (2011-12: Lyon 1-0 APOEL, APOEL 1-0 Lyon, 4-3 on penalties)', () => {
    const legs = [leg('Lyon', 'APOEL', [1, 0]), leg('APOEL', 'Lyon', [1, 0], [1, 0], [4, 3])];
    expect(decideTie(legs, UEFA_OLD)).toMatchObject({ winner: 'APOEL', decidedBy: 'penalties', aggregate: { home: 1, away: 1 } });
  });
  it('on penalties straight after 90 minutes where the competition plays no extra time', () => {
    const legs = [leg('A', 'B', [1, 0]), leg('B', 'A', [1, 0], undefined, [2, 4])];
    expect(decideTie(legs, NO_AWAY_GOALS)).toMatchObject({ winner: 'A', decidedBy: 'penalties' });
  });
  it('undecided between the legs, with the aggregate so far', () => {
    const first = leg('A', 'B', [2, 1]);
    const second: TieLeg = { ...leg('B', 'A', [0, 0]), state: 'not_played', regular: null };
    expect(decideTie([first, second], NO_AWAY_GOALS)).toMatchObject({ winner: null, decidedBy: null, aggregate: { home: 2, away: 1 }, problems: [] });
  });
  it('reports data that contradicts itself', () => {
    expect(decideTie([leg('A', 'B', [2, 0]), leg('B', 'A', [1, 0], [1, 1])], NO_AWAY_GOALS).problems[0]).toMatch(/extra time recorded in a tie already decided after 90 minutes/);
    expect(decideTie([leg('A', 'B', [1, 0]), leg('B', 'A', [2, 1], [1, 1])], NO_AWAY_GOALS).problems[0]).toMatch(/lower than after 90 minutes/);
    expect(decideTie([leg('A', 'B', [1, 0]), leg('A', 'C', [1, 0])], NO_AWAY_GOALS).problems[0]).toMatch(/not a leg of A v B/);
  });
});

describe('grouping a round into ties', () => {
  it('pairs legs by their teams, in playing order', () => {
    const ms = [leg('A', 'B', [1, 0]), leg('C', 'D', [0, 0]), leg('B', 'A', [0, 0]), leg('E', 'F', [2, 1])];
    const g = groupTies(ms);
    expect(g.ties.map((t) => t.map((m) => `${m.home}-${m.away}`))).toEqual([['A-B', 'B-A'], ['C-D'], ['E-F']]);
    expect(g.problems).toEqual([]);
  });
  it('reports a team in two ties, three meetings, two legs at one home', () => {
    expect(groupTies([leg('A', 'B', [1, 0]), leg('A', 'C', [1, 0])]).problems[0]!.message).toBe('A plays two ties in one round (against B and C)');
    expect(groupTies([leg('A', 'B', [1, 0]), leg('B', 'A', [1, 0]), leg('A', 'B', [1, 0])]).problems[0]!.message).toMatch(/^3 matches between A and B/);
    expect(groupTies([leg('A', 'B', [1, 0]), leg('A', 'B', [1, 0])]).problems[0]!.message).toMatch(/both legs .* are at A's home/);
  });
});
