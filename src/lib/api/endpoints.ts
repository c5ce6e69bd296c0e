/**
 * Every public endpoint, declared once: path, permission, unit cost, query parameters and response
 * schema. The gate, the router, the OpenAPI document and the API reference all read this table.
 */
import { z } from 'zod';
import {
  matchDetail, matchEvent, matchLineups, matchListItem, matchStats, liveMatch, pageMeta, playerDetail, playerListItem, usage,
  bracket, competitionDetail, competitionListItem, playerCompetitionStats, scorer, standingsTable, teamDetail, teamRef,
} from '../../schemas/api/index.ts';
import { streamFrame } from '../../schemas/api/stream.ts';
import { ApiError } from '../errors/api-error.ts';
import { matchListParams } from './match-list.ts';
import { playerListParams } from './player-list.ts';
import { teamListParams } from './team-list.ts';
import { dateParam, idParam, pageParams, type ParamSpec } from './query-params.ts';
import { competitionFilterParams, standingsCutOffParams } from './league-params.ts';
import type { ErrorCode } from '../../schemas/api/error.ts';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, type ExportFormat } from '../export/formats.ts';

export const API_BASE = '/api/public/v1';

export const PERMISSIONS = ['match_events', 'match_stats', 'match_lineups', 'live_matches', 'bulk_export'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type EndpointId =
  | 'listMatches' | 'liveMatches' | 'liveStream' | 'getMatch' | 'getMatchEvents' | 'getMatchStats' | 'getMatchLineups'
  | 'listPlayers' | 'getPlayer' | 'getUsage' | 'getOpenApi'
  | 'listCompetitions' | 'getCompetition' | 'getCompetitionStandings' | 'getCompetitionBracket' | 'getCompetitionScorers'
  | 'listTeams' | 'getTeam' | 'getPlayerStats' | 'getCompetitionExport';

/**
 * The groups of the API reference (OpenAPI `tags`): every endpoint names one, and the document
 * declares the ones in use, in this order, with these descriptions.
 */
export const API_TAGS = {
  Matches: 'Fixtures and results: the match list, match detail, events, statistics and line-ups.',
  Live: 'Matches in play: the live list and the Server-Sent Events push stream.',
  Competitions: 'Competitions (seasons) with their stages and winner, group tables computed with each competition\'s own tie-breakers, the knockout bracket and the top scorers.',
  Teams: 'Teams, with the competitions they took part in.',
  Players: 'Players, with the country they play for, and their statistics per competition.',
  Account: 'The calling API key: its plan, permissions and usage.',
  Meta: 'This API described as OpenAPI 3.1.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export interface Endpoint {
  id: EndpointId;
  /** The group the endpoint is listed under (OpenAPI tag). */
  tag: ApiTag;
  /** Path under API_BASE; `{id}` is the path parameter. */
  path: string;
  summary: string;
  description: string;
  /** Permission the key needs, or null. */
  permission: Permission | null;
  /** Units charged for a 2xx answer. */
  cost: number;
  /** False only for the OpenAPI document. */
  authenticated: boolean;
  query: Record<string, ParamSpec>;
  /** Schema of `data`. */
  data: z.ZodType;
  paginated: boolean;
  /** Cache-Control max-age rule, as documented. */
  cache: string;
  /** Error codes this endpoint can answer besides the general ones. */
  errors: ErrorCode[];
  /** True for the Server-Sent Events stream: `text/event-stream`, `data` describes one event's JSON. */
  stream?: boolean;
  /** A file download (not JSON): its media types, one per format; answers 206 to `Range`. */
  download?: readonly string[];
}

const matchIdErrors: ErrorCode[] = ['resource_not_found'];

/** Stream positions are the SSE `id`s: whole numbers. */
const lastEventIdParam: ParamSpec<number> = {
  description: 'Resume after this stream position, for clients that cannot send the `Last-Event-ID` header (the header wins when both are sent).',
  schema: { type: 'integer', minimum: 0 },
  example: '1234',
  parse(raw, name) {
    if (!/^\d{1,15}$/.test(raw)) throw new ApiError('parameter_invalid', `${name} must be a stream position: the whole number of an SSE id you received.`, name);
    return Number(raw);
  },
};

/** Units charged per download (decisions.md "Data teams"). */
export const EXPORT_COST = 100;

/** `format` of a download: required (the three files differ too much for a default). */
export const exportFormatParam: ParamSpec<ExportFormat> = {
  description: 'The file: `csv` (a ZIP of CSVs), `sqlite` or `jsonl`. Required.',
  schema: { type: 'string', enum: [...EXPORT_FORMATS] },
  example: 'sqlite',
  parse(raw, name) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(raw)) throw new ApiError('parameter_invalid', `${name} must be one of ${EXPORT_FORMATS.join(', ')}.`, name);
    return raw as ExportFormat;
  },
};

