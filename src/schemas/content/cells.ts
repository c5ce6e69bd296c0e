/**
 * Cell schemas: how one CSV cell (always a string) becomes a typed value.
 * Every content row schema is built from these, so the error wording an editor
 * sees is the same in every file.
 */
import { z } from 'zod';
import { clockProblem, dateProblem } from './calendar.ts';

/** Public-ID opaque part: letters, digits and hyphens, 1 to 64 characters. */
export const OPAQUE_ID = '[A-Za-z0-9-]{1,64}';

export type IdPrefix = 'match' | 'team' | 'season' | 'player' | 'venue';

const patterns = new Map<IdPrefix, RegExp>();

/** `^<prefix>_[A-Za-z0-9-]{1,64}$`, compiled once per prefix. */
export function idPattern(prefix: IdPrefix): RegExp {
  let re = patterns.get(prefix);
  if (!re) patterns.set(prefix, (re = new RegExp(`^${prefix}_${OPAQUE_ID}$`)));
  return re;
}

/** A public ID with the given prefix, e.g. `team_mex`. */
export const idCell = (prefix: IdPrefix) =>
  z.string().regex(idPattern(prefix), {
    message: `must be an ID starting with "${prefix}_" followed by 1-64 letters, digits or hyphens`,
  });

/**
 * `schema`, or null for an empty cell. Written without z.union so a bad value gets the inner
 * schema's message, not zod's generic "Invalid input".
 */
export function optional<T>(schema: z.ZodType<T, string>) {
  return z.string().transform((s, ctx): T | null => {
    if (s === '') return null;
    const r = schema.safeParse(s);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** The same, or an empty cell (null). */
export const optionalIdCell = (prefix: IdPrefix) => optional(idCell(prefix));

/**
 * Marks a column that a CSV file may leave out of its header (every row then has it empty): for
 * columns added to the model later, so files written before still validate.
 */
export const OMITTABLE = { omittable: true } as const;
export function isOmittable(schema: z.ZodType): boolean {
  return (z.globalRegistry.get(schema) as { omittable?: boolean } | undefined)?.omittable === true;
}

/** Non-empty text, surrounding spaces not allowed. */
export const textCell = z
  .string()
  .min(1, { message: 'must not be empty' })
  .refine((s) => s.trim() === s, { message: 'must not start or end with spaces' });

export const optionalTextCell = optional(textCell);

/** A whole number within bounds. */
export function intCell(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d+$/, { message: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `must be a whole number from ${min} to ${max}` });
}

/** A whole number within bounds, or an empty cell (null: not known / not recorded). */
export function optionalIntCell(min: number, max: number) {
  return optional(intCell(min, max));
}

export const boolCell = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((s) => s === 'true');

/**
 * `true` or `false`, or an empty cell meaning `fallback`: for flags added to the model later, whose
 * every row written before means `fallback` (pair with OMITTABLE).
 */
export function flagCell(fallback: boolean) {
  return z
    .enum(['', 'true', 'false'], { message: `must be true, false or empty (empty means ${fallback})` })
    .transform((s) => (s === '' ? fallback : s === 'true'));
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why `YYYY-MM-DD` text is not a calendar day (dateProblem), '' when it is not written so, null when fine. */
function ymdProblem(s: string): string | null {
  const m = YMD.exec(s);
  return m ? dateProblem(Number(m[1]), Number(m[2]), Number(m[3])) : '';
}

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isRealDate(s: string): boolean {
  return ymdProblem(s) === null;
}

/** A calendar day `YYYY-MM-DD`; an impossible one says what is wrong (`February 1995 has 28 days …`). */
export const dateCell = z.string().superRefine((s, ctx) => {
  const problem = ymdProblem(s);
  if (problem === '') ctx.addIssue({ code: 'custom', message: 'must be a real date written YYYY-MM-DD' });
  else if (problem !== null) ctx.addIssue({ code: 'custom', message: `is not a real date: ${problem}` });
});
export const optionalDateCell = optional(dateCell);

const UTC_TS = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;
/** The near misses of UTC_TS an editor writes: a space for the T, no zone, a UTC offset. */
const LOOSE_TS = /^\d{4}-\d{2}-\d{2}([T ])\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const TS_FORM = 'must be a UTC time written like 2026-06-11T19:00:00Z';

/** What is wrong with a timestamp cell, or null when it is a real UTC instant written as UTC_TS. */
function timestampProblem(s: string): string | null {
  const m = UTC_TS.exec(s);
  if (!m) {
    const near = LOOSE_TS.exec(s);
    if (!near) return TS_FORM;
    if (near[1] === ' ') return `${TS_FORM}: put a T between the date and the time`;
    if (near[2] === undefined) return `${TS_FORM}: end it with Z, the time being in UTC`;
    if (near[2] !== 'Z') return `${TS_FORM}: convert it to UTC and end it with Z instead of the offset ${near[2]}`;
    return TS_FORM;
  }
  const wrong = ymdProblem(m[1]!) ?? clockProblem(Number(m[2]), Number(m[3]), Number(m[4] ?? 0));
  return wrong === null ? null : `is not a real time: ${wrong}`;
}

/**
 * A UTC instant in ISO 8601 with `Z`, e.g. `2026-06-11T19:00:00Z`.
 * Normalised to milliseconds (`2026-06-11T19:00:00.000Z`), the API's form. A time that does not
 * exist says why (`June has 30 days`, `there is no hour 24 …`).
 */
export const utcTimestampCell = z
  .string()
  .superRefine((s, ctx) => {
    const problem = timestampProblem(s);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((s) => new Date(s).toISOString());

export function enumCell<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { message: `must be one of: ${values.join(', ')}` });
}
