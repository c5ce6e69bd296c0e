/**
 * `updated_at` (matches.csv): every match records when it last changed. A file in which no match has
 * one (written before the column existed, or the column left out) is one problem at its header,
 * naming the command that fills it; otherwise each empty cell is one. With a clock (`now`, as
 * rules/played-before-now.ts), a time after now is refused. Whether the time moved with a change is
 * checked against the base branch (`npm run validate -- --changed-since`, updated-at-moved.ts).
 */
import type { ProblemList } from '../problem.ts';
import type { SeasonContext } from './context.ts';

/** The command that sets `updated_at` after a hand edit, and fills it in files written before it existed. */
export const STAMP_COMMAND = 'npm run diff -- --stamp';

export function checkUpdatedAt(sc: SeasonContext, now: Date | undefined, problems: ProblemList): void {
  const rows = sc.season.matches;
  const empty = rows.filter((r) => r.value.updated_at === null || r.value.updated_at === undefined);
  if (empty.length > 0 && empty.length === rows.length) {
    problems.add(rows[0]!.origin.file, 1, 1, `no match has updated_at (the column is left out or empty): every match records when it last changed; ${STAMP_COMMAND} fills it`);
  } else {
    for (const r of empty) problems.at(r.origin, 'updated_at', `updated_at is empty: every match records when it last changed (UTC, like 2026-11-25T21:04:00Z); ${STAMP_COMMAND} sets it`);
  }
  if (!now) return;
  for (const r of rows) {
    const at = r.value.updated_at;
    if (at && Date.parse(at) > now.getTime())
      problems.at(r.origin, 'updated_at', `updated_at ${at} is after now (${now.toISOString()}): it is when match ${r.value.id} last changed, which cannot be in the future`);
  }
}
