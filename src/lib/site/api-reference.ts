/**
 * View model of the API reference page, generated from the endpoint table, the OpenAPI document,
 * the error codes and the plans file. Example responses are real data from the dataset, passed
 * through the API's own serialisers.
 */
import plansJson from '../../config/plans.json' with { type: 'json' };
import { plansFile, type Plan } from '../../schemas/plans.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/api/error.ts';
import { API_BASE, ENDPOINTS, type Endpoint } from '../api/endpoints.ts';
import { buildOpenApi } from '../api/openapi.ts';
import { COSTS_NOTE, STABILITY_PROMISE } from '../api/api-notes.ts';
import { toMatchDetail, toMatchEvent, toMatchLineups, toMatchListItem, toMatchStats, toPlayerDetail, toPlayerListItem } from '../api/resources.ts';
import { scanPlayers } from '../api/player-list.ts';
import { staticSource } from '../dataset/match-source.ts';
import { foldText } from '../text/fold.ts';
import { competitionExamples } from './api-examples-competition.ts';
import { CHANGELOG_PATH } from './changelog.ts';
import { keyOf, pageKeys } from './page-keys.ts';
import type { Dataset, Match } from '../dataset/dataset.ts';

/** When each error code is answered (docs/api.md "Errors"). Typed by ErrorCode: a new code needs a line here. */
export const ERROR_WHEN: Record<ErrorCode, string> = {
  parameter_invalid: 'A value of the wrong form or range: `per_page` not an integer in 1..100, `page` < 1, a date that is not a real `YYYY-MM-DD` day, `from` after `to`, an unknown `status`, an ID with the wrong prefix.',
  range_not_satisfiable: 'A download\'s `Range` starts past the end of the file (`Content-Range: bytes */<size>` says its size).',
  parameter_unknown: 'A query parameter the endpoint does not take (typo guard).',
  parameters_conflict: '`date` together with `from` or `to`; a parameter given twice.',
  api_key_missing: 'No `Authorization: Bearer` header (`WWW-Authenticate: Bearer realm="api"` is sent).',
  api_key_invalid: 'An unknown, malformed or revoked key.',
  permission_missing: "The key's plan lacks the permission; the message names the permission and the cheapest plan that has it.",
  resource_not_found: 'An unknown or wrongly prefixed ID; stats or line-ups not recorded for that match.',
  route_not_found: 'An unknown path under `/api/`.',
  method_not_allowed: 'Any method other than GET, HEAD or OPTIONS (`Allow` is sent).',
  quota_exceeded: "The key's daily units are spent (`Retry-After` is sent).",
  rate_limited: "The key's per-minute request limit is hit (`Retry-After` is sent).",
  internal_error: 'A bug on our side; the body never holds a stack trace.',
  service_unavailable: 'A required backing service (e.g. the shared store) is down.',
};

export const PLANS: Plan[] = plansFile.parse(plansJson).plans;

export interface ParamDoc {
  name: string;
  in: 'path' | 'query';
  type: string;
  description: string;
  example: string;
}

/** Names of the endpoints this page has an example for (the test checks the table against it). */
export function exampleIds(ds: Dataset, seasonId: string): string[] {
  return Object.keys(examples(ds, seasonId, new Date()));
}

export interface EndpointDoc {
  endpoint: Endpoint;
  method: 'GET';
  path: string;
  anchor: string;
  params: ParamDoc[];
  errors: ErrorCode[];
  example: { request: string; body: string; note: string | null };
}

