/**
 * What the import could not do or had to decide: collected while converting, printed in the
 * summary and optionally written as JSON (`--report`).
 */

/** `warning`: something is missing or the sources disagree. `note`: a decision worth checking. */
export type Severity = 'warning' | 'note';

export type ReportKind =
  | 'unmatched_name'
  | 'ambiguous_name'
  | 'fuzzy_name'
  | 'unmatched_team'
  | 'unmatched_match'
  | 'source_conflict'
  | 'lineup_skipped'
  | 'lineup_incomplete'
  | 'event_skipped'
  | 'shootout_skipped'
  | 'card_ambiguous'
  | 'minute_normalised'
  /** A completed match whose goals are not all in events.csv (`events_recorded` false); once per match. */
  | 'events_incomplete'
  /** A round whose matches do not fit the stage it is imported as (e.g. a round-robin imported as a knockout). */
  | 'stage_format'
  | 'missing_data'
  | 'source_unreadable';

/**
 * What two sources disagree on, on a `source_conflict` item: the match's `date`, kick-off `time`,
 * `venue`, which team is at `home`, its `score` (full time, extra time or shoot-out); a `goal`
 * (scorer, minute, kind), a player's `name`; `other` for the rest. Counted per tournament in the
 * import figures (`conflicts`) and in docs/imported-tournaments.md.
 */
export type ConflictField = 'date' | 'time' | 'venue' | 'home' | 'score' | 'goal' | 'name' | 'other';

export interface ReportItem {
  severity: Severity;
  kind: ReportKind;
  message: string;
  /** On `source_conflict` items: what the sources disagree on (absent: `other`). */
  conflict?: ConflictField;
  /** Match number in the output, when the item concerns one match. */
  match?: number;
  /** Source file and line, when known. */
  source?: string;
}

export interface ImportReport {
  items: ReportItem[];
}

export function createReport(): ImportReport {
  return { items: [] };
}

export function warn(report: ImportReport, kind: ReportKind, message: string, extra: Omit<ReportItem, 'severity' | 'kind' | 'message'> = {}): void {
  report.items.push({ severity: 'warning', kind, message, ...extra });
}

export function note(report: ImportReport, kind: ReportKind, message: string, extra: Omit<ReportItem, 'severity' | 'kind' | 'message'> = {}): void {
  report.items.push({ severity: 'note', kind, message, ...extra });
}

/** Items sorted for display: warnings first, then by match number, keeping insertion order otherwise. */
export function sortedItems(report: ImportReport): ReportItem[] {
  return report.items
    .map((item, i) => ({ item, i }))
    .sort((a, b) =>
      (a.item.severity === b.item.severity ? 0 : a.item.severity === 'warning' ? -1 : 1) ||
      (a.item.match ?? 0) - (b.item.match ?? 0) ||
      a.i - b.i,
    )
    .map((x) => x.item);
}
