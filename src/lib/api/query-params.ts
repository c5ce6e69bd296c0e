/**
 * Query parameters, declared once: each parameter's parser, description and example feed request
 * parsing, the OpenAPI document and the API reference (decisions.md "Query semantics").
 */
import { isRealDate, idPattern, type IdPrefix } from '../../schemas/content/cells.ts';
import { ApiError } from '../errors/api-error.ts';
import { echo } from '../errors/echo.ts';
import { searchNeedle } from '../search/search-key.ts';

export interface ParamSpec<T = unknown> {
  description: string;
  /** JSON-schema-ish type shown in OpenAPI. */
  schema: Record<string, unknown>;
  example: string;
  /** Parses one raw value; throws ApiError parameter_invalid. */
  parse: (raw: string, name: string) => T;
}

const invalid = (name: string, message: string) => new ApiError('parameter_invalid', message, name);

export const dateParam = (description: string): ParamSpec<string> => ({
  description,
  schema: { type: 'string', format: 'date' },
  example: '2026-06-11',
  parse(raw, name) {
    if (!isRealDate(raw)) throw invalid(name, `${name} must be a real calendar day written YYYY-MM-DD, such as 2026-06-11.`);
    return raw;
  },
});

export const intParam = (description: string, min: number, max: number, fallback: number): ParamSpec<number> => ({
  description: `${description} Default ${fallback}, from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`,
  schema: { type: 'integer', minimum: min, ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}), default: fallback },
  example: String(fallback),
  parse(raw, name) {
    const n = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= min && n <= max)) throw invalid(name, `${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}.`);
    return n;
  },
});

export const idParam = (prefix: IdPrefix, description: string): ParamSpec<string> => ({
  description,
  schema: { type: 'string', pattern: idPattern(prefix).source },
  example: `${prefix}_abc`,
  parse(raw, name) {
    if (!idPattern(prefix).test(raw)) throw invalid(name, `${name} must be a ${prefix} ID starting with "${prefix}_".`);
    return raw;
  },
});

export const MATCH_STATUS_FILTER = { scheduled: 'scheduled', live: 'in_play', in_play: 'in_play', completed: 'completed' } as const;

export const statusParam: ParamSpec<'scheduled' | 'in_play' | 'completed'> = {
  description: 'Match status: `scheduled`, `live` (matches whose status is `in_play`; `in_play` is accepted too) or `completed`.',
  schema: { type: 'string', enum: Object.keys(MATCH_STATUS_FILTER) },
  example: 'completed',
  parse(raw, name) {
    const s = (MATCH_STATUS_FILTER as Record<string, 'scheduled' | 'in_play' | 'completed'>)[raw];
    if (!s || !Object.hasOwn(MATCH_STATUS_FILTER, raw)) throw invalid(name, `${name} must be one of scheduled, live, completed.`);
    return s;
  },
};

/** A case- and accent-insensitive substring search over `field` of `things`. */
export const searchParamOf = (field: string, things: string, example: string, finds: string): ParamSpec<string> => ({
  description: `Case- and accent-insensitive substring of the ${field} ("${example}" finds "${finds}"). Must not be empty.`,
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  example,
  parse(raw, name) {
    if (searchNeedle(raw).trim() === '') throw invalid(name, `${name} must contain letters or digits; leave it out to list all ${things}.`);
    if (raw.length > 100) throw invalid(name, `${name} must be at most 100 characters.`);
    return raw;
  },
});

export const searchParam = searchParamOf('full name', 'players', 'quinones', 'Quiñones');

export const pageParams = {
  page: intParam('Page number; a page past the end is an empty page.', 1, Number.MAX_SAFE_INTEGER, 1),
  per_page: intParam('Items per page.', 1, 100, 20),
};

/** What the parsers read of a query string (URLSearchParams is one). */
export interface QueryParams {
  keys(): Iterable<string>;
  get(name: string): string | null;
}

/**
 * Parses `query` against `specs`: unknown names → parameter_unknown, a name given twice →
 * parameters_conflict, a bad value → parameter_invalid (decisions.md).
 */
export function parseQuery<S extends Record<string, ParamSpec>>(query: QueryParams, specs: S): { [K in keyof S]?: ReturnType<S[K]['parse']> } {
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!Object.hasOwn(specs, name)) {
      const known = Object.keys(specs);
      throw new ApiError('parameter_unknown', known.length ? `Unknown query parameter ${echo(name)}; this endpoint takes ${known.join(', ')}.` : `Unknown query parameter ${echo(name)}; this endpoint takes no query parameters.`, name);
    }
    if (seen.has(name)) throw new ApiError('parameters_conflict', `${name} is given more than once; give it once.`, name);
    seen.add(name);
  }
  const out: Record<string, unknown> = {};
  for (const name of seen) out[name] = specs[name]!.parse(query.get(name)!, name);
  return out as never;
}
