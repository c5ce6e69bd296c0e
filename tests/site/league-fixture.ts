/**
 * A small synthetic league for the site's league pages (no real data): "Fixture League"
 * (series_fl-1, country QLA), four teams, two seasons.
 * - 2020-21, complete, 6 matchdays: one awarded result (B 0-3 D), Delta Rovers −3 points, zones
 *   Champions (1st) and Relegation (4th).
 * - 2021-22, in progress, ranked by points per match: a postponed match (date only) and a
 *   cancelled one.
 * Written out by hand, the 2020-21 results (home first):
 *   MD1 A 2-0 B, C 1-1 D · MD2 C 0-1 A, D 1-3 B · MD3 A 0-0 D, B 2-2 C
 *   MD4 B 0-1 A, D 0-2 C · MD5 A 3-1 C, B 0-3 D (awarded) · MD6 D 2-2 A, C 0-1 B
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompetitionFile, MatchRow } from '../../src/schemas/content/index.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { mergeShared, writeSeason } from '../../src/lib/content/write-content.ts';

export const LEAGUE_TEAMS = [
  { id: 'team_fl-aurora', name: 'Aurora FC', code: 'AUR' },
  { id: 'team_fl-boreal', name: 'Boreal United', code: 'BOR' },
  { id: 'team_fl-cobalt', name: 'Cobalt Town', code: 'COB' },
  { id: 'team_fl-delta', name: 'Delta Rovers', code: 'DEL' },
] as const;
const [A, B, C, D] = LEAGUE_TEAMS.map((t) => t.id) as [string, string, string, string];

type Result = [matchday: number, day: string, home: string, away: string, homeScore: number, awayScore: number, extra?: Partial<MatchRow>];

function matches(prefix: string, results: Result[]): MatchRow[] {
  return results.map(([matchday, day, home, away, hs, as, extra], i) => ({
    id: `match_${prefix}-${String(i + 1).padStart(3, '0')}`, match_number: i + 1, stage: 'Regular season', group: null,
    home_team_id: home, away_team_id: away, home_slot: null, away_slot: null, venue_id: null,
    scheduled_at: `${day}T14:00:00.000Z`, start_time_tbd: false, status: 'completed', home_score: hs, away_score: as,
    first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
    has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null, home_formation: null, away_formation: null,
    attendance: null, events_recorded: false, matchday, status_detail: null, ...extra,
  }));
}

function competition(season: string, year: number, rules: CompetitionFile['rules']): CompetitionFile {
  return {
    id: `season_fl-1-${season}`, name: 'Fixture League', year, demo: true, series: { id: 'series_fl-1', name: 'Fixture League' }, season, kind: 'league',
    country_code: 'QLA', stages: [{ name: 'Regular season', knockout: false, kind: 'league' }], groups: [], rules,
  };
}

const base = { teams: LEAGUE_TEAMS.map((t) => ({ ...t, group: null })), venues: [], squads: [], events: [], lineups: [], stats: [] };

export const DEDUCTION = 'Deducted for fielding an ineligible player';

export function leagueSeasons(): Record<string, SeasonContent> {
  return {
    'fl-1-2020-21': {
      ...base,
      competition: competition('2020-21', 2020, {
        points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for'],
        adjustments: [{ team_id: D, points: -3, reason: DEDUCTION }],
        zones: [{ id: 'champions', name: 'Champions', positions: [1, 1] }, { id: 'relegation', name: 'Relegation', positions: [4, 4] }],
      }),
      matches: matches('fl-1-2020-21', [
        [1, '2020-08-10', A, B, 2, 0], [1, '2020-08-10', C, D, 1, 1],
        [2, '2020-08-17', C, A, 0, 1], [2, '2020-08-17', D, B, 1, 3],
        [3, '2020-08-24', A, D, 0, 0], [3, '2020-08-24', B, C, 2, 2],
        [4, '2020-08-31', B, A, 0, 1], [4, '2020-08-31', D, C, 0, 2],
        [5, '2020-09-07', A, C, 3, 1], [5, '2020-09-07', B, D, 0, 3, { status_detail: 'awarded' }],
        [6, '2020-09-14', D, A, 2, 2], [6, '2020-09-14', C, B, 0, 1],
      ]),
    },
    'fl-1-2021-22': {
      ...base,
      competition: competition('2021-22', 2021, { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for'], ranked_by: 'points_per_match' }),
      matches: matches('fl-1-2021-22', [
        [1, '2021-08-09', A, B, 2, 1], [1, '2021-08-09', C, D, 0, 0],
        [2, '2021-08-16', B, C, 1, 1],
        [2, '2021-08-16', D, A, 0, 0, { status: 'scheduled', status_detail: 'postponed', events_recorded: true, start_time_tbd: true, scheduled_at: '2021-08-16T12:00:00.000Z' }],
        [3, '2021-08-23', A, C, 0, 0, { status_detail: 'cancelled' }], [3, '2021-08-23', B, D, 2, 0],
      ]),
    },
  };
}

/** Writes the league (after `mutate`) into a new temp folder; returns the content root. */
export async function writeLeagueFixture(mutate?: (seasons: Record<string, SeasonContent>) => void): Promise<string> {
  const seasons = leagueSeasons();
  mutate?.(seasons);
  const root = join(await mkdtemp(join(tmpdir(), 'matchday-league-')), 'content');
  await mergeShared(root, { countries: [{ code: 'QLA', name: 'Qualand' }], players: [] });
  for (const [slug, s] of Object.entries(seasons)) await writeSeason(root, slug, s);
  return root;
}
