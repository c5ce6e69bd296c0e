/**
 * The site's player search (/players/search/?q=&page=): the API's accent-insensitive substring
 * match over every player of every season, in pages of SEARCH_PER_PAGE. Query values are cleaned,
 * never rejected: control characters are dropped, the query is cut to 100 characters, and a page
 * that is not a whole number from 1 is read as page 1 (with a note for the fan).
 */
import type { PlayerRow } from '../../schemas/content/index.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { filterPlayers } from '../api/player-list.ts';
import { searchNeedle } from '../search/search-key.ts';

export const SEARCH_PER_PAGE = 50;
export const SEARCH_MAX_LENGTH = 100;

export interface PlayerSearchResult {
  q: string;
  page: number;
  pages: number;
  total: number;
  players: PlayerRow[];
  notes: string[];
}

export function searchPlayers(ds: Pick<Dataset, 'playerList' | 'playerSearch' | 'playerTeams'>, params: URLSearchParams): PlayerSearchResult {
  const notes: string[] = [];
  // eslint-disable-next-line no-control-regex
  let q = (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (q.length > SEARCH_MAX_LENGTH) {
    q = q.slice(0, SEARCH_MAX_LENGTH);
    notes.push(`The search was cut to its first ${SEARCH_MAX_LENGTH} characters.`);
  }
  const rawPage = params.get('page');
  let page = 1;
  if (rawPage !== null) {
    if (/^[1-9]\d{0,5}$/.test(rawPage)) page = Number(rawPage);
    else notes.push('The page number must be a whole number from 1; showing page 1.');
  }
  if (searchNeedle(q) === '') return { q: '', page: 1, pages: 0, total: 0, players: [], notes };
  const all = filterPlayers(ds, { search: q, page: 1, per_page: SEARCH_PER_PAGE });
  const pages = Math.max(1, Math.ceil(all.length / SEARCH_PER_PAGE));
  if (page > pages) {
    notes.push(`There ${pages === 1 ? 'is only 1 page' : `are only ${pages} pages`} of results; showing the last.`);
    page = pages;
  }
  return { q, page, pages, total: all.length, players: all.slice((page - 1) * SEARCH_PER_PAGE, page * SEARCH_PER_PAGE), notes };
}

export function searchHref(q: string, page = 1): string {
  const p = new URLSearchParams({ q });
  if (page > 1) p.set('page', String(page));
  return `/players/search/?${p}`;
}
