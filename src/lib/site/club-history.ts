/**
 * A club's history across seasons and competitions (its team page): every season it played,
 * newest first, with the competition, and for a league season its final position (or its position
 * so far), points, the zone it finished in and a link to its season page.
 */
import type { Season } from '../dataset/dataset.ts';
import { seasonText, seriesOf } from '../../schemas/content/competition.ts';
import { isLeagueSeason } from './competitions-index.ts';
import { leagueStandings } from './league-table.ts';
import { seasonView } from './season-view.ts';
import { teamSeasonHref, type SiteIndex } from './site-index.ts';

export interface ClubSeason {
  season: Season;
  /** The competition (series) name. */
  competition: string;
  /** `2023-24`, or the year. */
  label: string;
  /** The team's season page. */
  href: string;
  /** League seasons only (null otherwise): position in the league table, and out of how many teams. */
  position: number | null;
  teams: number | null;
  points: number | null;
  played: number | null;
  /** The zone the position is in (`Champions League`, `Relegation`), or null. */
  zone: string | null;
  /** The table is final (every match completed). */
  final: boolean;
  /** The season was declared void. */
  void: boolean;
}

/** The league season page of a team: /leagues/<slug>/teams/<id>/. */
export function leagueTeamHref(season: Pick<Season, 'slug'>, teamId: string): string {
  return `/leagues/${season.slug}/teams/${teamId}/`;
}

/** The competition a season belongs to, as the club's history names it: its series, else the season's name. */
export function competitionName(season: Season): string {
  return seriesOf(season)?.name ?? season.name;
}

/** The competitions of `seasons`, each once, in the order they first come (as clubCompetitions groups a history). */
export function competitionNames(seasons: readonly Season[]): string[] {
  return [...new Set(seasons.map(competitionName))];
}

export function clubHistory(idx: SiteIndex, teamId: string): ClubSeason[] {
  return (idx.teamSeasons.get(teamId) ?? []).map((season) => {
    const base = { season, competition: competitionName(season), label: seasonText(season), void: Boolean(season.rules.declared_void) };
    if (!isLeagueSeason(season)) {
      return { ...base, href: teamSeasonHref(idx, teamId, season), position: null, teams: null, points: null, played: null, zone: null, final: false };
    }
    const table = leagueStandings(seasonView(idx.ds, season).standings);
    const row = table?.rows.find((r) => r.team.id === teamId);
    return {
      ...base,
      href: leagueTeamHref(season, teamId),
      position: row?.position ?? null,
      teams: table?.rows.length ?? null,
      points: row?.points ?? null,
      played: row?.played ?? null,
      zone: row?.zone?.name ?? null,
      final: table?.complete ?? false,
    };
  });
}

/** Whether the team played a league season: its team page then shows its history table. */
export function playedLeagues(idx: SiteIndex, teamId: string): boolean {
  return (idx.teamSeasons.get(teamId) ?? []).some(isLeagueSeason);
}
