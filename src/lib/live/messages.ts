/**
 * Feed messages (docs/live.md): the JSON a feed POSTs to `/api/feed/v1/matches/{id}/messages`.
 * Two steps of validation: these zod schemas check the JSON shape (types, unknown fields); then
 * every value is run through the content row schemas (eventRow, lineupRow, teamStatsRow, formation),
 * so a live value is accepted exactly when the same value would be accepted in content/.
 */
import { z } from 'zod';
import {
  EVENT_TYPES, LIVE_PERIODS, POSITIONS, STAT_FIELDS, eventRow, lineupRow, teamStatsRow,
  type EventRow, type LineupRow, type TeamStatsRow,
} from '../../schemas/content/index.ts';
import { optionalFormationCell } from '../../schemas/content/formation.ts';
import { ApiError } from '../errors/api-error.ts';

const count = z.int().min(0).max(99);
const scorePair = z.strictObject({ home: count, away: count });

/** One match event as the feed sends it (the API's event, with IDs instead of embedded objects). */
export const feedEvent = z.strictObject({
  /** Event ID (the API's event `id`, content `seq`); default: the next unused number. */
  id: z.int().min(1).max(9999).optional(),
  type: z.enum(EVENT_TYPES),
  detail: z.string().max(40),
  minute: z.int(),
  extra_minute: z.int().nullable().optional(),
  team_id: z.string().max(80),
  player_id: z.string().max(80).nullable().optional(),
  player_off_id: z.string().max(80).nullable().optional(),
  /** Goals and shoot-out kicks: the running score after the event. Optional; checked when given. */
  score: scorePair.nullable().optional(),
});
export type FeedEvent = z.output<typeof feedEvent>;

const statsSide = z.strictObject(Object.fromEntries(STAT_FIELDS.map((f) => [f, z.int().nullable().optional()])) as Record<(typeof STAT_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodInt>>>);

const lineupEntry = z.strictObject({
  player_id: z.string().max(80),
  jersey_number: z.int().nullable().optional(),
  position: z.enum(POSITIONS),
  starter: z.boolean(),
  captain: z.boolean().optional(),
});

const seq = z.int().min(1).max(1_000_000);

export const MESSAGE_SCHEMAS = {
  /** Kick-off. `replay: true` allows starting a match that content/ already has as completed (demos). */
  start: z.strictObject({ seq, type: z.literal('start'), replay: z.boolean().optional() }),
  /** The match clock: period and minute. Periods only move forward. */
  clock: z.strictObject({ seq, type: z.literal('clock'), period: z.enum(LIVE_PERIODS), minute: z.int().min(0).max(130) }),
  /** A score check: accepted only when it equals the score the goal events make (the score moves with goals). */
  score: z.strictObject({ seq, type: z.literal('score'), home: count, away: count, home_penalty: count.nullable().optional(), away_penalty: count.nullable().optional() }),
  /** A new match event. */
  event: z.strictObject({ seq, type: z.literal('event'), event: feedEvent }),
  /** Replaces event `event_id` (all its fields). */
  correct_event: z.strictObject({ seq, type: z.literal('correct_event'), event_id: z.int().min(1).max(9999), event: feedEvent }),
  /** Removes event `event_id`. */
  delete_event: z.strictObject({ seq, type: z.literal('delete_event'), event_id: z.int().min(1).max(9999) }),
  /** One team's line-up (replaces any earlier one of that team). */
  lineups: z.strictObject({ seq, type: z.literal('lineups'), team_id: z.string().max(80), formation: z.string().max(20), players: z.array(lineupEntry).max(40) }),
  /** Team statistics of both teams (replaces earlier ones); a missing or null field is "not recorded". */
  stats: z.strictObject({ seq, type: z.literal('stats'), home: statsSide, away: statsSide }),
  /** Final whistle. `penalties` only for a shoot-out fed without its kicks. */
  finish: z.strictObject({ seq, type: z.literal('finish'), penalties: scorePair.nullable().optional(), attendance: z.int().min(0).max(250000).nullable().optional() }),
} as const;

export type MessageType = keyof typeof MESSAGE_SCHEMAS;
export const MESSAGE_TYPES = Object.keys(MESSAGE_SCHEMAS) as MessageType[];
export type FeedMessage = { [K in MessageType]: z.output<(typeof MESSAGE_SCHEMAS)[K]> }[MessageType];
export type MessageOf<K extends MessageType> = z.output<(typeof MESSAGE_SCHEMAS)[K]>;

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let v: unknown = body;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function describeIssue(issue: z.core.$ZodIssue, body: unknown): { param: string | null; message: string } {
  const path = issue.path.map(String).join('.');
  const at = path || 'the message';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const key = issue.keys[0]!;
      return { param: path ? `${path}.${key}` : key, message: `${at} has an unknown field "${key}"; remove it (see docs/live.md for the fields)` };
    }
    case 'invalid_type':
      if (valueAt(body, issue.path) === undefined) return { param: path || null, message: `${at} is required` };
      return { param: path || null, message: `${at} must be ${issue.expected === 'int' ? 'a whole number' : issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}` };
    case 'too_small':
      return { param: path || null, message: `${at} must be at least ${issue.minimum}` };
    case 'too_big':
      return { param: path || null, message: issue.origin === 'array' ? `${at} must have at most ${issue.maximum} entries` : `${at} must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters long' : ''}` };
    case 'invalid_value':
      return { param: path || null, message: `${at} must be one of: ${issue.values.map(String).join(', ')}` };
    default:
      return { param: path || null, message: `${at}: ${issue.message}` };
  }
}

