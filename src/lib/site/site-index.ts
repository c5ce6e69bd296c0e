/**
 * Derived views of the dataset that several pages need (per-season match lists, group members,
 * player records, minutes played), computed once per build and shared by every page.
 */
import type { EventRow, LineupRow, TeamRow } from '../../schemas/content/index.ts';
import type { Dataset, Match, Season } from '../dataset/dataset.ts';
import { appearances, type Appearance } from './minutes.ts';
import { slugify } from './format.ts';
import { utcDay } from './time.ts';

export interface PlayerMatch {
  match: Match;
  team_id: string;
  jersey_number: number | null;
  captain: boolean;
  /** From the line-ups; null when the match has no line-ups for the player (events only). */
  appearance: Appearance | null;
  goals: number;
  penalty_goals: number;
  own_goals: number;
  yellow_cards: number;
  second_yellows: number;
  red_cards: number;
  /** The player's goals, cards, missed penalties and shoot-out kicks in this match, in match order. */
  events: EventRow[];
}

export interface PlayerTotals {
  matches: number;
  starts: number;
  minutes: number;
  goals: number;
  penalty_goals: number;
  own_goals: number;
  yellow_cards: number;
  red_cards: number;
}

export interface SquadMember {
  player_id: string;
  jersey_number: number | null;
}

export interface SiteIndex {
  ds: Dataset;
  /** Seasons, newest first (latest kick-off). */
  seasons: Season[];
  /** The season the main pages show: the one with the latest kick-off. */
  current: Season;
  demo: boolean;
  /** Source lines of the non-demo seasons. */
  sources: string[];
  seasonMatches: Map<string, Match[]>;
  teamMatches: Map<string, Match[]>;
  /** season id → group name → team ids (from the season's group matches and teams). */
  groups: Map<string, Map<string, string[]>>;
  /** team id → group name per season id. */
  teamGroup: Map<string, Map<string, string>>;
  /** player id → their matches, by kick-off. */
  playerMatches: Map<string, PlayerMatch[]>;
  /** match id → appearances of everyone in the line-ups (completed and live matches). */
  matchAppearances: Map<string, Map<string, Appearance>>;
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
  const seasonMatches = new Map<string, Match[]>();
  const teamMatches = new Map<string, Match[]>();
  for (const m of ds.matchList) {
    push(seasonMatches, m.season_id, m);
    push(teamMatches, m.home_team_id, m);
    push(teamMatches, m.away_team_id, m);
  }
  const last = (id: string) => seasonMatches.get(id)?.at(-1)?.scheduled_at ?? '';
  const seasons = [...ds.seasons.values()].sort((a, b) => (last(b.id) > last(a.id) ? 1 : last(b.id) < last(a.id) ? -1 : b.year - a.year || (a.id < b.id ? -1 : 1)));
  if (seasons.length === 0) throw new Error('the content has no season');

  const groups = new Map<string, Map<string, string[]>>();
  const teamGroup = new Map<string, Map<string, string>>();
  for (const s of seasons) {
    const g = new Map<string, Set<string>>(s.groups.map((name) => [name, new Set()]));
    for (const m of seasonMatches.get(s.id) ?? []) {
      if (m.group === null) continue;
      if (!g.has(m.group)) g.set(m.group, new Set());
      g.get(m.group)!.add(m.home_team_id).add(m.away_team_id);
    }
    const out = new Map<string, string[]>();
    for (const [name, ids] of g) {
      if (ids.size === 0) continue;
      const list = [...ids].sort((a, b) => ds.teams.get(a)!.name.localeCompare(ds.teams.get(b)!.name, 'en'));
      out.set(name, list);
      for (const id of list) {
        if (!teamGroup.has(id)) teamGroup.set(id, new Map());
        teamGroup.get(id)!.set(s.id, name);
      }
    }
    groups.set(s.id, out);
  }

