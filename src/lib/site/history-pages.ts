/**
 * The history pages, bounded whatever the number of seasons: one history per competition (series;
 * a season without one forms a competition of its own name, as on the competitions index), at
 * /history/<competition>/, in pages of at most HISTORY_PER_PAGE seasons, and /history/ listing the
 * competitions with their latest winner and record winner. Content with one competition (the World
 * Cups) keeps its whole history at /history/ (pages after the first under /history/<competition>/).
 */
import { seasonText, type CompetitionKind } from '../../schemas/content/competition.ts';
import { competitionsIndex, type IndexCompetition } from './competitions-index.ts';
import { historyRow, titles, type HistoryRow, type Titles } from './history.ts';
import type { Season } from '../dataset/dataset.ts';
import { slugify } from './format.ts';
import type { SiteIndex } from './site-index.ts';
import { titleStage } from '../dataset/competition-view.ts';
import { keyOf, pageKeys } from './page-keys.ts';

/** Seasons on a history page: some 45 fit its budget (a row is about 900 bytes). */
export const HISTORY_PER_PAGE = 40;

export interface HistoryCompetition {
  /** The competitions index's key: the series ID, or `name:<name>`. */
  key: string;
  /** URL segment: the series ID without `series_`, or the name's slug. */
  slug: string;
  name: string;
  kind: CompetitionKind;
  /** Country name, or `International`. */
  country: string;
  /** Its seasons, newest first. */
  seasons: Season[];
  /**
   * Their history rows, newest first: computed on first use (each needs its season's competition
   * view). Most pages only link the history (historyHref): computing every season's view for that
   * cost the first on-demand page of a server 4 s with 299 seasons.
   */
  readonly rows: HistoryRow[];
}

export interface HistoryPage {
  competition: HistoryCompetition;
  page: number;
  pages: number;
  rows: HistoryRow[];
}

const memo = new WeakMap<SiteIndex, HistoryCompetition[]>();

/** Every competition with its seasons' history rows, in the competitions index's order. */
export function historyCompetitions(idx: SiteIndex): HistoryCompetition[] {
  let out = memo.get(idx);
  if (!out) {
    const taken = new Set<string>();
    const slugOf = (c: IndexCompetition) => {
      const base = c.key.startsWith('series_') ? c.key.slice('series_'.length) : slugify(c.name) || 'competition';
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      return slug;
    };
    const countries = competitionsIndex(idx, (code) => idx.ds.countries.get(code)?.name ?? code);
    out = countries.flatMap((country) =>
      country.competitions.map((c) => {
        // the history's order (newest first by the latest kick-off), as the seasons list
        const ids = new Set(c.seasons.map((x) => x.season.id));
        const seasons = idx.seasons.filter((s) => ids.has(s.id));
        let rows: HistoryRow[] | undefined;
        return {
          key: c.key, slug: slugOf(c), name: c.name, kind: c.kind, country: country.name, seasons,
          get rows() {
            return (rows ??= seasons.map((s) => historyRow(idx, s)));
          },
        };
      }),
    );
    memo.set(idx, out);
  }
  return out;
}

/** Whether the content has one competition: /history/ then shows its history itself. */
export function singleCompetition(idx: SiteIndex): boolean {
  return historyCompetitions(idx).length === 1;
}

/** URL of a page of a competition's history. */
export function historyHref(idx: SiteIndex, c: Pick<HistoryCompetition, 'slug'>, page = 1): string {
  if (page === 1) return singleCompetition(idx) ? '/history/' : `/history/${c.slug}/`;
  return `/history/${c.slug}/${page}/`;
}

/** URL of the competition's history by its competitions-index key. */
export function historyHrefOf(idx: SiteIndex, key: string): string {
  const c = historyCompetitions(idx).find((x) => x.key === key);
  if (!c) throw new Error(`no competition ${key}`);
  return historyHref(idx, c);
}

/** Every page of every competition's history. */
export function historyPages(idx: SiteIndex, perPage = HISTORY_PER_PAGE): HistoryPage[] {
  return historyCompetitions(idx).flatMap((competition) => {
    const pages = Math.max(1, Math.ceil(competition.seasons.length / perPage));
    return Array.from({ length: pages }, (_, i) => ({
      competition, page: i + 1, pages,
      get rows() {
        return competition.rows.slice(i * perPage, (i + 1) * perPage);
      },
    }));
  });
}

/** The pages of /history/<competition>/…: every page but the one /history/ shows itself (one competition: its first). */
export function competitionHistoryPages(idx: SiteIndex, perPage = HISTORY_PER_PAGE): HistoryPage[] {
  const single = singleCompetition(idx);
  return historyPages(idx, perPage).filter((p) => !(single && p.page === 1));
}

export interface CompetitionSummary {
  competition: HistoryCompetition;
  /** The newest season with a winner, or null. */
  latest: HistoryRow | null;
  /** The team with the most titles (ties: the most recent title), or null without winners. */
  record: Titles | null;
  /** Oldest and newest season text (`2010-11`, `2025-26`). */
  from: string;
  to: string;
}

/** A line of /history/: the competition's span, its latest winner and its record winner. */
export function competitionSummary(c: HistoryCompetition): CompetitionSummary {
  const byYear = [...c.rows].sort((a, b) => a.season.year - b.season.year);
  return {
    competition: c,
    latest: c.rows.find((r) => r.winner !== null) ?? null,
    record: titles(c.rows)[0] ?? null,
    from: seasonText(byYear[0]!.season),
    to: seasonText(byYear.at(-1)!.season),
  };
}

/**
 * The incremental build's key of a competition's history pages (page-keys.ts): the site and every
 * one of its seasons (a row shows the season's winner, runner-up and more).
 */
export function historyPageKey(idx: SiteIndex, c: HistoryCompetition): string {
  const keys = pageKeys(idx.ds);
  return keyOf([keys.site, singleCompetition(idx), c.key, c.slug, c.seasons.map((s) => keys.season(s.id))]);
}

/**
 * Whether a season's winner can be known: every match of its title stage is completed. Before that,
 * its winner is none (a league table is not complete; a final is not played), whatever the results.
 */
function titleDecided(idx: SiteIndex, season: Season): boolean {
  const stage = titleStage(season);
  return (idx.seasonMatches.get(season.id) ?? []).every((m) => m.stage !== stage?.name || m.status === 'completed');
}

/**
 * The key of /history/: the competitions, their seasons, and each season whose winner can be known
 * (titleDecided) by its key; a season still open counts as open, so a result of a season in progress
 * does not render the page again (it shows winners and titles only). With one competition, the page
 * is that competition's history: its key.
 */
export function historyIndexKey(idx: SiteIndex): string {
  const all = historyCompetitions(idx);
  if (all.length === 1) return historyPageKey(idx, all[0]!);
  const keys = pageKeys(idx.ds);
  return keyOf([keys.site, all.map((c) => [c.key, c.slug, c.name, c.country, c.seasons.map((s) => [s.id, seasonText(s), titleDecided(idx, s) ? keys.season(s.id) : 'open'])])]);
}
