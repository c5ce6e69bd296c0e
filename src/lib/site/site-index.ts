/**
 * Derived views of the dataset that several pages need (per-season match lists, group members,
 * squads, a team's seasons), computed once per build and shared by every page. Tables and player
 * statistics come from the tournament domain (season-view.ts).
 */
import type { Dataset, Match, Season, Team } from '../dataset/dataset.ts';
import { slugify } from './format.ts';
import { siteSource } from './season-view.ts';
import { teamsOf as knownTeamIds } from '../dataset/competition-view.ts';
import { utcDay } from './time.ts';

export interface SquadMember {
  player_id: string;
  jersey_number: number | null;
}

export interface SiteIndex {
  ds: Dataset;
  /** Every match in list order, fixtures' slots resolved (siteSource). */
  matches: readonly Match[];
  /** Seasons, newest first (latest kick-off). */
  seasons: Season[];
  /** The season the main pages show: the one with the latest kick-off. */
  current: Season;
  demo: boolean;
  /** Source lines of the non-demo seasons. */
  sources: string[];
  seasonMatches: Map<string, Match[]>;
  teamMatches: Map<string, Match[]>;
  /** season id → group name → team ids (from the season's group matches and its teams.csv). */
  groups: Map<string, Map<string, string[]>>;
  /** season id → team id → that season's squad, ordered by shirt number then name. */
  seasonSquads: Map<string, Map<string, SquadMember[]>>;
  /** team id → the seasons it played in or had a squad in, newest first. */
  teamSeasons: Map<string, Season[]>;
}

const memo = new WeakMap<Dataset, SiteIndex>();

