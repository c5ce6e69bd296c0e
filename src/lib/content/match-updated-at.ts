/**
 * Who sets `updated_at` (matches.csv): given a season's rows before and after a tool rewrites them,
 * a match whose rows did not change keeps its time and one that did gets `now`. The rows of a match
 * are its matches.csv row (all but `updated_at`) and its rows of events.csv, lineups.csv and
 * stats.csv, in file order, compared by value as the content model reads the cells
 * (`2026-06-11T19:00:00Z` and `2026-06-11T19:00:00.000Z` are one kick-off, `true` and an empty
 * `events_recorded` one flag). Pure: the callers read and write the files (season-stamps.ts,
 * write-content.ts, live:export, npm run diff -- --stamp, npm run validate -- --changed-since).
 */
import type { z } from 'zod';
import { eventRow, lineupRow, matchRow, teamStatsRow } from '../../schemas/content/index.ts';
import { groupBy } from '../group-by.ts';

/** One CSV row as its cells (a missing column reads as an empty cell). */
export type Cells = Record<string, string>;

/** The per-match rows of one season folder, as cells. */
export interface MatchFiles {
  matches: Cells[];
  events: Cells[];
  lineups: Cells[];
  stats: Cells[];
}

/** `now` as content writes it: UTC to the second, `2026-11-25T21:04:00Z` (milliseconds dropped). */
export function stampText(at: Date): string {
  return new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The same instant (an empty or unreadable cell is the same only as itself). */
export function sameInstant(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return !Number.isNaN(x) && x === y;
}

/**
 * A row's value: with `parse`, parsed by its schema, so equal values compare equal (the cells as
 * written when they do not parse); without, its cells as written (cheaper: equal cells are equal values).
 */
function canonical(schema: z.ZodObject, row: Cells, parse: boolean, without?: string): string {
  const input: Cells = {};
  for (const c of Object.keys(schema.shape)) input[c] = c === without ? '' : (row[c] ?? '');
  const parsed = parse ? schema.safeParse(input) : null;
  return JSON.stringify(parsed?.success ? parsed.data : input);
}

/**
 * Match id → everything of the match the API publishes from content, as one comparable string:
 * by value (`parse`, the default), or by the cells as written (`parse` false: equal strings mean an
 * unchanged match, different ones may still be equal values).
 */
export function matchFingerprints(files: MatchFiles, parse = true): Map<string, string> {
  const canonical_ = (schema: z.ZodObject, row: Cells, without?: string) => canonical(schema, row, parse, without);
  const of = (schema: z.ZodObject, rows: Cells[]) => {
    const out = new Map<string, string[]>();
    for (const [id, list] of groupBy(rows, (r) => r.match_id ?? '')) out.set(id, list.map((r) => canonical_(schema, r)));
    return out;
  };
  const events = of(eventRow, files.events);
  const lineups = of(lineupRow, files.lineups);
  const stats = of(teamStatsRow, files.stats);
  const out = new Map<string, string>();
  for (const m of files.matches) {
    const id = m.id ?? '';
    out.set(id, JSON.stringify([canonical_(matchRow, m, 'updated_at'), events.get(id) ?? [], lineups.get(id) ?? [], stats.get(id) ?? []]));
  }
  return out;
}

/**
 * The `updated_at` cell of every match of `next`, by id:
 * - a time the caller wrote (`next`'s cell, when it is not the previous one) is kept: it knows better;
 * - a match whose rows are as in `previous` keeps its previous time;
 * - a changed or new match, or one never stamped, gets `now` (stampText).
 * `previous` null: the season is new, every match without a time of its own gets `now`.
 */
export function stampMatches(previous: MatchFiles | null, next: MatchFiles, now: string): Map<string, string> {
  const out = new Map<string, string>();
  const beforeAt = new Map((previous?.matches ?? []).map((m) => [m.id ?? '', m.updated_at ?? '']));
  // compared only when some match's time depends on it: the cells as written first, by value where they differ
  const needs = previous !== null && next.matches.some((m) => beforeAt.get(m.id ?? '') && (!m.updated_at || sameInstant(m.updated_at, beforeAt.get(m.id ?? '')!)));
  const [rawBefore, rawAfter] = needs ? [matchFingerprints(previous, false), matchFingerprints(next, false)] : [new Map<string, string>(), new Map<string, string>()];
  const differ = [...rawAfter].filter(([id, fp]) => rawBefore.has(id) && rawBefore.get(id) !== fp);
  const [before, after] = differ.length > 0 ? [matchFingerprints(previous!), matchFingerprints(next)] : [rawBefore, rawAfter];
  for (const m of next.matches) {
    const id = m.id ?? '';
    const given = m.updated_at ?? '';
    const old = beforeAt.get(id) ?? '';
    const unchanged = rawBefore.has(id) && (rawBefore.get(id) === rawAfter.get(id) || before.get(id) === after.get(id));
    if (given !== '' && !sameInstant(given, old)) out.set(id, given);
    else if (unchanged && old !== '') out.set(id, old);
    else out.set(id, now);
  }
  return out;
}

/** A match whose rows differ from `previous` while its `updated_at` did not move. */
export interface UnmovedMatch {
  id: string;
  updated_at: string;
  /** What differs: `row`, `events`, `line-ups`, `statistics`. */
  changed: string[];
}

/**
 * The matches of `current` that changed since `previous` but kept their `updated_at` (what
 * `npm run validate -- --changed-since` refuses). A new match, and one whose cell is empty (its own
 * problem), are not listed.
 */
export function unmovedMatches(previous: MatchFiles, current: MatchFiles): UnmovedMatch[] {
  const parts = (files: MatchFiles) => {
    const fp = matchFingerprints(files);
    return new Map([...fp].map(([id, s]) => [id, JSON.parse(s) as [string, string[], string[], string[]]]));
  };
  const before = parts(previous);
  const after = parts(current);
  const beforeAt = new Map(previous.matches.map((m) => [m.id ?? '', m.updated_at ?? '']));
  const out: UnmovedMatch[] = [];
  for (const m of current.matches) {
    const id = m.id ?? '';
    const [b, a, at] = [before.get(id), after.get(id), m.updated_at ?? ''];
    if (!b || !a || at === '' || !sameInstant(at, beforeAt.get(id) ?? '')) continue;
    const names = ['row', 'events', 'line-ups', 'statistics'];
    const changed = names.filter((_, i) => JSON.stringify(a[i]) !== JSON.stringify(b[i]));
    if (changed.length > 0) out.push({ id, updated_at: at, changed });
  }
  return out;
}
