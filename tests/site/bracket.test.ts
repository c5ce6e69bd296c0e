import { describe, expect, it } from 'vitest';
import { buildBracket } from '../../src/lib/site/bracket.ts';
import type { Match } from '../../src/lib/dataset/dataset.ts';

let n = 0;
function km(stage: string, home: string, away: string, hs: number | null, as: number | null, pens?: [number, number]): Match {
  n++;
  return {
    id: `match_${n}`, match_number: n, stage, group: null, home_team_id: home, away_team_id: away, venue_id: 'venue_v',
    scheduled_at: `2030-07-${String(n).padStart(2, '0')}T18:00:00.000Z`, status: hs === null ? 'scheduled' : 'completed',
    home_score: hs ?? 0, away_score: as ?? 0, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null,
    extra_time_home: null, extra_time_away: null, has_extra_time: !!pens, has_penalties: !!pens, home_penalty: pens?.[0] ?? null,
    away_penalty: pens?.[1] ?? null, home_formation: null, away_formation: null, attendance: null, season_id: 'season_s',
  };
}

const season = { stages: ['Group stage', 'Quarter-final', 'Semi-final', 'Third-place match', 'Final'].map((name) => ({ name, knockout: name !== 'Group stage' })) };

describe('buildBracket', () => {
  it('orders each round so that the feeders of a match sit together, and keeps the third-place match apart', () => {
    n = 0;
    const qf = [km('Quarter-final', 'a', 'b', 1, 0), km('Quarter-final', 'c', 'd', 0, 2), km('Quarter-final', 'e', 'f', 1, 1, [4, 3]), km('Quarter-final', 'g', 'h', 3, 0)];
    // SF1: d vs g (from QF2 and QF4); SF2: a vs e (QF1, QF3) — deliberately not in QF order.
    const sf = [km('Semi-final', 'd', 'g', 2, 1), km('Semi-final', 'a', 'e', 0, 1)];
    const third = km('Third-place match', 'g', 'a', null, null);
    const final = km('Final', 'e', 'd', null, null);
    const b = buildBracket(season, [...qf, ...sf, third, final]);
    expect(b.rounds.map((r) => r.stage)).toEqual(['Quarter-final', 'Semi-final', 'Final']);
    expect(b.placement.map((r) => r.stage)).toEqual(['Third-place match']);
    // Final: e (from SF2) vs d (from SF1) → SF order SF2, SF1 → QF order: a-b, e-f (SF2), c-d, g-h (SF1).
    expect(b.rounds[1]!.matches.map((m) => m.id)).toEqual([sf[1]!.id, sf[0]!.id]);
    expect(b.rounds[0]!.matches.map((m) => m.id)).toEqual([qf[0]!.id, qf[2]!.id, qf[1]!.id, qf[3]!.id]);
  });

  it('keeps match-number order for matches it cannot trace', () => {
    n = 0;
    const qf = [km('Quarter-final', 'a', 'b', 1, 0), km('Quarter-final', 'c', 'd', 0, 2)];
    const sf = [km('Semi-final', 'x', 'y', null, null)];
    const b = buildBracket(season, [...qf, ...sf]);
    expect(b.rounds[0]!.matches.map((m) => m.id)).toEqual([qf[0]!.id, qf[1]!.id]);
    expect(b.placement).toEqual([]);
  });
});
