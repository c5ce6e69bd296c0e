/**
 * A table "after matchday N" or "on date D" (decisions.md: standings `matchday` and `date`): the
 * matches that count are those of rounds 1..N, or those that kicked off by the end of UTC day D.
 * Pure: the cut-off is passed in; matches left out count as not played yet.
 */

export interface CutOff {
  /** Count the matches of this matchday and earlier ones (matches without a matchday are left out). */
  matchday?: number;
  /** `YYYY-MM-DD`: count the matches that kicked off on this UTC day or before. */
  date?: string;
}

export interface CutOffMatch {
  status: 'scheduled' | 'in_play' | 'completed';
  scheduled_at: string;
  matchday?: number | null;
}

/** Whether a match counts at the cut-off (both conditions when both are given). */
export function withinCutOff(m: CutOffMatch, cut: CutOff): boolean {
  if (cut.matchday !== undefined && (m.matchday === null || m.matchday === undefined || m.matchday > cut.matchday)) return false;
  if (cut.date !== undefined && m.scheduled_at.slice(0, 10) > cut.date) return false;
  return true;
}

/**
 * The matches as they stood at the cut-off: a match beyond it is turned back into a fixture
 * (`scheduled`, scores 0), so tables, form and `complete` read it as not played.
 */
export function atCutOff<M extends CutOffMatch & { home_score: number; away_score: number }>(matches: readonly M[], cut: CutOff): M[] {
  if (cut.matchday === undefined && cut.date === undefined) return [...matches];
  return matches.map((m) => (withinCutOff(m, cut) ? m : { ...m, status: 'scheduled', home_score: 0, away_score: 0 }));
}

/**
 * The day a table at the cut-off stands on: the cut-off date when given; after a matchday, the
 * day of the latest kick-off among the matches that count and were played (null when none was).
 */
export function cutOffDay(matches: readonly CutOffMatch[], cut: CutOff): string | null {
  if (cut.date !== undefined) return cut.date;
  let day: string | null = null;
  for (const m of matches) {
    if (m.status === 'scheduled' || !withinCutOff(m, cut)) continue;
    const d = m.scheduled_at.slice(0, 10);
    if (day === null || d > day) day = d;
  }
  return day;
}

/**
 * The points adjustments in force at the cut-off (content `rules.adjustments`, `from_date`): one
 * without `from_date` always counts; one with it counts from that day on (the cut-off's day, see
 * cutOffDay). Without a cut-off (the current table) every adjustment counts.
 */
export function adjustmentsAt<A extends { from_date?: string }>(adjustments: readonly A[], matches: readonly CutOffMatch[], cut: CutOff): A[] {
  if (cut.matchday === undefined && cut.date === undefined) return [...adjustments];
  const day = cutOffDay(matches, cut);
  return adjustments.filter((a) => a.from_date === undefined || (day !== null && a.from_date <= day));
}
