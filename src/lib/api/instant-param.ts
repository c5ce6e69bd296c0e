/**
 * A query parameter naming an instant (`updated_since`): ISO 8601 date and time with a time zone,
 * `Z` or an offset, seconds and fractions optional. Parsed to epoch milliseconds. In a query string
 * `+` means a space, so an offset written `+01:00` unescaped arrives as ` 01:00`: read as `+`.
 */
import { clockProblem, dateProblem } from '../../schemas/content/calendar.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ParamSpec } from './query-params.ts';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+\- ](\d{2}):?(\d{2}))$/;
const EXAMPLE = '2026-11-25T21:04:00Z';

/** Epoch milliseconds of `raw`, or why it is not an instant (the message's end, after the name). */
export function parseInstant(raw: string): { at: number } | { problem: string } {
  const m = INSTANT.exec(raw);
  const form = `must be an ISO 8601 time with a time zone, such as ${EXAMPLE} or 2026-11-25T22:04:00+01:00`;
  if (!m) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { problem: `${form}: add the time and zone to the day (${raw}T00:00:00Z)` };
    if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(raw)) return { problem: `${form}: end it with Z for UTC, or with the offset it is written in` };
    return { problem: form };
  }
  const [y, mo, d, h, mi, s, offH, offM] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0', m[9] ?? '0', m[10] ?? '0'].map(Number) as number[];
  const wrong = dateProblem(y!, mo!, d!) ?? clockProblem(h!, mi!, s!) ?? (offH! > 23 || offM! > 59 ? `there is no offset ${m[8]}` : null);
  if (wrong) return { problem: `is not a real time: ${wrong}` };
  const sign = m[8] === 'Z' ? 0 : m[8]!.startsWith('-') ? -1 : 1;
  const fraction = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  const utc = new Date(Date.UTC(2000, mo! - 1, d!, h!, mi!, s!, fraction));
  utc.setUTCFullYear(y!); // Date.UTC reads years 0-99 as 1900-1999
  return { at: utc.getTime() - sign * (offH! * 60 + offM!) * 60_000 };
}

export const instantParam = (description: string): ParamSpec<number> => ({
  description,
  schema: { type: 'string', format: 'date-time' },
  example: EXAMPLE,
  parse(raw, name) {
    const r = parseInstant(raw);
    if ('problem' in r) throw new ApiError('parameter_invalid', `${name} ${r.problem}.`, name);
    return r.at;
  },
});
