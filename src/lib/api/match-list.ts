/** `GET /matches`: filters, ordering and paging over the match list (decisions.md). */
import type { Match } from '../dataset/dataset.ts';
import { ApiError } from '../errors/api-error.ts';
import { dateParam, idParam, pageParams, parseQuery, statusParam, type QueryParams } from './query-params.ts';
import { instantParam } from './instant-param.ts';
import { updatedAt } from '../../schemas/content/index.ts';

export const matchListParams = {
  date: dateParam('Single UTC calendar day of kick-off (`YYYY-MM-DD`). Not together with `from`/`to`.'),
  from: dateParam('First UTC day of kick-off, inclusive.'),
  to: dateParam('Last UTC day of kick-off, inclusive.'),
  status: statusParam,
  competition_id: idParam('season', 'Competition season public ID (`season_<id>`).'),
  team_id: idParam('team', 'Team public ID; matches where the team plays home or away.'),
  updated_since: instantParam('Only matches whose `updated_at` is at or after this time (inclusive): ISO 8601 with a time zone, `Z` or an offset (`2026-11-25T21:04:00Z`, `2026-11-25T22:04:00+01:00`; in a URL write `+` as `%2B`). Matches being played count with the time of their last live update. For incremental sync: pass the time of your previous sync.'),
  ...pageParams,
};

export interface MatchListQuery {
  date?: string;
  from?: string;
  to?: string;
  status?: 'scheduled' | 'in_play' | 'completed';
  competition_id?: string;
  team_id?: string;
  /** Epoch milliseconds: matches whose updated_at is at or after it. */
  updated_since?: number;
  page: number;
  per_page: number;
}

export function parseMatchListQuery(query: QueryParams): MatchListQuery {
  const q = parseQuery(query, matchListParams);
  if (q.date !== undefined && (q.from !== undefined || q.to !== undefined))
    throw new ApiError('parameters_conflict', 'date cannot be combined with from or to; use either a single date or a range.', 'date');
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw new ApiError('parameter_invalid', 'from must be on or before to.', 'from');
  return { ...q, page: q.page ?? 1, per_page: q.per_page ?? 20 };
}

/** Matches passing the filters, in list order (the input is already ordered). */
export function filterMatches(list: readonly Match[], q: MatchListQuery, statusOf: (m: Match) => Match['status'] = (m) => m.status): Match[] {
  return list.filter((m) => {
    const day = m.scheduled_at.slice(0, 10);
    if (q.date !== undefined && day !== q.date) return false;
    if (q.from !== undefined && day < q.from) return false;
    if (q.to !== undefined && day > q.to) return false;
    if (q.status !== undefined && statusOf(m) !== q.status) return false;
    if (q.competition_id !== undefined && m.season_id !== q.competition_id) return false;
    if (q.team_id !== undefined && m.home_team_id !== q.team_id && m.away_team_id !== q.team_id) return false;
    if (q.updated_since !== undefined && !(Date.parse(updatedAt(m)) >= q.updated_since)) return false;
    return true;
  });
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): { data: T[]; meta: { page: number; per_page: number; total: number } } {
  const start = (page - 1) * perPage;
  return { data: items.slice(start, start + perPage), meta: { page, per_page: perPage, total: items.length } };
}
