/**
 * The pages of one season, in one table: which pages the build prerenders and which the server
 * renders on demand (docs/adr/0002-incremental-build.md, "History on demand"). A history season's
 * pages (match-page-scope.ts: every match completed, not the season the main pages show) never change
 * after the season, and with every shared competition they are most of the site (about 27,000 of
 * 49,000 built pages besides the match pages): the build leaves them out, and the product server
 * renders one the first time it is asked for, from the same page components, at the same address
 * (src/pages/on-demand/[...page].astro, kept by src/server/http/rendered-pages.ts). Every other
 * season's pages are prerendered as before. One table serves the routes' getStaticPaths, the server's
 * lookup of an address and the sitemaps, so the three cannot disagree.
 */
import type { Dataset, Match, Season, Team } from '../dataset/dataset.ts';
import { teamsOf } from '../dataset/competition-view.ts';
import { leaguePaths } from './competitions-index.ts';
import { historySeasons } from './match-page-scope.ts';
import { seasonMatchdays } from './matchdays.ts';
import { pageKeys } from './page-keys.ts';
import { stagePartPaths, type StagePart } from './schedule-parts.ts';
import { applyFilter, scheduleFilters, siteIndex, type ScheduleFilter, type SiteIndex } from './site-index.ts';

/** The props each kind of season page gets (what its route's getStaticPaths passed before). */
export interface SeasonPageProps {
  groups: { season: Season };
  bracket: { season: Season };
  scorers: { season: Season };
  schedule: { season: Season; filter: ScheduleFilter };
  'schedule-part': { season: Season; filter: ScheduleFilter; part: StagePart };
  team: { season: Season; team: Team };
  league: { season: Season };
  'league-matchday': { season: Season; matchday: number | null; matches: Match[]; first: string | null; last: string | null };
  'league-team': { season: Season; team: Team };
}

export type SeasonPageKind = keyof SeasonPageProps;

export interface SeasonPage<K extends SeasonPageKind = SeasonPageKind> {
  kind: K;
  season: Season;
  /** The page's address, with its trailing slash. */
  path: string;
  /** The route's parameters (getStaticPaths `params`). */
  params: Record<string, string | undefined>;
  props: SeasonPageProps[K];
  /** Its incremental-build cache key (page-keys.ts): the season's, the team's for a team page, its matches' for a matchday or a team's schedule. */
  cacheKey: () => string;
}

/** The pages of one kind of `seasons` (undefined: every season that has such pages), in the site's order. */
type Enumerate<K extends SeasonPageKind> = (idx: SiteIndex, seasons?: readonly Season[]) => SeasonPage<K>[];

/** The seasons with pages under /seasons/<slug>/: all but the one the main pages show (its pages are /groups/, /schedule/…). */
const others = (idx: SiteIndex, seasons?: readonly Season[]) => (seasons ?? idx.seasons).filter((s) => s.id !== idx.current.id);

/** The league seasons of `seasons` (every league season has /leagues/<slug>/, the current one too). */
const leagues = (idx: SiteIndex, seasons?: readonly Season[]) => {
  const wanted = seasons && new Set(seasons.map((s) => s.id));
  return leaguePaths(idx).filter((p) => !wanted || wanted.has(p.props.season.id));
};

function seasonOnly<K extends 'groups' | 'bracket' | 'scorers'>(kind: K): Enumerate<K> {
  return (idx, seasons) => others(idx, seasons).map((season) => ({
    kind, season, path: `/seasons/${season.slug}/${kind}/`, params: { season: season.slug }, props: { season } as SeasonPageProps[K], cacheKey: () => pageKeys(idx.ds).season(season.id),
  }));
}

