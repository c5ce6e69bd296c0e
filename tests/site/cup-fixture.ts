/**
 * A small synthetic cup for the bracket page (no real data): "Qualand Cup" 2020-21 (series_qc,
 * country QLA), the four clubs of tests/site/league-fixture.ts, away-goals rule on.
 * Written out by hand (home first):
 * - Semi-final tie SF-1: Aurora FC 1–2 Boreal United, Boreal United 0–1 Aurora FC: 2–2 on aggregate,
 *   Boreal scored 2 away, Aurora 1 → Boreal United through on away goals.
 * - Semi-final tie SF-2: Cobalt Town 1–0 Delta Rovers, Delta Rovers 1–0 Cobalt Town after extra time
 *   (no goal in it), Delta Rovers 4–3 on penalties.
 * - Final (one match): Boreal United 2–0 Delta Rovers.
 */
import type { MatchRow } from '../../src/schemas/content/index.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { LEAGUE_TEAMS } from './league-fixture.ts';

export const CUP_SLUG = 'qc-2020-21';
const [A, B, C, D] = LEAGUE_TEAMS.map((t) => t.id) as [string, string, string, string];

function match(n: number, stage: string, day: string, home: string, away: string, hs: number, as: number, extra: Partial<MatchRow> = {}): MatchRow {
  return {
    id: `match_qc-2020-21-${n}`, match_number: n, stage, group: null, home_team_id: home, away_team_id: away, home_slot: null, away_slot: null, venue_id: null,
    scheduled_at: `${day}T19:00:00.000Z`, start_time_tbd: false, status: 'completed', home_score: hs, away_score: as,
    first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
    has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null, home_formation: null, away_formation: null,
    attendance: null, events_recorded: false, status_detail: null, ...extra,
  };
}

export function cupSeason(): SeasonContent {
  return {
    competition: {
      id: 'season_qc-2020-21', name: 'Qualand Cup', year: 2020, demo: true, series: { id: 'series_qc', name: 'Qualand Cup' }, season: '2020-21', kind: 'cup',
      country_code: 'QLA', stages: [{ name: 'Semi-final', knockout: true }, { name: 'Final', knockout: true }], groups: [],
      rules: { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for'], away_goals: true, away_goals_in_extra_time: true },
    },
    teams: LEAGUE_TEAMS.map((t) => ({ ...t, group: null })), venues: [], squads: [], events: [], lineups: [], stats: [],
    matches: [
      match(1, 'Semi-final', '2021-02-16', A, B, 1, 2, { tie: 'SF-1', leg: 1 }),
      match(2, 'Semi-final', '2021-02-17', C, D, 1, 0, { tie: 'SF-2', leg: 1 }),
      match(3, 'Semi-final', '2021-03-09', B, A, 0, 1, { tie: 'SF-1', leg: 2 }),
      match(4, 'Semi-final', '2021-03-10', D, C, 1, 0, {
        tie: 'SF-2', leg: 2, has_extra_time: true, extra_time_home: 0, extra_time_away: 0, has_penalties: true, home_penalty: 4, away_penalty: 3,
      }),
      match(5, 'Final', '2021-05-15', B, D, 2, 0),
    ],
  };
}
