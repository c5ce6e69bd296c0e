/**
 * Serialisers of the rest of the service (decisions.md "The rest of the service"): competitions,
 * standings, bracket, scorers, teams and player statistics, from competition views.
 */
import type {
  CompetitionDetail, CompetitionListItem, StandingsTable,
} from '../../schemas/api/index.ts';
import { competitionKind, countryOf, seasonText, seriesOf, stageKind } from '../../schemas/content/competition.ts';
import type { Dataset, Season } from '../dataset/dataset.ts';
import type { CompetitionView } from '../dataset/competition-view.ts';
import { toStandingsRow, type PlayerCompetitionStats, type Scorer } from '../tournament/index.ts';
import { playerRef } from './resources.ts';
import { teamRef } from '../dataset/team-ref.ts';

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : null);

/** UTC day of the competition's first match, or null while none is published (the list's order key). */
export const startsOn = (v: CompetitionView): string | null => day(v.matches[0]?.scheduled_at);

/** The season-level fields of decisions.md "Competitions of every format". */
export function competitionFields(s: Season) {
  return { series: seriesOf(s), season: seasonText(s), kind: competitionKind(s), country_code: countryOf(s) };
}

export function competitionRef(s: Season) {
  return { id: s.id, name: s.name, year: s.year };
}

export function toCompetitionListItem(v: CompetitionView): CompetitionListItem {
  const teams = new Set(v.matches.flatMap((m) => [m.home_team_id, m.away_team_id]));
  for (const t of v.standings) for (const r of t.rows) teams.add(r.team.id);
  return {
    ...competitionRef(v.season),
    starts_on: startsOn(v),
    ends_on: day(v.matches.at(-1)?.scheduled_at),
    status: v.status,
    teams_count: teams.size,
    matches_count: v.matches.length,
    ...competitionFields(v.season),
  };
}

export function toCompetitionDetail(v: CompetitionView): CompetitionDetail {
  const firstGroupStage = v.season.stages.find((s) => stageKind(s) === 'group')?.name;
  return {
    ...toCompetitionListItem(v),
    stages: v.season.stages.map((s) => {
      const kind = stageKind(s);
      const tables = kind === 'group' ? v.standings.filter((t) => t.stage.name === s.name && t.group !== null) : [];
      // Group members in name order (the table order changes with results).
      const groups = tables.map((t) => ({ name: t.group!.name, teams: t.rows.map((r) => r.team).sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1)) }));
      return { name: s.name, kind, groups: s.name === firstGroupStage || groups.length > 0 ? groups : [] };
    }),
    winner: v.winner,
  };
}

export function toStandings(v: Pick<CompetitionView, 'standings'>): StandingsTable[] {
  return v.standings.map((t) => ({ stage: { name: t.stage.name }, group: t.group, live: t.live, ranked_by: t.ranked_by, rows: t.rows.map(toStandingsRow) }));
}

export function toScorer(ds: Dataset, s: Scorer) {
  return { player: playerRef(ds, s.player_id), team: teamRef(ds, s.team_id), goals: s.goals, penalties: s.penalties, matches: s.matches, minutes: s.minutes };
}

export function toPlayerCompetitionStats(ds: Dataset, season: Season, s: PlayerCompetitionStats) {
  const { competition_id: _, team_id, ...counts } = s;
  return { competition: competitionRef(season), team: teamRef(ds, team_id), ...counts };
}