  const lineupsOf = ds.lineups;
  const matchAppearances = new Map<string, Map<string, Appearance>>();
  const playerMatches = new Map<string, PlayerMatch[]>();
  const empty = (match: Match, team_id: string): PlayerMatch => ({
    match, team_id, jersey_number: null, captain: false, appearance: null,
    goals: 0, penalty_goals: 0, own_goals: 0, yellow_cards: 0, second_yellows: 0, red_cards: 0, events: [],
  });
  for (const m of ds.matchList) {
    if (m.status === 'scheduled') continue;
    const rows: LineupRow[] = lineupsOf.get(m.id) ?? [];
    const events: EventRow[] = ds.events.get(m.id) ?? [];
    const apps = appearances(m, rows, events);
    matchAppearances.set(m.id, apps);
    const mine = new Map<string, PlayerMatch>();
    for (const r of rows) {
      const pm = empty(m, r.team_id);
      pm.jersey_number = r.jersey_number;
      pm.captain = r.captain;
      pm.appearance = apps.get(r.player_id) ?? null;
      mine.set(r.player_id, pm);
    }
    for (const e of events) {
      if (!e.player_id || e.type === 'var' || e.type === 'substitution') continue;
      let pm = mine.get(e.player_id);
      if (!pm) {
        // Own goals are credited to the other team; the player's own team is the other side.
        const team = e.type === 'goal' && e.detail === 'own_goal' ? (e.team_id === m.home_team_id ? m.away_team_id : m.home_team_id) : e.team_id;
        pm = empty(m, team);
        mine.set(e.player_id, pm);
      }
      pm.events.push(e);
      if (e.type === 'goal') {
        if (e.detail === 'own_goal') pm.own_goals++;
        else {
          pm.goals++;
          if (e.detail === 'penalty') pm.penalty_goals++;
        }
      } else if (e.type === 'card') {
        if (e.detail === 'yellow') pm.yellow_cards++;
        else if (e.detail === 'second_yellow') pm.second_yellows++;
        else pm.red_cards++;
      }
    }
    for (const [pid, pm] of mine) push(playerMatches, pid, pm);
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
  for (const m of ds.matchList) inSeason.get(m.season_id)!.add(m.home_team_id).add(m.away_team_id);
  const teamSeasons = new Map<string, Season[]>();
  for (const s of seasons) for (const teamId of inSeason.get(s.id)!) push(teamSeasons, teamId, s);

  const demo = seasons.some((s) => s.demo);
  const sources = [...new Set(seasons.filter((s) => !s.demo && s.source).map((s) => s.source!))];
  return { ds, seasons, current: seasons[0]!, demo, sources, seasonMatches, teamMatches, groups, teamGroup, playerMatches, matchAppearances, seasonSquads, teamSeasons };
}

export function playerTotals(list: readonly PlayerMatch[]): PlayerTotals {
  const t: PlayerTotals = { matches: 0, starts: 0, minutes: 0, goals: 0, penalty_goals: 0, own_goals: 0, yellow_cards: 0, red_cards: 0 };
  for (const pm of list) {
    if (pm.appearance && pm.appearance.on !== null) {
      t.matches++;
      if (pm.appearance.started) t.starts++;
      t.minutes += pm.appearance.minutes;
    }
    t.goals += pm.goals;
    t.penalty_goals += pm.penalty_goals;
    t.own_goals += pm.own_goals;
    t.yellow_cards += pm.yellow_cards + pm.second_yellows;
    t.red_cards += pm.red_cards + pm.second_yellows;
  }
  return t;
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

export function teamsOf(ds: Dataset, ids: readonly string[]): TeamRow[] {
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
  const teamIds = [...new Set(matches.flatMap((m) => [m.home_team_id, m.away_team_id]))].sort((a, b) =>
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
export function otherSeasonPaths(idx: SiteIndex) {
  return idx.seasons.filter((s) => s.id !== idx.current.id).map((season) => ({ params: { season: season.slug }, props: { season } }));
}