/** Parses a decoded JSON body into a message, or throws ApiError message_invalid naming the field. */
export function parseMessage(body: unknown): FeedMessage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError('message_invalid', 'The body must be one JSON object: a feed message with seq and type.');
  const type = (body as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(MESSAGE_SCHEMAS, type))
    throw new ApiError('message_invalid', `type must be one of: ${MESSAGE_TYPES.join(', ')}.`, 'type');
  const result = MESSAGE_SCHEMAS[type as MessageType].safeParse(body);
  if (!result.success) {
    const { param, message } = describeIssue(result.error.issues[0]!, body);
    throw new ApiError('message_invalid', `${message}.`, param);
  }
  return result.data as FeedMessage;
}

const cell = (v: number | string | boolean | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Runs content cells through a content row schema; a bad cell becomes message_invalid at `prefix.field`. */
function asRow<T>(schema: z.ZodType<T>, cells: Record<string, string>, param: (field: string) => string): T {
  const r = schema.safeParse(cells);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const shown = cells[field] ?? '';
  throw new ApiError('message_invalid', `${param(field)} ${shown === '' ? '(empty)' : `"${shown.slice(0, 40)}"`} ${issue.message}.`, param(field));
}

/** The event as a content row (score cells as sent; the state fills running scores in). */
export function eventRowOf(matchId: string, id: number, e: FeedEvent, prefix = 'event'): EventRow {
  const name = (f: string) => `${prefix}.${f === 'seq' ? 'id' : f === 'score_home' ? 'score.home' : f === 'score_away' ? 'score.away' : f}`;
  return asRow(eventRow, {
    match_id: matchId, seq: cell(id), type: e.type, detail: e.detail, minute: cell(e.minute), extra_minute: cell(e.extra_minute),
    team_id: e.team_id, player_id: cell(e.player_id), player_off_id: cell(e.player_off_id), score_home: cell(e.score?.home), score_away: cell(e.score?.away),
  }, name);
}

export function lineupRowsOf(matchId: string, msg: MessageOf<'lineups'>): { formation: string; rows: LineupRow[] } {
  const f = optionalFormationCell.safeParse(msg.formation);
  if (!f.success) throw new ApiError('message_invalid', `formation "${msg.formation.slice(0, 20)}" ${f.error.issues[0]!.message}.`, 'formation');
  if (f.data === null) throw new ApiError('message_invalid', 'formation is required, e.g. 4-3-3.', 'formation');
  const rows = msg.players.map((p, i) =>
    asRow(lineupRow, {
      match_id: matchId, team_id: msg.team_id, player_id: p.player_id, jersey_number: cell(p.jersey_number), position: p.position,
      starter: cell(p.starter), captain: cell(p.captain ?? false),
    }, (field) => (field === 'team_id' ? 'team_id' : `players.${i}.${field}`)),
  );
  return { formation: f.data, rows };
}

export function statsRowsOf(matchId: string, teams: { home: string; away: string }, msg: MessageOf<'stats'>): TeamStatsRow[] {
  return (['home', 'away'] as const).map((side) =>
    asRow(teamStatsRow, { match_id: matchId, team_id: teams[side], ...Object.fromEntries(STAT_FIELDS.map((f) => [f, cell(msg[side][f])])) }, (field) => `${side}.${field}`),
  );
}

/** Canonical text of a parsed message: equal texts = the same message (idempotent retries). */
export function canonicalMessage(msg: FeedMessage): string {
  return JSON.stringify(msg);
}
