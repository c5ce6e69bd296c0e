/**
 * The competitions index (/competitions/): every season of the content, by country (international
 * competitions last), then competition (series) grouped by kind, seasons newest first. A season
 * without a series (the World Cups) forms a competition of its own name.
 */
import type { Season } from '../dataset/dataset.ts';
import { competitionKind, countryOf, seasonText, seriesOf, type CompetitionKind } from '../../schemas/content/competition.ts';
import { seasonBase, type SiteIndex } from './site-index.ts';

export interface IndexSeason {
  season: Season;
  /** `2023-24`, or the year. */
  label: string;
  href: string;
}

export interface IndexCompetition {
  /** The series ID, or `name:<name>` for seasons without a series. */
  key: string;
  name: string;
  kind: CompetitionKind;
  /** Newest first. */
  seasons: IndexSeason[];
}

export interface IndexCountry {
  /** null: international competitions. */
  code: string | null;
  name: string;
  competitions: IndexCompetition[];
}

/** Seasons the index lists of a competition (newest first); its history page has them all. */
export const INDEX_SEASONS_SHOWN = 12;

const KIND_ORDER: readonly CompetitionKind[] = ['league', 'cup', 'tournament'];

/** `League`, `Cup`, `Tournament`. */
export function kindLabel(kind: CompetitionKind): string {
  return kind === 'league' ? 'League' : kind === 'cup' ? 'Cup' : 'Tournament';
}

/** Whether the season has the league pages (/leagues/<slug>/): kind league and a league stage. */
export function isLeagueSeason(season: Pick<Season, 'kind' | 'stages'>): boolean {
  return competitionKind(season) === 'league' && season.stages.some((s) => !s.knockout && s.kind === 'league');
}

/** The page a season's entry links to: its league table, else its schedule. */
export function seasonHref(idx: SiteIndex, season: Season): string {
  return isLeagueSeason(season) ? `/leagues/${season.slug}/` : `${seasonBase(idx, season)}/schedule/`;
}

export function competitionsIndex(idx: SiteIndex, countryName: (code: string) => string): IndexCountry[] {
  const countries = new Map<string | null, Map<string, IndexCompetition>>();
  for (const season of idx.seasons) {
    const code = countryOf(season);
    const series = seriesOf(season);
    const key = series?.id ?? `name:${season.name}`;
    if (!countries.has(code)) countries.set(code, new Map());
    const comps = countries.get(code)!;
    if (!comps.has(key)) comps.set(key, { key, name: series?.name ?? season.name, kind: competitionKind(season), seasons: [] });
    comps.get(key)!.seasons.push({ season, label: seasonText(season), href: seasonHref(idx, season) });
  }
  const out: IndexCountry[] = [...countries].map(([code, comps]) => ({
    code,
    name: code === null ? 'International' : countryName(code),
    competitions: [...comps.values()]
      .map((c) => ({ ...c, seasons: [...c.seasons].sort((a, b) => b.season.year - a.season.year || (a.label < b.label ? 1 : -1)) }))
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'en')),
  }));
  return out.sort((a, b) => (a.code === null ? 1 : 0) - (b.code === null ? 1 : 0) || a.name.localeCompare(b.name, 'en'));
}

/** Whether the content has a season with league pages: the site then shows the competitions index in its navigation. */
export function hasLeagues(idx: SiteIndex): boolean {
  return idx.seasons.some(isLeagueSeason);
}

/** The league seasons of the season's series (the season alone without one), newest first. */
export function seriesSeasons(idx: SiteIndex, season: Season): Season[] {
  const id = seriesOf(season)?.id;
  return idx.seasons.filter((s) => isLeagueSeason(s) && (id === undefined ? s.id === season.id : seriesOf(s)?.id === id)).sort((a, b) => b.year - a.year);
}

/** Static paths of the league pages: one per league season. */
export function leaguePaths(idx: SiteIndex) {
  return idx.seasons.filter(isLeagueSeason).map((season) => ({ params: { season: season.slug }, props: { season } }));
}
