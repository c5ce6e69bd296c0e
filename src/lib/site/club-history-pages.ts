/**
 * A team's history kept bounded: its team page shows a window of season links and its newest few
 * seasons (club-history.ts rows), and links its history page (/teams/<id>/history/), which sums up
 * each competition it played and lists every season in pages of at most CLUB_SEASONS_PER_PAGE. A
 * club with 16 seasons in 4 competitions, or a hundred, has pages of the same bounded size.
 */
import type { Season } from '../dataset/dataset.ts';
import type { ClubSeason } from './club-history.ts';

/** Season links on a team page: all of them up to this many (every World Cup of a national team). */
export const SEASON_LINKS_ALL = 24;
/** More seasons than SEASON_LINKS_ALL: this many around the season shown, and a link to the history page. */
export const SEASON_LINKS_WINDOW = 8;
/** Seasons of the club history table on a team page (newest first). */
export const CLUB_SEASONS_SHOWN = 5;
/** Seasons on a page of the team's history. */
export const CLUB_SEASONS_PER_PAGE = 50;

/** `/teams/<id>/history/`, and `/teams/<id>/history/<n>/` after the first page. */
export function clubHistoryHref(teamId: string, page = 1): string {
  return `/teams/${teamId}/history/${page > 1 ? `${page}/` : ''}`;
}

/**
 * Whether the team has a history page: a club (a team with league seasons) with more seasons than
 * its team page's table shows, any other team with more than its team page links.
 */
export function hasHistoryPage(seasons: readonly Season[], club: boolean): boolean {
  return seasons.length > (club ? CLUB_SEASONS_SHOWN : SEASON_LINKS_ALL);
}

/**
 * The seasons a team page links as chips: every one up to `all`, else `window` consecutive seasons
 * around the one shown (its newer neighbours first; at the ends, the first or last `window`).
 */
export function seasonLinks(seasons: readonly Season[], shownId: string, all = SEASON_LINKS_ALL, window = SEASON_LINKS_WINDOW): Season[] {
  if (seasons.length <= all) return [...seasons];
  const at = Math.max(0, seasons.findIndex((s) => s.id === shownId));
  const start = Math.min(Math.max(0, at - Math.floor(window / 2)), seasons.length - window);
  return seasons.slice(start, start + window);
}

export interface ClubCompetition {
  competition: string;
  /** The club's seasons in it, newest first. */
  seasons: ClubSeason[];
  /** Its best final league position (ties: the newest), null when it has none (cups, tournaments). */
  best: ClubSeason | null;
}

/** The club's competitions, the one it played most recently first. */
export function clubCompetitions(rows: readonly ClubSeason[]): ClubCompetition[] {
  const by = new Map<string, ClubSeason[]>();
  for (const r of rows) {
    const list = by.get(r.competition);
    if (list) list.push(r);
    else by.set(r.competition, [r]);
  }
  return [...by].map(([competition, seasons]) => ({
    competition,
    seasons,
    best: seasons.filter((r) => r.position !== null && r.final && !r.void).reduce<ClubSeason | null>((b, r) => (b === null || r.position! < b.position! ? r : b), null),
  }));
}

export interface ClubHistoryPage {
  page: number;
  pages: number;
  rows: ClubSeason[];
}

/** How many pages a history of `seasons` seasons has (at least one). */
export function clubHistoryPageCount(seasons: number, perPage = CLUB_SEASONS_PER_PAGE): number {
  return Math.max(1, Math.ceil(seasons / perPage));
}

/** The pages of a team's history: its seasons newest first, at most `perPage` a page. */
export function clubHistoryPages(rows: readonly ClubSeason[], perPage = CLUB_SEASONS_PER_PAGE): ClubHistoryPage[] {
  const pages = clubHistoryPageCount(rows.length, perPage);
  return Array.from({ length: pages }, (_, i) => ({ page: i + 1, pages, rows: rows.slice(i * perPage, (i + 1) * perPage) }));
}