function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return 'string';
  const parts = [String(schema.type ?? 'string')];
  if (schema.format) parts.push(`(${schema.format})`);
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? ''}–${schema.maximum ?? ''}`);
  if (schema.minLength !== undefined) parts.push(`${schema.minLength}–${schema.maxLength ?? ''} chars`);
  if (schema.default !== undefined) parts.push(`default ${schema.default}`);
  return parts.join(' ');
}

/** Error codes an endpoint can answer, in the order of the error table. */
export function errorsOf(e: Endpoint): ErrorCode[] {
  const set = new Set<ErrorCode>([...e.errors, 'method_not_allowed', 'internal_error']);
  if (e.authenticated) for (const c of ['api_key_missing', 'api_key_invalid', 'quota_exceeded', 'rate_limited', 'service_unavailable'] as const) set.add(c);
  if (e.permission) set.add('permission_missing');
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c) => set.has(c));
}

/** A completed match with events, stats and line-ups, preferring one decided on penalties. */
function exampleMatch(ds: Dataset, seasonId: string): Match | undefined {
  const full = ds.matchList.filter((m) => m.season_id === seasonId && m.status === 'completed' && ds.events.has(m.id) && ds.stats.has(m.id) && ds.lineups.has(m.id));
  return full.find((m) => m.has_penalties) ?? full.find((m) => m.has_extra_time) ?? full[0] ?? ds.matchList.find((m) => m.season_id === seasonId);
}

const json = (x: unknown) => JSON.stringify(x, null, 2);
const sse = (frames: { id: number; event: string; data: unknown }[]) => frames.map((f) => `id: ${f.id}\nevent: ${f.event}\ndata: ${JSON.stringify(f.data)}\n`).join('\n');

function nextMidnightUtc(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

/** Example of an endpoint; every endpoint of the table needs one (tests/site/api-reference.test.ts). */
function examples(ds: Dataset, seasonId: string, now: Date): Partial<Record<string, EndpointDoc['example']>> {
  const m = exampleMatch(ds, seasonId);
  const season = ds.matchList.filter((x) => x.season_id === seasonId);
  const none = { request: '', body: '{}', note: 'No match in the content yet.' };
  const { accented, search, found } = playerExamples(ds);
  const starter = PLANS.find((p) => p.permissions.includes('live_matches')) ?? PLANS[0]!;
  const events = m ? (ds.events.get(m.id) ?? []).map((e) => toMatchEvent(ds, e)) : [];
  const lineups = m ? toMatchLineups(ds, m, ds.lineups.get(m.id)) : null;
  const short = (n: number) => `${n}`;
  return {
    listMatches: {
      request: `${API_BASE}/matches?competition_id=${seasonId}&per_page=2`,
      body: json({ data: season.slice(0, 2).map((x) => toMatchListItem(ds, x)), meta: { page: 1, per_page: 2, total: season.length } }),
      note: null,
    },
    liveMatches: m
      ? {
          request: `${API_BASE}/matches/live`,
          body: json({ data: [{ ...toMatchListItem(ds, m), status: 'in_play', minute: 67, period: 'second_half' }] }),
          note: 'Illustrative: a real match shown as if it were in its 67th minute (no match is live when this page is built).',
        }
      : none,
    liveStream: m
      ? {
          request: `${API_BASE}/matches/live/stream?match_id=${m.id}`,
          body: sse([
            { id: 1042, event: 'match', data: { match: { ...toMatchListItem(ds, m), status: 'in_play', minute: 67, period: 'second_half', home_penalty: null, away_penalty: null }, ingested_at: now.toISOString() } },
            ...(events.find((e) => e.type === 'goal') ? [{ id: 1043, event: 'match_event', data: { match_id: m.id, action: 'added', event: events.find((e) => e.type === 'goal'), ingested_at: now.toISOString() } }] : []),
          ]),
          note: 'Illustrative: a `text/event-stream` with one JSON line of `data` per event; `: keep-alive` comments every 15 s.',
        }
      : none,
    getMatch: m ? { request: `${API_BASE}/matches/${m.id}`, body: json({ data: toMatchDetail(ds, m, staticSource(ds)) }), note: null } : none,
    getMatchEvents: m
      ? {
          request: `${API_BASE}/matches/${m.id}/events`,
          body: json({ data: events.slice(0, 3) }),
          note: events.length > 3 ? `Shortened: the first 3 of the match's ${short(events.length)} events.` : null,
        }
      : none,
    getMatchStats: m ? { request: `${API_BASE}/matches/${m.id}/stats`, body: json({ data: toMatchStats(ds, m, ds.stats.get(m.id)) }), note: null } : none,
    getMatchLineups: m && lineups
      ? {
          request: `${API_BASE}/matches/${m.id}/lineups`,
          body: json({
            data: {
              home: { ...lineups.home, starting: lineups.home.starting.slice(0, 2), substitutes: lineups.home.substitutes.slice(0, 1) },
              away: { ...lineups.away, starting: lineups.away.starting.slice(0, 2), substitutes: lineups.away.substitutes.slice(0, 1) },
            },
          }),
          note: `Shortened: every team has 11 entries in \`starting\` (here 2) and all substitutes (here 1 of ${lineups.home.substitutes.length}).`,
        }
      : none,
    listPlayers: {
      request: `${API_BASE}/players?search=${encodeURIComponent(search)}&per_page=2`,
      body: json({ data: found.slice(0, 2).map(toPlayerListItem), meta: { page: 1, per_page: 2, total: found.length } }),
      note: accented ? `The plain-ASCII search "${search}" also finds accented names such as ${accented.full_name}.` : null,
    },
    getPlayer: accented ? { request: `${API_BASE}/players/${accented.id}`, body: json({ data: toPlayerDetail(ds, accented) }), note: null } : none,
    ...competitionExamples(ds, seasonId),
    getUsage: {
      request: `${API_BASE}/usage`,
      body: json({
        data: {
          key_id: 'key_4f9a2c71d0e3',
          mode: 'live',
          plan: starter.id,
          permissions: starter.permissions,
          units: { limit: starter.units_per_day, used: 1234, remaining: starter.units_per_day - 1234, resets_at: nextMidnightUtc(now) },
          requests_per_minute: { limit: starter.requests_per_minute, remaining: starter.requests_per_minute - 1 },
        },
      }),
      note: 'Illustrative: the answer describes the calling key.',
    },
    getOpenApi: {
      request: `${API_BASE}/openapi.json`,
      body: json({ openapi: '3.1.0', info: { title: 'Matchday public API', version: '1', description: '…' }, paths: { [`${API_BASE}/matches`]: { get: { operationId: 'listMatches', '…': '…' } } } }),
      note: 'Shortened: the whole OpenAPI 3.1 document describes every endpoint above.',
    },
  };
}

