/**
 * The bracket page's words for a slot (src/lib/site/bracket-tie.ts) on two-legged ties built by the
 * domain's buildBracket. The ties are written out here with their real-world outcome by the rules:
 * - Aurora 1–2 Boreal, Boreal 0–1 Aurora: 2–2 on aggregate, Boreal scored 2 away, Aurora 1 →
 *   Boreal through on away goals (with the rule), else extra time decides.
 * - Cobalt 1–0 Delta, Delta 1–0 Cobalt a.e.t., Delta 4–3 on penalties.
 * - Aurora 3–0 Cobalt, Cobalt 1–1 Aurora: Aurora through 4–1 on aggregate.
 */
import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketMatchInput, type TeamRef } from '../../src/lib/tournament/index.ts';
import { decidedByWords, slotView } from '../../src/lib/site/bracket-tie.ts';

const team = (id: string): TeamRef => ({ id, name: id[0]!.toUpperCase() + id.slice(1), code: id.slice(0, 3).toUpperCase() });
const [A, B, C, D] = ['aurora', 'boreal', 'cobalt', 'delta'].map(team) as [TeamRef, TeamRef, TeamRef, TeamRef];

function leg(id: string, n: number, day: string, home: TeamRef, away: TeamRef, hs: number | null, as: number | null, tie: string, legNo: number, extra: Partial<BracketMatchInput> = {}): BracketMatchInput {
  return {
    id, match_number: n, scheduled_at: `${day}T19:00:00.000Z`, status: hs === null ? 'scheduled' : 'completed', home_team: home, away_team: away,
    home_slot: null, away_slot: null, home_score: hs ?? 0, away_score: as ?? 0, home_penalty: null, away_penalty: null, tie, leg: legNo, ...extra,
  };
}

const inputs = [
  leg('m1', 1, '2021-02-16', A, B, 1, 2, 'SF-1', 1), leg('m3', 3, '2021-03-09', B, A, 0, 1, 'SF-1', 2),
  leg('m2', 2, '2021-02-17', C, D, 1, 0, 'SF-2', 1),
  leg('m4', 4, '2021-03-10', D, C, 1, 0, 'SF-2', 2, { has_extra_time: true, extra_time_home: 0, extra_time_away: 0, has_penalties: true, home_penalty: 4, away_penalty: 3 }),
];
const byId = new Map(inputs.map((m) => [m.id, m]));
const legTeams = (id: string) => {
  const m = byId.get(id);
  return m && { home: m.home_team, away: m.away_team };
};
const slots = (awayGoals: boolean) => buildBracket([{ name: 'Semi-final', matches: inputs }], { awayGoals, awayGoalsInExtraTime: awayGoals }).rounds[0]!.matches;

describe('slotView', () => {
  it('a tie decided on away goals: both legs with their own home team, the aggregate, the away goals', () => {
    const v = slotView(slots(true)[0]!, legTeams);
    expect(v.twoLegged).toBe(true);
    expect(v.legs.map((l) => [l.n, l.matchId, l.home?.name, l.score, l.away?.name])).toEqual([[1, 'm1', 'Aurora', '1–2', 'Boreal'], [2, 'm3', 'Boreal', '0–1', 'Aurora']]);
    expect(v.aggregate).toBe('2–2');
    expect(v.result).toBe('Boreal won on away goals (2–1)');
  });

  it('a tie decided on penalties after extra time in the second leg names the shoot-out, winner first', () => {
    const v = slotView(slots(true)[1]!, legTeams);
    expect(v.aggregate).toBe('1–1');
    expect(v.result).toBe('Delta won 4–3 on penalties');
  });

  it('a tie won on aggregate; a second leg not played yet has no score and no result', () => {
    const won = [leg('x1', 1, '2021-02-16', A, C, 3, 0, 'T', 1), leg('x2', 2, '2021-03-09', C, A, 1, 1, 'T', 2)];
    const pending = [leg('y1', 3, '2021-02-16', B, D, 0, 0, 'U', 1), leg('y2', 4, '2021-03-09', D, B, null, null, 'U', 2)];
    for (const m of [...won, ...pending]) byId.set(m.id, m);
    const [a, b] = buildBracket([{ name: 'Quarter-final', matches: [...won, ...pending] }]).rounds[0]!.matches;
    expect(slotView(a!, legTeams)).toMatchObject({ aggregate: '4–1', result: 'Aurora won on aggregate' });
    const p = slotView(b!, legTeams);
    expect(p.legs.map((l) => l.score)).toEqual(['0–0', null]);
    expect(p.result).toBe('');
  });

  it('a single match is no tie: one leg, no aggregate', () => {
    const single = leg('f', 9, '2021-05-29', B, D, 2, 0, '', 1, { tie: null, leg: null });
    byId.set('f', single);
    const v = slotView(buildBracket([{ name: 'Final', matches: [single] }]).rounds[0]!.matches[0]!, legTeams);
    expect(v).toMatchObject({ twoLegged: false, aggregate: null, result: 'Boreal won' });
    expect(v.legs).toHaveLength(1);
  });

  it('says how a tie was decided in words', () => {
    expect(decidedByWords('extra_time')).toBe('after extra time');
    expect(decidedByWords(null)).toBe('');
  });
});