/** Units charged once per stream connection (docs/live.md). */
export const STREAM_COST = 5;

export const ENDPOINTS: Endpoint[] = [
  {
    id: 'listMatches', tag: 'Matches', path: '/matches', summary: 'List matches',
    description: 'Matches ordered by kick-off, then match number. Filters combine (AND). `date`, `from` and `to` are UTC days of `scheduled_at`; `from`/`to` are inclusive and either may stand alone. `updated_since` keeps the matches changed at or after a time (`updated_at`, live updates included): the incremental sync of docs/api.md.',
    permission: null, cost: 1, authenticated: true, query: matchListParams, data: z.array(matchListItem), paginated: true,
    cache: 'max-age=60', errors: ['parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'liveMatches', tag: 'Live', path: '/matches/live', summary: 'Live matches',
    description: 'All matches currently in play, with minute and period. The body is computed at most once per 15 seconds.',
    permission: 'live_matches', cost: 2, authenticated: true, query: {}, data: z.array(liveMatch), paginated: false,
    cache: 'max-age=15', errors: ['parameter_unknown'],
  },
  {
    id: 'liveStream', tag: 'Live', path: '/matches/live/stream', summary: 'Live push stream (Server-Sent Events)',
    description: `Pushes every change of live matches within a second: \`snapshot\` first (or after \`reset\`), then \`match\` (kick-off, clock, score, final whistle), \`match_event\` (added, corrected, deleted; needs \`match_events\`), \`lineups\` (needs \`match_lineups\`) and \`stats\` (needs \`match_stats\`). Every event has an \`id\` (stream position); reconnect with \`Last-Event-ID\` to get exactly what you missed (the last 10,000 positions are kept; older ones get \`reset\` and a fresh \`snapshot\`). Costs ${STREAM_COST} units once per connection, however long it stays open. At most 5 open streams per key and server by default (more: 429 \`rate_limited\`). A comment line (\`: keep-alive\`) every 15 s; clients that stop reading are disconnected. \`match_id\` limits the stream to one match.`,
    permission: 'live_matches', cost: STREAM_COST, authenticated: true,
    query: { match_id: idParam('match', 'Only this match (public ID `match_<id>`); 404 `resource_not_found` when unknown.'), last_event_id: lastEventIdParam },
    data: streamFrame, paginated: false, stream: true,
    cache: 'no-store', errors: [...matchIdErrors, 'parameter_invalid', 'parameter_unknown'],
  },
  {
    id: 'getMatch', tag: 'Matches', path: '/matches/{id}', summary: 'Match detail',
    description: 'One match with its score breakdown by period, shoot-out and formations.',
    permission: null, cost: 1, authenticated: true, query: {}, data: matchDetail, paginated: false,
    cache: 'max-age=86400 when completed, 15 when in play, 60 when scheduled', errors: [...matchIdErrors, 'parameter_unknown'],
  },
  {
    id: 'getMatchEvents', tag: 'Matches', path: '/matches/{id}/events', summary: 'Match events',
    description: 'Goals, cards, substitutions, missed penalties, VAR decisions and shoot-out kicks, ordered by minute, added time (none first), then id; shoot-out kicks last. `{ "data": [] }` when none are recorded.',
    permission: 'match_events', cost: 2, authenticated: true, query: {}, data: z.array(matchEvent), paginated: false,
    cache: 'max-age=86400 when completed, 15 when in play, 60 when scheduled', errors: [...matchIdErrors, 'parameter_unknown'],
  },
  {
    id: 'getMatchStats', tag: 'Matches', path: '/matches/{id}/stats', summary: 'Match statistics',
    description: 'Team statistics of both teams. 404 `resource_not_found` when none are recorded for the match.',
    permission: 'match_stats', cost: 2, authenticated: true, query: {}, data: matchStats, paginated: false,
    cache: 'max-age=86400 when completed, 15 when in play, 60 when scheduled', errors: [...matchIdErrors, 'parameter_unknown'],
  },
  {
    id: 'getMatchLineups', tag: 'Matches', path: '/matches/{id}/lineups', summary: 'Match line-ups',
    description: 'Starting elevens and substitutes with roles and jersey numbers. 404 `resource_not_found` when none are recorded for the match.',
    permission: 'match_lineups', cost: 3, authenticated: true, query: {}, data: matchLineups, paginated: false,
    cache: 'max-age=86400 when completed, 15 when in play, 60 when scheduled', errors: [...matchIdErrors, 'parameter_unknown'],
  },
  {
    id: 'listPlayers', tag: 'Players', path: '/players', summary: 'List players',
    description: 'Players ordered by last name, first name (English collation), then id.',
    permission: null, cost: 1, authenticated: true, query: playerListParams, data: z.array(playerListItem), paginated: true,
    cache: 'max-age=3600', errors: ['parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'getPlayer', tag: 'Players', path: '/players/{id}', summary: 'Player detail',
    description: 'One player, with the name of the country.',
    permission: null, cost: 1, authenticated: true, query: {}, data: playerDetail, paginated: false,
    cache: 'max-age=3600', errors: ['resource_not_found', 'parameter_unknown'],
  },
  {
    id: 'getPlayerStats', tag: 'Players', path: '/players/{id}/stats', summary: 'Player statistics per competition',
    description: 'One entry per competition the player played in, newest first: matches, starts, minutes (from line-ups and substitutions; null when a match has no recorded line-ups), goals, penalties, own goals, cards and substitutions. Live matches count while they are played. `competition_id` keeps one competition (a well-formed ID that matches nothing gives `[]`).',
    permission: 'match_events', cost: 2, authenticated: true,
    query: { competition_id: idParam('season', 'Competition public ID (`season_<id>`): only that competition.') },
    data: z.array(playerCompetitionStats), paginated: false,
    cache: 'max-age=3600, 15 while the player\'s team is in play', errors: ['resource_not_found', 'parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'listCompetitions', tag: 'Competitions', path: '/competitions', summary: 'List competitions',
    description: 'Competitions (seasons) ordered by `starts_on` descending (newest first; seasons without matches last), then id.',
    permission: null, cost: 1, authenticated: true, query: { ...pageParams, ...competitionFilterParams }, data: z.array(competitionListItem), paginated: true,
    cache: 'max-age=3600', errors: ['parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'getCompetition', tag: 'Competitions', path: '/competitions/{id}', summary: 'Competition detail',
    description: 'One competition with its stages in playing order (groups with their teams) and its winner.',
    permission: null, cost: 1, authenticated: true, query: {}, data: competitionDetail, paginated: false,
    cache: 'max-age=86400 when completed, else 60', errors: ['resource_not_found', 'parameter_unknown'],
  },
  {
    id: 'getCompetitionStandings', tag: 'Competitions', path: '/competitions/{id}/standings', summary: 'Standings',
    description: "One table per group of every group or league stage, in playing order. Positions follow the competition's own rules: points per win (3, or 2 before 1994), then its tie-breakers in its order (e.g. goal difference, goals scored, the same among the tied teams, fair-play points, drawing of lots); positions decided by lots or a play-off come from content. A match in play counts with its current score and marks its table `live`. Rows carry the competition's points adjustments (included in `points`) and zones; `ranked_by` names the rule of a curtailed season (points per match). `matchday` and `date` give the tables at that point of the season (a cancelled match never counts).",
    permission: null, cost: 1, authenticated: true,
    query: { ...standingsCutOffParams, date: dateParam('The tables after every match that kicked off on this UTC day or before (`YYYY-MM-DD`); later matches count as not played.') },
    data: z.array(standingsTable), paginated: false,
    cache: 'max-age=86400 when completed, 15 while a match of it is in play, else 60', errors: ['resource_not_found', 'parameter_unknown'],
  },
  {
    id: 'getCompetitionBracket', tag: 'Competitions', path: '/competitions/{id}/bracket', summary: 'Knockout bracket',
    description: 'The knockout stages in playing order with their matches by match number: teams (or, while unknown, the slot in words), scores, shoot-outs and winners.',
    permission: null, cost: 1, authenticated: true, query: {}, data: bracket, paginated: false,
    cache: 'max-age=86400 when completed, 15 while a match of it is in play, else 60', errors: ['resource_not_found', 'parameter_unknown'],
  },
  {
    id: 'getCompetitionScorers', tag: 'Competitions', path: '/competitions/{id}/scorers', summary: 'Top scorers',
    description: 'Players by goals (own goals not counted) descending, then fewer penalties, then fewer minutes played, then the player order (last name, first name, id). Live matches count while they are played.',
    permission: 'match_events', cost: 2, authenticated: true, query: { ...pageParams }, data: z.array(scorer), paginated: true,
    cache: 'max-age=86400 when completed, 15 while a match of it is in play, else 60', errors: ['resource_not_found', 'parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'getCompetitionExport', tag: 'Competitions', path: '/competitions/{id}/export', summary: 'Download a whole competition',
    description: 'The whole competition in one file, with the IDs and field names of this API (docs/data-teams.md): competitions, teams, players, matches (with `coverage_*` columns: not recorded is not none), events, line-ups, statistics and standings, and a codebook of every table and column with the licence and source of the data. `format=csv`: a ZIP of one UTF-8 CSV per table (RFC 4180, header row) and the codebook; `sqlite`: one SQLite database with primary and foreign keys, indexes and views (`results`, `scorers`, `league_table`), ready for Datasette, DuckDB (`ATTACH`) and pandas; `jsonl`: one JSON object per line, `type` first. A completed competition\'s file is made with the site and answered as ready bytes; a competition in progress is made at most once a minute and counts its live matches as they stand. `Content-Disposition` names the file; `Range` resumes a download (206; a start past the end: 416 `range_not_satisfiable`).',
    permission: 'bulk_export', cost: EXPORT_COST, authenticated: true,
    query: { format: exportFormatParam }, data: z.unknown(), paginated: false, download: Object.values(EXPORT_CONTENT_TYPES),
    cache: 'max-age=86400 when completed, else 60', errors: ['resource_not_found', 'parameter_invalid', 'parameter_unknown', 'range_not_satisfiable'],
  },
  {
    id: 'listTeams', tag: 'Teams', path: '/teams', summary: 'List teams',
    description: 'Teams ordered by name (English collation), then id. `competition_id` keeps the teams of one competition; `search` matches the name, ignoring case and accents.',
    permission: null, cost: 1, authenticated: true, query: teamListParams, data: z.array(teamRef), paginated: true,
    cache: 'max-age=3600', errors: ['parameter_invalid', 'parameter_unknown', 'parameters_conflict'],
  },
  {
    id: 'getTeam', tag: 'Teams', path: '/teams/{id}', summary: 'Team detail',
    description: 'One team: the country it represents (null for a club), its kind and the competitions it took part in, newest first.',
    permission: null, cost: 1, authenticated: true, query: {}, data: teamDetail, paginated: false,
    cache: 'max-age=3600', errors: ['resource_not_found', 'parameter_unknown'],
  },
  {
    id: 'getUsage', tag: 'Account', path: '/usage', summary: 'Usage of the calling key',
    description: "The key's plan, permissions, units used today and requests left this minute. Costs 0 units.",
    permission: null, cost: 0, authenticated: true, query: {}, data: usage, paginated: false,
    cache: 'no-store', errors: ['parameter_unknown'],
  },
  {
    id: 'getOpenApi', tag: 'Meta', path: '/openapi.json', summary: 'OpenAPI document',
    description: 'This API as OpenAPI 3.1. No key needed, no units.',
    permission: null, cost: 0, authenticated: false, query: {}, data: z.unknown(), paginated: false,
    cache: 'max-age=3600', errors: [],
  },
];

export const ENDPOINT_BY_ID = new Map(ENDPOINTS.map((e) => [e.id, e]));
