/**
 * The bracket API of every imported Champions League season (npm run import:football-json on
 * <real data>/football.json, uefa.cl): each knockout tie's winner, how it was decided and the
 * aggregate equal the real ones (tests/champions-league/real-ties.ts, written out from UEFA.com
 * and Wikipedia). The source's known errors in 2024-25 are corrected on import
 * (source-corrections.ts), so every tie is the real one here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../helpers/api-harness.ts';
import { importWithApi, removeImport } from '../leagues/helpers.ts';
import { REAL } from './real-ties.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;
let failed: string[] = [];

beforeAll(async () => {
  ({ dir, failed, h } = await importWithApi({ competitions: ['uefa.cl'] }));
}, 180_000);
afterAll(() => removeImport(dir));

interface Slot {
  match_id: string;
  home: { team: { name: string } | null; score: number | null };
  away: { team: { name: string } | null; score: number | null };
  winner: { name: string } | null;
  legs: { match_id: string; scheduled_at: string; home_score: number | null; away_score: number | null }[];
  aggregate: { home: number; away: number } | null;
  decided_by: string | null;
}

const bracket = async (season: string): Promise<{ stage: { name: string }; matches: Slot[] }[]> => {
  const r = await h.get(`${V1}/competitions/season_uefa-cl-${season}/bracket`);
  expect(r.status).toBe(200);
  return r.json.data.rounds;
};

describe('every Champions League season imports and validates', () => {
  it('with zero problems', () => {
    expect(failed).toEqual([]);
  });
});

describe.each(Object.keys(REAL))('Champions League %s bracket', (season) => {
  it('has the real rounds and ties, each decided as it really was', async () => {
    const rounds = await bracket(season);
    const expected = REAL[season]!;
    const count = (names: string[]) => Object.fromEntries([...new Set(names)].map((n) => [n, names.filter((x) => x === n).length]));
    expect(count(rounds.flatMap((r) => r.matches.map(() => r.stage.name)))).toEqual(count(expected.map((e) => e[0])));
    for (const [stage, a, b, winner, decidedBy, aggregate] of expected) {
      const slots = rounds.find((r) => r.stage.name === stage)!.matches.filter((s) => [s.home.team?.name, s.away.team?.name].some((n) => n?.includes(a)) && [s.home.team?.name, s.away.team?.name].some((n) => n?.includes(b)));
      expect(slots, `${stage} ${a} v ${b}`).toHaveLength(1);
      const s = slots[0]!;
      const label = `${season} ${stage} ${a} v ${b}`;
      expect({ label, winner: s.winner?.name.includes(winner) ? winner : (s.winner?.name ?? null), decided_by: s.decided_by }).toEqual({ label, winner, decided_by: decidedBy });
      expect(s.legs, label).toHaveLength(aggregate === null ? 1 : 2);
      expect(s.match_id).toBe(s.legs.at(-1)!.match_id);
      if (aggregate === null) {
        expect(s.aggregate).toBeNull();
        continue;
      }
      const mine = s.home.team!.name.includes(winner) ? [s.aggregate!.home, s.aggregate!.away] : [s.aggregate!.away, s.aggregate!.home];
      expect(mine.join('-'), label).toBe(aggregate);
      expect([s.home.score, s.away.score]).toEqual([s.aggregate!.home, s.aggregate!.away]);
    }
  });
});

describe('the shapes of 2019-20 and 2024-25', () => {
  it('2019-20: two-legged ties to the round of 16, single matches in Lisbon from the quarter-finals', async () => {
    const rounds = await bracket('2019-20');
    expect(rounds.map((r) => [r.stage.name, new Set(r.matches.map((s) => s.legs.length))].flat())).toEqual([
      ['Round of 16', 2], ['Quarter-finals', 1], ['Semi-finals', 1], ['Final', 1],
    ].map(([n, l]) => [n, new Set([l])].flat()));
  });

  it('2024-25: a 36-team league phase with zones, then the play-offs; home is the first leg\'s home team', async () => {
    const [table] = (await h.get(`${V1}/competitions/season_uefa-cl-2024-25/standings`)).json.data;
    expect(table.stage.name).toBe('League phase');
    expect(table.rows).toHaveLength(36);
    // the published league phase: Liverpool 21 points first, Barcelona 19 second; Man City 22nd (last play-off place is 24th)
    expect(table.rows.slice(0, 2).map((r: any) => `${r.team.name} ${r.points}`)).toEqual(['Liverpool FC 21', 'FC Barcelona 19']);
    expect(table.rows[0].zone).toEqual({ id: 'round-of-16', name: 'Round of 16' });
    expect(table.rows[8].zone).toEqual({ id: 'knockout-play-offs', name: 'Knockout phase play-offs' });
    expect(table.rows[24].zone).toBeNull();
    const rounds = await bracket('2024-25');
    expect(rounds.map((r) => r.stage.name)).toEqual(['Play-offs', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    // play-off first leg, 11 February 2025: Brest 0-3 Paris; second leg Paris 7-0 Brest
    const brest = rounds[0]!.matches.find((s) => s.home.team?.name.includes('Brest'))!;
    expect(brest.legs.map((l) => [l.scheduled_at.slice(0, 10), l.home_score, l.away_score])).toEqual([['2025-02-11', 0, 3], ['2025-02-19', 7, 0]]);
    expect(brest.aggregate).toEqual({ home: 0, away: 10 });
    const final = (await h.get(`${V1}/competitions/season_uefa-cl-2024-25`)).json.data;
    expect(final.winner?.name).toMatch(/^Paris Saint-Germain/);
  });
});
