/**
 * The history page: every season of the content, newest first, with its winner (the competition
 * view's, as the API's competition detail), hosts (the countries of its venues), dates, figures and
 * links to its pages; and the titles per team. One row per season: the page grows by a row per
 * season, not with matches or players.
 */
import type { Season } from '../dataset/dataset.ts';
import type { CompetitionStatus } from '../dataset/competition-view.ts';
import type { TeamRef } from '../tournament/team-ref.ts';
import { seasonView } from './season-view.ts';
import { seasonBase, teamSeasonHref, type SiteIndex } from './site-index.ts';
import { venueOf } from '../dataset/dataset.ts';
import { formatDate, utcDay } from './time.ts';

export interface HistoryRow {
  season: Season;
  status: CompetitionStatus;
  /** Null until the last stage is decided. */
  winner: TeamRef | null;
  winnerHref: string | null;
  /** Names of the countries of the season's venues, by name. */
  hosts: string[];
  /** First and last match days (`YYYY-MM-DD`), null without matches. */
  first: string | null;
  last: string | null;
  teams: number;
  matches: number;
  /** Goals in the scores of the completed matches. */
  goals: number;
  links: { schedule: string; groups: string | null; bracket: string | null; scorers: string };
}

export function historyRows(idx: SiteIndex): HistoryRow[] {
  return idx.seasons.map((season) => historyRow(idx, season));
}

/** One season's row (its competition view: computed on demand, a few milliseconds a season). */
export function historyRow(idx: SiteIndex, season: Season): HistoryRow {
  const { ds } = idx;
  const view = seasonView(ds, season);
  const matches = idx.seasonMatches.get(season.id) ?? [];
  const base = seasonBase(idx, season);
  const venues = new Set(matches.map((m) => m.venue_id).filter((v): v is string => v !== null));
  const hostCodes = new Set([...venues].map((v) => venueOf(ds, { season_id: season.id, venue_id: v })?.country_code).filter((c): c is string => c !== undefined));
  const hosts = [...hostCodes].map((c) => ds.countries.get(c)?.name ?? c).sort((a, b) => a.localeCompare(b, 'en'));
  const teams = new Set(matches.flatMap((m) => [m.home_team_id, m.away_team_id]).filter((t): t is string => t !== null));
  const done = matches.filter((m) => m.status === 'completed');
  return {
    season,
    status: view.status,
    winner: view.winner,
    winnerHref: view.winner ? teamSeasonHref(idx, view.winner.id, season) : null,
    hosts,
    first: matches.length ? utcDay(matches[0]!.scheduled_at) : null,
    last: matches.length ? utcDay(matches.at(-1)!.scheduled_at) : null,
    teams: teams.size,
    matches: matches.length,
    goals: done.reduce((n, m) => n + (m.home_score ?? 0) + (m.away_score ?? 0), 0),
    links: {
      schedule: `${base}/schedule/`,
      groups: view.standings.length > 0 ? `${base}/groups/` : null,
      bracket: view.bracket.rounds.length > 0 ? `${base}/bracket/` : null,
      scorers: `${base}/scorers/`,
    },
  };
}

export interface Titles {
  team: TeamRef;
  /** Years won, newest first. */
  years: number[];
}

/** Teams by titles won in these rows (most first, then the most recent title, then name). */
export function titles(rows: readonly HistoryRow[]): Titles[] {
  const by = new Map<string, Titles>();
  for (const r of rows) {
    if (!r.winner) continue;
    const t = by.get(r.winner.id) ?? { team: r.winner, years: [] };
    t.years.push(r.season.year);
    by.set(r.winner.id, t);
  }
  return [...by.values()]
    .map((t) => ({ ...t, years: [...t.years].sort((a, b) => b - a) }))
    .sort((a, b) => b.years.length - a.years.length || b.years[0]! - a.years[0]! || a.team.name.localeCompare(b.team.name, 'en'));
}

/** `13 Jul – 30 Jul 1930`, `20 Nov 2022 – 18 Dec 2022` across years, one date for one day, `—` for none. */
export function dateRange(first: string | null, last: string | null): string {
  if (first === null || last === null) return '—';
  if (first === last) return formatDate(first);
  const from = formatDate(first);
  return `${first.slice(0, 4) === last.slice(0, 4) ? from.replace(/ \d{4}$/, '') : from} – ${formatDate(last)}`;
}
