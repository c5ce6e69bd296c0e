/**
 * Cell schemas: how one CSV cell (always a string) becomes a typed value.
 * Every content row schema is built from these, so the error wording an editor
 * sees is the same in every file.
 */
import { z } from 'zod';

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

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export const dateCell = z.string().refine(isRealDate, { message: 'must be a real date written YYYY-MM-DD' });
export const optionalDateCell = optional(dateCell);

const UTC_TS = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

/**
 * A UTC instant in ISO 8601 with `Z`, e.g. `2026-06-11T19:00:00Z`.
 * Normalised to milliseconds (`2026-06-11T19:00:00.000Z`), the API's form.
 */
export const utcTimestampCell = z
  .string()
  .refine(
    (s) => {
      const m = UTC_TS.exec(s);
      return !!m && isRealDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60;
    },
    { message: 'must be a UTC time written like 2026-06-11T19:00:00Z' },
  )
  .transform((s) => new Date(s).toISOString());

export function enumCell<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { message: `must be one of: ${values.join(', ')}` });
}