export function siteIndex(ds: Dataset): SiteIndex {
  let idx = memo.get(ds);
  if (!idx) {
    idx = build(ds);
    memo.set(ds, idx);
  }
  return idx;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

function build(ds: Dataset): SiteIndex {
  const matches = siteSource(ds).list();
  const seasonMatches = new Map<string, Match[]>();
  const teamMatches = new Map<string, Match[]>();
  // season id → the teams its matches name, in match order (a team's seasons, with the squads below)
  const matchTeams = new Map<string, Set<string>>();
  // one pass over every match, without an array a match (93,000 at scale)
  for (const m of matches) {
    push(seasonMatches, m.season_id, m);
    let teams = matchTeams.get(m.season_id);
    if (!teams) matchTeams.set(m.season_id, (teams = new Set()));
    if (m.home_team_id !== null) {
      push(teamMatches, m.home_team_id, m);
      teams.add(m.home_team_id);
    }
    if (m.away_team_id !== null && m.away_team_id !== m.home_team_id) {
      push(teamMatches, m.away_team_id, m);
      teams.add(m.away_team_id);
    }
  }
  const last = (id: string) => seasonMatches.get(id)?.at(-1)?.scheduled_at ?? '';
  const seasons = [...ds.seasons.values()].sort((a, b) => (last(b.id) > last(a.id) ? 1 : last(b.id) < last(a.id) ? -1 : b.year - a.year || (a.id < b.id ? -1 : 1)));
  if (seasons.length === 0) throw new Error('the content has no season');

  const groups = new Map<string, Map<string, string[]>>();
  for (const s of seasons) {
    const g = new Map<string, Set<string>>(s.groups.map((name) => [name, new Set()]));
    for (const m of seasonMatches.get(s.id) ?? []) {
      if (m.group === null) continue;
      if (!g.has(m.group)) g.set(m.group, new Set());
      for (const id of knownTeamIds(m)) g.get(m.group)!.add(id);
    }
    // the season's own teams.csv (not another season's): members whose matches are not published yet
    for (const t of ds.seasonTeams.get(s.id)?.values() ?? []) if (t.group !== null) g.get(t.group)?.add(t.id);
    const out = new Map<string, string[]>();
    for (const [name, ids] of g) {
      if (ids.size === 0) continue;
      const list = [...ids].sort((a, b) => ds.teams.get(a)!.name.localeCompare(ds.teams.get(b)!.name, 'en'));
      out.set(name, list);
    }
    groups.set(s.id, out);
  }

  const seasonSquads = new Map<string, Map<string, SquadMember[]>>();
  const inSeason = new Map<string, Set<string>>(seasons.map((s) => [s.id, new Set()]));
  for (const [teamId, rows] of ds.squads) {
    for (const r of rows) {
      if (!seasonSquads.has(r.season_id)) seasonSquads.set(r.season_id, new Map());
      const bySeason = seasonSquads.get(r.season_id)!;
      if (!bySeason.has(teamId)) bySeason.set(teamId, []);
      bySeason.get(teamId)!.push({ player_id: r.player_id, jersey_number: r.jersey_number });
      inSeason.get(r.season_id)!.add(teamId);
    }
  }
  for (const bySeason of seasonSquads.values()) {
    for (const list of bySeason.values()) {
      list.sort((a, b) => (a.jersey_number ?? 999) - (b.jersey_number ?? 999) || ds.players.get(a.player_id)!.last_name.localeCompare(ds.players.get(b.player_id)!.last_name, 'en'));
    }
  }
  for (const [seasonId, teams] of matchTeams) for (const id of teams) inSeason.get(seasonId)!.add(id);
  const teamSeasons = new Map<string, Season[]>();
  for (const s of seasons) for (const teamId of inSeason.get(s.id)!) push(teamSeasons, teamId, s);

  const demo = seasons.some((s) => s.demo);
  const sources = [...new Set(seasons.filter((s) => !s.demo && s.source).map((s) => sourceLine(s.source!)))];
  return { ds, matches, seasons, current: seasons[0]!, demo, sources, seasonMatches, teamMatches, groups, seasonSquads, teamSeasons };
}

/** The player's shirt number in the team's newest season that lists them, or null. */
export function squadNumber(idx: SiteIndex, teamId: string, playerId: string): number | null {
  for (const s of idx.teamSeasons.get(teamId) ?? []) {
    const member = idx.seasonSquads.get(s.id)?.get(teamId)?.find((x) => x.player_id === playerId);
    if (member) return member.jersey_number;
  }
  return null;
}

/** URL of a team's page for a season: its newest season at /teams/<id>/, older ones under /seasons/<slug>/. */
export function teamSeasonHref(idx: SiteIndex, teamId: string, season: Season): string {
  const newest = idx.teamSeasons.get(teamId)?.[0];
  return newest === undefined || newest.id === season.id ? `/teams/${teamId}/` : `/seasons/${season.slug}/teams/${teamId}/`;
}

export function teamsOf(ds: Dataset, ids: readonly string[]): Team[] {
  return ids.map((id) => ds.teams.get(id)!);
}

export interface Day<T> {
  day: string;
  items: T[];
}

/** Groups matches (already in kick-off order) by UTC day. */
export function byDay(matches: readonly Match[]): Day<Match>[] {
  const out: Day<Match>[] = [];
  for (const m of matches) {
    const d = utcDay(m.scheduled_at);
    const last = out[out.length - 1];
    if (last?.day === d) last.items.push(m);
    else out.push({ day: d, items: [m] });
  }
  return out;
}

export interface HomeSections {
  live: Match[];
  today: Match[];
  next: Match[];
  latest: Match[];
}

/** Home page sections at instant `now` (the build time): today = the UTC day of `now`. */
export function homeSections(matches: readonly Match[], now: Date, size = 6): HomeSections {
  const today = now.toISOString().slice(0, 10);
  const live = matches.filter((m) => m.status === 'in_play');
  const todays = matches.filter((m) => utcDay(m.scheduled_at) === today);
  const next = matches.filter((m) => m.status === 'scheduled' && utcDay(m.scheduled_at) !== today).slice(0, size);
  const latest = matches.filter((m) => m.status === 'completed' && utcDay(m.scheduled_at) !== today).slice(-size).reverse();
  return { live, today: todays, next, latest };
}

export type ScheduleFilter =
  | { kind: 'all'; path: undefined; label: string }
  | { kind: 'stage' | 'group' | 'team'; path: string; value: string; label: string };

/** Every filter page of a season's schedule: all, each stage, each group, each team. */
export function scheduleFilters(idx: SiteIndex, season: Season): ScheduleFilter[] {
  const matches = idx.seasonMatches.get(season.id) ?? [];
  const stages = season.stages.map((s) => s.name).filter((n) => matches.some((m) => m.stage === n));
  const groups = [...(idx.groups.get(season.id)?.keys() ?? [])];
  const teamIds = [...new Set(matches.flatMap(knownTeamIds))].sort((a, b) =>
    idx.ds.teams.get(a)!.name.localeCompare(idx.ds.teams.get(b)!.name, 'en'),
  );
  return [
    { kind: 'all', path: undefined, label: 'All matches' },
    ...stages.map((s) => ({ kind: 'stage' as const, path: `stage/${slugify(s)}`, value: s, label: s })),
    ...groups.map((g) => ({ kind: 'group' as const, path: `group/${slugify(g)}`, value: g, label: g })),
    ...teamIds.map((t) => ({ kind: 'team' as const, path: `team/${t}`, value: t, label: idx.ds.teams.get(t)!.name })),
  ];
}

export function applyFilter(matches: readonly Match[], f: ScheduleFilter): Match[] {
  switch (f.kind) {
    case 'all':
      return [...matches];
    case 'stage':
      return matches.filter((m) => m.stage === f.value);
    case 'group':
      return matches.filter((m) => m.group === f.value);
    case 'team':
      return matches.filter((m) => m.home_team_id === f.value || m.away_team_id === f.value);
  }
}

/** URL prefix of a season's pages: '' for the current season, `/seasons/<slug>` for the others. */
export function seasonBase(idx: SiteIndex, season: Season): string {
  return season.id === idx.current.id ? '' : `/seasons/${season.slug}`;
}

/** Static paths of the per-season pages: every season except the current one (served at the top level). */
/**
 * A season's source as the footer of every page names it: without the file within the repository
 * (`openfootball/football.json 2019-20/en.1.json, CC0` → `openfootball/football.json, CC0`), so
 * 300 seasons of one repository make one line, not 300 (competition.json keeps the full source).
 */
export function sourceLine(source: string): string {
  return source.replace(/^(\S+) \S+\.(?:json|txt|csv)(?=,|$)/, '$1');
}

export function otherSeasonPaths(idx: SiteIndex) {
  return idx.seasons.filter((s) => s.id !== idx.current.id).map((season) => ({ params: { season: season.slug }, props: { season } }));
}
