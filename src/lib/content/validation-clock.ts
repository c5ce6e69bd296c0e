/**
 * The "now" content is validated at (rules/played-before-now.ts): MATCHDAY_NOW (ISO 8601) when set
 * — tests of content set in the future, reproducible builds; the site's "today" reads it too — else
 * the real time. A MATCHDAY_NOW that is not a date is a failure of the command (exit 1), not a guess.
 */
import { CliFailure } from '../cli/run-cli.ts';

export function validationNow(env: Record<string, string | undefined> = process.env, real: () => Date = () => new Date()): Date {
  const pinned = env.MATCHDAY_NOW;
  if (!pinned) return real();
  const d = new Date(pinned);
  if (Number.isNaN(d.getTime())) throw new CliFailure(`MATCHDAY_NOW is not a date: ${pinned} (write e.g. 2026-11-26T12:00:00Z)`);
  return d;
}