export interface ApiReference {
  base: string;
  endpoints: EndpointDoc[];
  errors: { code: ErrorCode; status: number; type: string; when: string }[];
  plans: Plan[];
  stability: string;
  costs: string;
}

/** The stability promise with its changelog linked (the site serves CHANGELOG.md at CHANGELOG_PATH). */
export function stabilityWithChangelog(promise = STABILITY_PROMISE): string {
  if (!promise.includes('the changelog')) throw new Error('the stability promise no longer names the changelog: link it where it is announced');
  return promise.replace('the changelog', `[the changelog](${CHANGELOG_PATH})`);
}

/**
 * The players' examples: a player with an accented name, and the players the plain-ASCII form of its
 * accented word finds (the search example shows the first two and the count).
 */
function playerExamples(ds: Dataset) {
  const accented = ds.playerList.find((p) => /[^\x00-\x7f]/.test(p.last_name)) ?? ds.playerList.find((p) => /[^\x00-\x7f]/.test(p.full_name)) ?? ds.playerList[0];
  const word = accented?.full_name.split(' ').reverse().find((w) => /[^\x00-\x7f]/.test(w)) ?? accented?.last_name ?? 'a';
  const search = foldText(word);
  // the players GET /players?search= finds (filterPlayers), found by a scan: the build asks once
  return { accented, search, found: scanPlayers(ds, search) };
}

/**
 * The incremental build's key of the API reference (page-keys.ts): what apiReference shows of the
 * content, which is the site, the season its examples come from, the example player, the players its
 * search finds as shown (the first two rows and the count), and the day of `now` (the examples'
 * timestamps: the page is made again at most once a day for them). The rest of the page is code.
 */
export function apiReferenceKey(ds: Dataset, seasonId: string, now: Date): string {
  const keys = pageKeys(ds);
  const { accented, found } = playerExamples(ds);
  return keyOf([keys.site, keys.season(seasonId), accented ? keys.player(accented.id) : null, found.slice(0, 2), found.length, now.toISOString().slice(0, 10)]);
}

export function apiReference(ds: Dataset, seasonId: string, now = new Date()): ApiReference {
  const doc = buildOpenApi() as { paths: Record<string, { get: { parameters: { name: string; in: 'path' | 'query'; description: string; schema: Record<string, unknown>; example?: string }[] } }> };
  const ex = examples(ds, seasonId, now);
  // ID and day parameters get values that exist in the content rather than placeholders.
  const m = exampleMatch(ds, seasonId);
  const realIds: Record<string, string> = { competition_id: seasonId, ...(m?.home_team_id ? { team_id: m.home_team_id } : {}), ...(m ? { match_id: m.id, date: m.scheduled_at.slice(0, 10), from: m.scheduled_at.slice(0, 10), to: m.scheduled_at.slice(0, 10) } : {}) };
  const exampleIdFor = (e: Endpoint) => {
    const req = ex[e.id]?.request ?? '';
    const prefix = e.path.startsWith('/players') ? 'player' : e.path.startsWith('/teams') ? 'team' : e.path.startsWith('/competitions') ? 'season' : 'match';
    return new RegExp(`/(${prefix}_[^/?]+)`).exec(req)?.[1] ?? `${prefix}_…`;
  };
  return {
    base: API_BASE,
    endpoints: ENDPOINTS.map((e) => {
      const op = doc.paths[`${API_BASE}${e.path}`]!.get;
      return {
        endpoint: e,
        method: 'GET' as const,
        path: `${API_BASE}${e.path}`,
        anchor: e.id,
        params: op.parameters.map((p) => ({
          name: p.name, in: p.in, type: typeOf(p.schema), description: p.description,
          example: p.in === 'path' ? exampleIdFor(e) : (realIds[p.name] ?? String(p.example ?? '')),
        })),
        errors: errorsOf(e),
        example: ex[e.id] ?? { request: `${API_BASE}${e.path}`, body: '', note: 'No example on this page yet.' },
      };
    }),
    errors: (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => ({ code, ...ERROR_CODES[code], when: ERROR_WHEN[code] })),
    plans: PLANS,
    stability: stabilityWithChangelog(),
    costs: COSTS_NOTE,
  };
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESC[c]!);
}

/**
 * Escapes text and turns `backtick spans` into <code> and [text](/site-path) or [text](https://…)
 * into links: the only markup of the endpoint texts.
 */
export function codeSpans(s: string): string {
  return escapeHtml(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\((\/[^\s()]*|https:\/\/[^\s()]+)\)/g, '<a href="$2">$1</a>');
}

/** Whether a plan can call an endpoint, and how many times a day its units allow. */
export function callsPerDay(plan: Plan, e: Endpoint): number | null {
  if (e.permission && !(plan.permissions as string[]).includes(e.permission)) return null;
  if (e.cost === 0) return Infinity;
  return Math.floor(plan.units_per_day / e.cost);
}
