/**
 * Every team of the content in bounded pages (/teams/letter/<l>/, like the players' letter pages):
 * teams by the initial of their name (accents folded; names that do not start with A–Z under
 * "other"), in name order, each letter split into numbered pages of at most `perPage` teams. The
 * teams index shows the current season's teams and links these pages, so no page grows with the
 * number of clubs (some 1,500 with every shared season imported).
 */
import type { Team } from '../dataset/dataset.ts';
import { foldText } from '../text/fold.ts';
import { teamsOf } from '../dataset/competition-view.ts';
import { letterSlug } from './player-pages.ts';
import type { SiteIndex } from './site-index.ts';
import { keyOf } from './page-keys.ts';
import { seasonTitle } from '../../schemas/content/competition.ts';

export const TEAMS_PER_PAGE = 120;

export interface TeamLetterPage {
  /** `A`…`Z`, or `#`. */
  letter: string;
  /** URL segment: `a`…`z` or `other`. */
  slug: string;
  /** 1-based page number within the letter. */
  page: number;
  pages: number;
  /** Teams of the whole letter. */
  total: number;
  teams: Team[];
}

/** `A`…`Z` from the team's name, accents folded; `#` otherwise (`1. FC Köln`). */
export function teamInitial(name: string): string {
  const first = foldText(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** `/teams/letter/<slug>/` for a letter's first page, `/teams/letter/<slug>/<n>/` for the others. */
export function teamLetterHref(letter: string, page = 1): string {
  return `/teams/letter/${letterSlug(letter)}/${page > 1 ? `${page}/` : ''}`;
}

/** Every page: letters A–Z then `#`, teams by name within a letter. */
export function teamLetterPages(teams: Iterable<Team>, perPage = TEAMS_PER_PAGE): TeamLetterPage[] {
  const byLetter = new Map<string, Team[]>();
  for (const t of teams) {
    const l = teamInitial(t.name);
    const list = byLetter.get(l);
    if (list) list.push(t);
    else byLetter.set(l, [t]);
  }
  const letters = [...byLetter.keys()].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a < b ? -1 : 1));
  return letters.flatMap((letter) => {
    const list = byLetter.get(letter)!.sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
    const pages = Math.ceil(list.length / perPage);
    return Array.from({ length: pages }, (_, i) => ({
      letter, slug: letterSlug(letter), page: i + 1, pages, total: list.length, teams: list.slice(i * perPage, (i + 1) * perPage),
    }));
  });
}

/** The current season's teams: its groups' members, the teams of its matches and of its teams.csv. */
export function currentTeamIds(idx: SiteIndex): Set<string> {
  const ids = new Set<string>([...(idx.groups.get(idx.current.id)?.values() ?? [])].flat());
  for (const m of idx.seasonMatches.get(idx.current.id) ?? []) for (const id of teamsOf(m)) ids.add(id);
  for (const id of idx.ds.seasonTeams.get(idx.current.id)?.keys() ?? []) ids.add(id);
  return ids;
}

/** The letter pages of the site: none when every team plays in the current season (the teams index lists them all). */
export function siteTeamLetterPages(idx: SiteIndex, perPage = TEAMS_PER_PAGE): TeamLetterPage[] {
  return currentTeamIds(idx).size < idx.ds.teams.size ? teamLetterPages(idx.ds.teams.values(), perPage) : [];
}

/**
 * The cache key of one letter page (page-keys.ts): the site scope (the layout), the letters and their
 * pages (the navigation), and each team it lists with what the page shows of it: its row, its newest
 * season's title and how many seasons it played. A result changes none of these.
 */
export function teamLetterPageKey(site: string, idx: SiteIndex, pages: readonly TeamLetterPage[], lp: TeamLetterPage): string {
  const seasons = (id: string) => idx.teamSeasons.get(id) ?? [];
  return keyOf([
    site,
    pages.map((p) => [p.letter, p.page, p.pages, p.total]),
    lp.teams.map((t) => [t, seasons(t.id)[0] ? seasonTitle(seasons(t.id)[0]!) : null, seasons(t.id).length]),
  ]);
}
