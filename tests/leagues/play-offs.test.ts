/**
 * The Championship's promotion play-offs (en.2, <real data>/football.json): two-legged semi-finals
 * without away goals, a one-match final at Wembley; the league's leader stays the champion.
 * Expected: EFL / Wikipedia "2023–24 EFL Championship play-offs": West Brom 0-0 Southampton,
 * Southampton 3-1 West Brom; Norwich 0-0 Leeds, Leeds 4-0 Norwich; final 26 May 2024, Leeds 0-1
 * Southampton. Champions: Leicester City (97 points). 2021-22 and 2022-23 (rounds unnamed in the
 * source, named from the bracket): finals Huddersfield 0-1 Nottingham Forest (29 May 2022),
 * Coventry 1-1 Luton, Luton 6-5 on penalties (27 May 2023).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../helpers/api-harness.ts';
import { importWithApi, removeImport } from './helpers.ts';

const V1 = '/api/public/v1';
let dir = '';
let h: Harness;
let failed: string[] = [];

beforeAll(async () => {
  ({ dir, failed, h } = await importWithApi({ competitions: ['en.2'], seasons: ['2021-22', '2022-23', '2023-24'] }));
}, 180_000);
afterAll(() => removeImport(dir));

const slots = async (season: string) => {
  const rounds = (await h.get(`${V1}/competitions/season_en-2-${season}/bracket`)).json.data.rounds;
  return rounds.map((r: any) => `${r.stage.name}: ${r.matches.map((s: any) => `${s.home.team.name} v ${s.away.team.name} ${s.aggregate ? `${s.aggregate.home}-${s.aggregate.away}` : `${s.home.score}-${s.away.score}`} ${s.winner?.name} (${s.decided_by})`).sort().join(', ')}`);
};

describe('Championship play-offs', () => {
  it('import and validate with zero problems', () => {
    expect(failed).toEqual([]);
  });

  it('2023-24: two-legged semi-finals, the final at Wembley; Leicester City champions', async () => {
    expect(await slots('2023-24')).toEqual([
      'Play-offs: Semi-finals: Norwich City FC v Leeds United FC 0-4 Leeds United FC (aggregate), West Bromwich Albion FC v Southampton FC 1-3 Southampton FC (aggregate)',
      'Play-offs: Final: Leeds United FC v Southampton FC 0-1 Southampton FC (score)',
    ]);
    expect((await h.get(`${V1}/competitions/season_en-2-2023-24`)).json.data.winner?.name).toMatch(/^Leicester City/);
  });

  it('2021-22 and 2022-23: the finals of rounds the source does not name', async () => {
    expect((await slots('2021-22')).at(-1)).toMatch(/: Final: Huddersfield Town.* v Nottingham Forest.* 0-1 Nottingham Forest.* \(score\)$/);
    expect((await slots('2022-23')).at(-1)).toMatch(/: Final: Coventry City.* v Luton Town.* 1-1 Luton Town.* \(penalties\)$/);
  });
});
