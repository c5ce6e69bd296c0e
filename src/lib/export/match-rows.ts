/**
 * Rows of `matches`, `events`, `lineups` and `stats`, made from the API's own resources
 * (resources.ts) and flattened with `_`, so values, IDs and names are what the API answers.
 */
import { toMatchDetail, toMatchEvent, toMatchLineups, toMatchListItem, toMatchStats } from '../api/resources.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';
import type { MatchSource } from '../dataset/match-source.ts';
import { STAT_FIELDS } from '../../schemas/content/index.ts';
import type { MatchDetail } from '../../schemas/api/index.ts';
import { matchWinnerId } from '../tournament/index.ts';
import type { Row } from './table-definition.ts';

/** A score of one period, `first_half: { home, away }` → `first_half_home`, `first_half_away`. */
const pair = (prefix: string, p: MatchDetail['first_half']): Row => ({ [`${prefix}_home`]: p?.home ?? null, [`${prefix}_away`]: p?.away ?? null });

export function matchRow(ds: Dataset, m: Match, source: MatchSource): Row {
  const item = toMatchListItem(ds, m);
  const d = toMatchDetail(ds, m, source);
  return {
    id: d.id,
    match_number: d.match_number,
    competition_id: item.competition.id,
    stage_name: item.stage.name,
    group_name: item.group?.name ?? null,
    scheduled_at: d.scheduled_at,
    start_time_tbd: d.start_time_tbd,
    status: d.status,
    status_detail: d.status_detail,
    home_team_id: d.home_team?.id ?? null,
    away_team_id: d.away_team?.id ?? null,
    home_slot: d.home_slot,
    away_slot: d.away_slot,
    home_score: d.home_score,
    away_score: d.away_score,
    ...pair('first_half', d.first_half),
    ...pair('second_half', d.second_half),
    ...pair('extra_time', d.extra_time),
    has_extra_time: d.has_extra_time,
    has_penalties: d.has_penalties,
    home_penalty: d.home_penalty,
    away_penalty: d.away_penalty,
    winner_team_id: d.status_detail === 'cancelled' ? null : matchWinnerId(m),
    venue_name: d.venue?.name ?? null,
    venue_city: d.venue?.city ?? null,
    attendance: m.attendance,
    home_formation: d.home_formation,
    away_formation: d.away_formation,
    coverage_events: d.coverage.events,
    coverage_lineups: d.coverage.lineups,
    coverage_stats: d.coverage.stats,
    minute: d.minute,
    period: d.period,
    updated_at: d.updated_at,
  };
}

export function eventRows(ds: Dataset, m: Match, source: MatchSource): Row[] {
  return source.events(m.id).map((row) => {
    const e = toMatchEvent(ds, row);
    return {
      match_id: m.id,
      id: e.id,
      event_type: e.type,
      detail: e.detail,
      minute: e.minute,
      extra_minute: e.extra_minute ?? null,
      team_id: e.team.id,
      player_id: e.player?.id ?? null,
      player_off_id: e.player_off?.id ?? null,
      score_home: e.score?.home ?? null,
      score_away: e.score?.away ?? null,
    };
  });
}

export function lineupRows(ds: Dataset, m: Match, source: MatchSource): Row[] {
  const l = toMatchLineups(ds, m, source.lineups(m.id));
  if (!l) return [];
  return [l.home, l.away].flatMap((side) =>
    [...side.starting.map((p) => ({ p, starting: true })), ...side.substitutes.map((p) => ({ p, starting: false }))].map(({ p, starting }) => ({
      match_id: m.id,
      team_id: side.team.id,
      player_id: p.player.id,
      starting,
      jersey_number: p.jersey_number,
      position: p.position,
      captain: p.captain,
    })),
  );
}

export function statsRows(ds: Dataset, m: Match, source: MatchSource): Row[] {
  const s = toMatchStats(ds, m, source.stats(m.id));
  if (!s) return [];
  return [s.home, s.away].map((side) => ({ match_id: m.id, team_id: side.team.id, ...Object.fromEntries(STAT_FIELDS.map((f) => [f, side[f]])) }));
}
