/** Rows of `competitions` and `standings`: the API's competition detail and standings, flattened. */
import { toCompetitionDetail, toStandings } from '../api/competition-resources.ts';
import type { CompetitionView } from '../dataset/competition-view.ts';
import type { Row } from './table-definition.ts';

export function competitionRow(v: CompetitionView): Row {
  const c = toCompetitionDetail(v);
  return {
    id: c.id,
    name: c.name,
    year: c.year,
    season: c.season,
    kind: c.kind,
    series_id: c.series?.id ?? null,
    series_name: c.series?.name ?? null,
    country_code: c.country_code,
    status: c.status,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    teams_count: c.teams_count,
    matches_count: c.matches_count,
    winner_team_id: c.winner?.id ?? null,
    demo: v.season.demo,
    source: v.season.source ?? null,
  };
}

export function standingRows(v: CompetitionView): Row[] {
  return toStandings(v).flatMap((t) =>
    t.rows.map((r) => ({
      stage_name: t.stage.name,
      group_name: t.group?.name ?? null,
      position: r.position,
      team_id: r.team.id,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goals_for: r.goals_for,
      goals_against: r.goals_against,
      goal_difference: r.goal_difference,
      points: r.points,
      form: r.form.length === 0 ? null : r.form.join(''),
      adjustment: r.adjustment,
      adjustment_reason: r.adjustment_reason,
      zone_id: r.zone?.id ?? null,
      zone_name: r.zone?.name ?? null,
      live: t.live,
      ranked_by: t.ranked_by,
    })),
  );
}
