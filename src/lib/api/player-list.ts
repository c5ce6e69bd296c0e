/** `GET /players`: accent-insensitive search, team filter, paging (decisions.md). */
import type { PlayerRow } from '../../schemas/content/index.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { foldText } from '../text-fold.ts';
import { idParam, pageParams, parseQuery, searchParam } from './query-params.ts';

export const playerListParams = {
  search: searchParam,
  team_id: idParam('team', 'Team public ID; restricts to squad members of that team.'),
  ...pageParams,
};

export interface PlayerListQuery {
  search?: string;
  team_id?: string;
  page: number;
  per_page: number;
}

export function parsePlayerListQuery(query: URLSearchParams): PlayerListQuery {
  const q = parseQuery(query, playerListParams);
  return { ...q, page: q.page ?? 1, per_page: q.per_page ?? 20 };
}

export function filterPlayers(ds: Pick<Dataset, 'playerList' | 'playerSearch' | 'playerTeams'>, q: PlayerListQuery): PlayerRow[] {
  const needle = q.search === undefined ? undefined : foldText(q.search);
  if (needle === undefined && q.team_id === undefined) return ds.playerList;
  return ds.playerList.filter(
    (p) => (needle === undefined || ds.playerSearch.get(p.id)!.includes(needle)) && (q.team_id === undefined || ds.playerTeams.get(p.id)?.has(q.team_id) === true),
  );
}
