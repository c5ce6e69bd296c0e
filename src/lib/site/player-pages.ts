/**
 * The players index in bounded pages: players grouped by the initial of their family name (accents
 * folded, so "Özil" is under O; anything that is not A–Z under "other"), each letter split into
 * numbered pages of at most `perPage` players, in the API's player order. Every page stays small
 * whatever the number of seasons and players.
 */
import type { PlayerRow } from '../../schemas/content/index.ts';
import { foldText } from '../text/fold.ts';

export const PLAYERS_PER_PAGE = 150;

export interface LetterPage {
  /** `A`…`Z`, or `#` for names that do not start with a Latin letter. */
  letter: string;
  /** URL segment: `a`…`z` or `other`. */
  slug: string;
  /** 1-based page number within the letter. */
  page: number;
  pages: number;
  /** Players of the whole letter. */
  total: number;
  players: PlayerRow[];
}

export function initialOf(p: Pick<PlayerRow, 'last_name'>): string {
  const first = foldText(p.last_name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export const letterSlug = (letter: string): string => (letter === '#' ? 'other' : letter.toLowerCase());

/** `/players/letter/<slug>/` for a letter's first page, `/players/letter/<slug>/<n>/` for the others. */
export function letterHref(letter: string, page = 1): string {
  return `/players/letter/${letterSlug(letter)}/${page > 1 ? `${page}/` : ''}`;
}

/** Every page of the index, letters in A–Z order then `#`, from a list already in player order. */
export function letterPages(players: readonly PlayerRow[], perPage = PLAYERS_PER_PAGE): LetterPage[] {
  const byLetter = new Map<string, PlayerRow[]>();
  for (const p of players) {
    const l = initialOf(p);
    const list = byLetter.get(l);
    if (list) list.push(p);
    else byLetter.set(l, [p]);
  }
  const letters = [...byLetter.keys()].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a < b ? -1 : 1));
  return letters.flatMap((letter) => {
    const list = byLetter.get(letter)!;
    const pages = Math.ceil(list.length / perPage);
    return Array.from({ length: pages }, (_, i) => ({
      letter, slug: letterSlug(letter), page: i + 1, pages, total: list.length, players: list.slice(i * perPage, (i + 1) * perPage),
    }));
  });
}
