/**
 * Schedules too long for one page. A season's schedule page lists every match up to SCHEDULE_LIMIT
 * (104: the largest World Cup, whose pages stay as they are). A longer season that is not a league
 * (a Champions League season: 125 to 189 matches; leagues are split by matchday on their league
 * pages) shows its stages with links and the current round instead; a stage longer than the limit
 * (the 144 matches of a league phase) is split into parts: its matchdays when every match has one,
 * else runs of whole UTC days of at most the limit. Every schedule page then stays within its budget
 * however large the season.
 */
import type { Match, Season } from '../dataset/dataset.ts';
import { isLeagueSeason } from './competitions-index.ts';
import { dateRange } from './history.ts';
import { byDay, scheduleFilters, type ScheduleFilter, type SiteIndex } from './site-index.ts';
import { slugify } from './format.ts';
import { utcDay } from './time.ts';

/** Matches a schedule page lists at most. */
export const SCHEDULE_LIMIT = 104;

export interface MatchRun {
  /** In list order (kick-off). */
  matches: Match[];
  /** First and last UTC day of its matches. */
  first: string;
  last: string;
  /** Matches completed. */
  completed: number;
}

export interface StageRun extends MatchRun {
  stage: string;
  /** URL segment of the stage's schedule page (`stage/<slug>/`). */
  slug: string;
}

export interface SchedulePart extends MatchRun {
  /** URL segment under the stage's page: `matchday-3`, or `part-2`. */
  slug: string;
  /** `Matchday 3`, or the part's dates. */
  label: string;
}

function run(matches: Match[]): MatchRun {
  const days = matches.map((m) => utcDay(m.scheduled_at)).sort();
  return { matches, first: days[0] ?? '', last: days.at(-1) ?? '', completed: matches.filter((m) => m.status === 'completed').length };
}

/** Whether a schedule page of the season splits these matches instead of listing them. */
export function isSplit(season: Pick<Season, 'kind' | 'stages'>, matches: readonly Match[], limit = SCHEDULE_LIMIT): boolean {
  return !isLeagueSeason(season) && matches.length > limit;
}

/** The season's stages that have matches, in playing order. */
export function stageRuns(season: Pick<Season, 'stages'>, matches: readonly Match[]): StageRun[] {
  return season.stages
    .map((s) => ({ stage: s.name, slug: slugify(s.name), ...run(matches.filter((m) => m.stage === s.name)) }))
    .filter((s) => s.matches.length > 0);
}

/**
 * The parts of a stage too long for a page: its matchdays when every match has one and every
 * matchday fits, else runs of whole UTC days of at most `limit` matches (a longer day is cut).
 */
export function scheduleParts(matches: readonly Match[], limit = SCHEDULE_LIMIT): SchedulePart[] {
  const byMatchday = new Map<number, Match[]>();
  for (const m of matches) {
    const n = m.matchday ?? null;
    if (n !== null) byMatchday.set(n, [...(byMatchday.get(n) ?? []), m]);
  }
  const numbered = matches.every((m) => (m.matchday ?? null) !== null) && [...byMatchday.values()].every((l) => l.length <= limit);
  if (numbered) {
    return [...byMatchday]
      .sort(([a], [b]) => a - b)
      .map(([n, list]) => ({ slug: `matchday-${n}`, label: `Matchday ${n}`, ...run(list) }));
  }
  const chunks: Match[][] = [];
  let open: Match[] = [];
  for (const day of byDay(matches)) {
    if (open.length > 0 && open.length + day.items.length > limit) {
      chunks.push(open);
      open = [];
    }
    for (let i = 0; i < day.items.length; i += limit) {
      const piece = day.items.slice(i, i + limit);
      if (open.length + piece.length > limit) {
        chunks.push(open);
        open = [];
      }
      open.push(...piece);
    }
  }
  if (open.length > 0) chunks.push(open);
  return chunks.map((list, i) => {
    const r = run(list);
    return { slug: `part-${i + 1}`, label: dateRange(r.first, r.last), ...r };
  });
}

/**
 * The match a schedule opens on: the first one still to play after the last result (a finished
 * list: its last match; none played yet: its first). Null without matches.
 */
export function currentMatch(matches: readonly Match[]): Match | null {
  const lastPlayed = matches.findLastIndex((m) => m.status === 'completed');
  if (lastPlayed === -1) return matches[0] ?? null;
  return matches.slice(lastPlayed).find((m) => m.status !== 'completed') ?? matches[lastPlayed]!;
}

/** The part a split list opens on: the one holding its current match. */
export function currentPart(parts: readonly SchedulePart[]): SchedulePart | null {
  const all = parts.flatMap((p) => p.matches).sort((a, b) => (a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : 0));
  const m = currentMatch(all);
  return parts.find((p) => p.matches.includes(m!)) ?? null;
}

export interface CurrentRound {
  stage: StageRun;
  /** The stage's part, when the stage itself is split; null when the whole stage is listed. */
  part: SchedulePart | null;
  matches: Match[];
}

/** What a split season page lists: the stage of the current match, or its current part when the stage is split too. */
export function currentRound(season: Pick<Season, 'stages'>, matches: readonly Match[], limit = SCHEDULE_LIMIT): CurrentRound | null {
  const m = currentMatch(matches);
  const stage = m && stageRuns(season, matches).find((s) => s.stage === m.stage);
  if (!stage) return null;
  if (stage.matches.length <= limit) return { stage, part: null, matches: stage.matches };
  const part = scheduleParts(stage.matches, limit).find((p) => p.matches.includes(m!))!;
  return { stage, part, matches: part.matches };
}

export interface StagePart {
  stage: StageRun;
  part: SchedulePart;
  /** Every part of the stage, in order. */
  parts: SchedulePart[];
}

/** The part pages of a season: every part of each stage longer than the limit (none for a league season). */
export function stageParts(season: Pick<Season, 'kind' | 'stages'>, matches: readonly Match[], limit = SCHEDULE_LIMIT): StagePart[] {
  if (isLeagueSeason(season)) return [];
  return stageRuns(season, matches)
    .filter((s) => s.matches.length > limit)
    .flatMap((stage) => {
      const parts = scheduleParts(stage.matches, limit);
      return parts.map((part) => ({ stage, part, parts }));
    });
}

/** Static paths of a season's part pages: each part with its stage's schedule filter. */
export function stagePartPaths(idx: SiteIndex, season: Season): { filter: ScheduleFilter; part: StagePart }[] {
  const filters = scheduleFilters(idx, season);
  return stageParts(season, idx.seasonMatches.get(season.id) ?? []).map((part) => ({
    filter: filters.find((f) => f.kind === 'stage' && f.value === part.stage.stage)!,
    part,
  }));
}