const KINDS: { [K in SeasonPageKind]: Enumerate<K> } = {
  groups: seasonOnly('groups'),
  bracket: seasonOnly('bracket'),
  scorers: seasonOnly('scorers'),
  schedule: (idx, seasons) => others(idx, seasons).flatMap((season) => {
    const filters = scheduleFilters(idx, season);
    return filters.map((filter) => ({
      kind: 'schedule' as const, season, path: `/seasons/${season.slug}/schedule/${filter.path === undefined ? '' : `${filter.path}/`}`,
      params: { season: season.slug, filter: filter.path }, props: { season, filter },
      // a team's schedule shows its matches and the season's filters (SchedulePage.astro); the others the whole season
      cacheKey: () => (filter.kind === 'team' ? pageKeys(idx.ds).seasonMatches(season.id, applyFilter(idx.seasonMatches.get(season.id) ?? [], filter), filters.map((f) => [f.kind, f.path, f.label])) : pageKeys(idx.ds).season(season.id)),
    }));
  }),
  'schedule-part': (idx, seasons) => others(idx, seasons).flatMap((season) => stagePartPaths(idx, season).map((p) => ({
    kind: 'schedule-part' as const, season, path: `/seasons/${season.slug}/schedule/stage/${p.part.stage.slug}/${p.part.part.slug}/`,
    params: { season: season.slug, stage: p.part.stage.slug, part: p.part.part.slug }, props: { ...p, season }, cacheKey: () => pageKeys(idx.ds).season(season.id),
  }))),
  // a team's older seasons (its newest is /teams/<id>/, always built)
  team: (idx, seasons) => {
    const wanted = seasons && new Set(seasons.map((s) => s.id));
    return [...idx.teamSeasons].flatMap(([id, played]) => played.slice(1).filter((s) => !wanted || wanted.has(s.id)).map((season) => ({
    kind: 'team' as const, season, path: `/seasons/${season.slug}/teams/${id}/`, params: { season: season.slug, id }, props: { season, team: idx.ds.teams.get(id)! },
    // TeamPage.astro shows an older season and the links to the team's seasons, nothing that spans them
    cacheKey: () => pageKeys(idx.ds).olderTeamSeason(season.id, id),
    })));
  },
  league: (idx, seasons) => leagues(idx, seasons).map(({ params, props: { season } }) => ({
    kind: 'league' as const, season, path: `/leagues/${season.slug}/`, params, props: { season }, cacheKey: () => pageKeys(idx.ds).season(season.id),
  })),
  'league-matchday': (idx, seasons) => leagues(idx, seasons).flatMap(({ params, props: { season } }) => {
    const md = seasonMatchdays(idx.seasonMatches.get(season.id) ?? []);
    const days = md.matchdays.map((d) => ({ slug: String(d.matchday), props: { season, matchday: d.matchday as number | null, matches: d.matches, first: d.first as string | null, last: d.last as string | null } }));
    if (md.unnumbered.length > 0) days.push({ slug: 'other', props: { season, matchday: null, matches: md.unnumbered, first: null, last: null } });
    return days.map(({ slug, props }) => ({
      kind: 'league-matchday' as const, season, path: `/leagues/${season.slug}/matchdays/${slug}/`, params: { ...params, matchday: slug }, props,
      // the matchday's matches, and the season's matchdays it links (LeagueMatchdayPage.astro)
      cacheKey: () => pageKeys(idx.ds).seasonMatches(season.id, props.matches, [md.matchdays.map((d) => d.matchday), md.unnumbered.length > 0, props.matchday, props.first, props.last]),
    }));
  }),
  'league-team': (idx, seasons) => leagues(idx, seasons).flatMap(({ params, props: { season } }) => {
    const ids = new Set((idx.seasonMatches.get(season.id) ?? []).flatMap(teamsOf));
    return [...ids].map((id) => ({
      kind: 'league-team' as const, season, path: `/leagues/${season.slug}/teams/${id}/`, params: { ...params, id }, props: { season, team: idx.ds.teams.get(id)! },
      // LeagueTeamPage.astro shows this season of the team only (its table row, positions, matches)
      cacheKey: () => pageKeys(idx.ds).seasonTeam(season.id, id),
    }));
  }),
};

export const SEASON_PAGE_KINDS = Object.keys(KINDS) as SeasonPageKind[];

/** Every page of `kind` of `seasons` (default: every season), in the route's order. */
export function seasonPages<K extends SeasonPageKind>(idx: SiteIndex, kind: K, seasons?: readonly Season[]): SeasonPage<K>[] {
  return (KINDS[kind] as Enumerate<K>)(idx, seasons);
}

/** A route's getStaticPaths: the pages of `kind` the build prerenders (not those of history seasons). */
export function prerenderedSeasonPaths<K extends SeasonPageKind>(idx: SiteIndex, kind: K) {
  const history = historySeasons(idx);
  return seasonPages(idx, kind)
    .filter((p) => !history.has(p.season.id))
    .map((p) => ({ params: p.params, props: p.props, cacheKey: p.cacheKey() }));
}

/** The pages of `seasons`, every kind, by address. */
function pagesByPath(idx: SiteIndex, seasons: readonly Season[]): Map<string, SeasonPage> {
  const pages = new Map<string, SeasonPage>();
  for (const kind of SEASON_PAGE_KINDS) for (const p of seasonPages(idx, kind, seasons)) pages.set(p.path, p);
  return pages;
}

const slugMemo = new WeakMap<SiteIndex, Map<string, Season>>();

/** The history seasons by slug (once per index: a lookup of an unknown address costs no more than a map read). */
function historyBySlug(idx: SiteIndex): Map<string, Season> {
  let out = slugMemo.get(idx);
  if (!out) {
    const history = historySeasons(idx);
    out = new Map(idx.seasons.filter((s) => history.has(s.id)).map((s) => [s.slug, s]));
    slugMemo.set(idx, out);
  }
  return out;
}

/** The addresses of the season pages the server renders on demand (for the sitemaps). */
export function onDemandSeasonPaths(ds: Dataset): string[] {
  const idx = siteIndex(ds);
  return [...pagesByPath(idx, [...historyBySlug(idx).values()]).keys()];
}

/** The history seasons (their pages are rendered on demand), in the site's order. */
export const historySeasonList = (idx: SiteIndex): Season[] => [...historyBySlug(idx).values()];

/** The addresses of one history season's pages. */
export const onDemandPathsOf = (idx: SiteIndex, season: Season): string[] => [...pagesByPath(idx, [season]).keys()];

/** One history season's pages by address, made on its first request (a lookup costs one season's pages, not the history's). */
const bySeason = new WeakMap<Dataset, Map<string, Map<string, SeasonPage>>>();
const ADDRESS = /^\/(?:seasons|leagues)\/([^/]+)\//;

/** The history season page at `path` (a canonical site path, with or without its trailing slash); null for any other. */
export function onDemandSeasonPage(ds: Dataset, path: string): SeasonPage | null {
  const canonical = path.endsWith('/') ? path : `${path}/`;
  const slug = ADDRESS.exec(canonical)?.[1];
  if (slug === undefined) return null;
  let seasons = bySeason.get(ds);
  if (!seasons) bySeason.set(ds, (seasons = new Map()));
  let pages = seasons.get(slug);
  if (!pages) {
    const idx = siteIndex(ds);
    const season = historyBySlug(idx).get(slug);
    pages = season ? pagesByPath(idx, [season]) : new Map();
    // only real history seasons are kept: an unknown slug costs a lookup, never memory
    if (season) seasons.set(slug, pages);
  }
  return pages.get(canonical) ?? null;
}
