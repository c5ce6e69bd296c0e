/**
 * What the teams index (/teams/) shows: the current season's teams (by group when it has groups),
 * and, when the content has teams of other seasons, the letters of the team letter pages
 * (team-letters.ts) with their counts. Its incremental-build key is this and the site's
 * (src/pages/teams/[...index].astro): a result changes none of it.
 */
import { seasonTitle } from '../../schemas/content/competition.ts';
import type { Team } from '../dataset/dataset.ts';
import type { SiteIndex } from './site-index.ts';
import { currentTeamIds, siteTeamLetterPages } from './team-letters.ts';

export interface TeamsIndex {
  /** The current season's title. */
  title: string;
  /** How many teams the current season has. */
  inSeason: number;
  groups: { name: string; teams: Team[] }[];
  /** The season's teams in no group, by name. */
  others: Team[];
  /** Letters of the letter pages and how many teams each has; none when every team is in the season. */
  letters: { letter: string; total: number }[];
  /** Every team, and the seasons, of the content. */
  teams: number;
  seasons: number;
}

export function teamsIndex(idx: SiteIndex): TeamsIndex {
  const { ds } = idx;
  const season = idx.current;
  const groups = [...(idx.groups.get(season.id) ?? [])];
  const inGroups = new Set(groups.flatMap(([, ids]) => ids));
  const inSeason = currentTeamIds(idx);
  return {
    title: seasonTitle(season),
    inSeason: inSeason.size,
    groups: groups.map(([name, ids]) => ({ name, teams: ids.map((id) => ds.teams.get(id)!) })),
    others: [...inSeason].filter((id) => !inGroups.has(id)).map((id) => ds.teams.get(id)!).sort((a, b) => a.name.localeCompare(b.name, 'en')),
    letters: siteTeamLetterPages(idx).filter((p) => p.page === 1).map((p) => ({ letter: p.letter, total: p.total })),
    teams: ds.teams.size,
    seasons: idx.seasons.length,
  };
}
