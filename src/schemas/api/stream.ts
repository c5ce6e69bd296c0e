/**
 * The push stream's frames (`GET /api/public/v1/matches/live/stream`, docs/live.md): the `data` of
 * each Server-Sent Event. Registered with ids so the OpenAPI document describes them.
 */
import { z } from 'zod';
import { LIVE_PERIODS } from '../content/vocabulary.ts';
import { matchEvent, matchLineups, matchListItem, matchStats } from './index.ts';

export const STREAM_EVENT_TYPES = ['snapshot', 'match', 'match_event', 'lineups', 'stats', 'reset'] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

const ingestedAt = z.string().meta({ description: 'When the server accepted the feed message (ISO 8601 UTC with milliseconds).' });

/** A match in the stream: a match list item plus the live clock (null before kick-off). */
export const streamMatch = matchListItem
  .extend({
    minute: z.int().nullable().meta({ description: 'Minute of play; null before kick-off.' }),
    period: z.enum(LIVE_PERIODS).nullable().meta({ description: 'Current (or, once finished, last) period; null before kick-off.' }),
    home_penalty: z.int().nullable().meta({ description: 'Home shoot-out goals; null without a shoot-out.' }),
    away_penalty: z.int().nullable().meta({ description: 'Away shoot-out goals; null without a shoot-out.' }),
  })
  .meta({ id: 'StreamMatch' });

export const streamFrames = {
  snapshot: z.object({ matches: z.array(streamMatch) }).meta({ id: 'StreamSnapshot', description: '`event: snapshot`: sent first on a connection without Last-Event-ID (and after `reset`): every match in play (or the one `match_id` asks for). Its `id` is the stream position it describes.' }),
  match: z.object({ match: streamMatch, ingested_at: ingestedAt }).meta({ id: 'StreamMatchChange', description: '`event: match`: the match changed (kick-off, clock, score, final whistle).' }),
  match_event: z
    .object({ match_id: z.string(), action: z.enum(['added', 'corrected', 'deleted']), event: matchEvent, ingested_at: ingestedAt })
    .meta({ id: 'StreamMatchEvent', description: '`event: match_event`: an event was added, corrected (including a running score that moved) or deleted. Needs `match_events`.' }),
  lineups: z.object({ match_id: z.string(), lineups: matchLineups, ingested_at: ingestedAt }).meta({ id: 'StreamLineups', description: '`event: lineups`: line-ups changed. Needs `match_lineups`.' }),
  stats: z.object({ match_id: z.string(), stats: matchStats, ingested_at: ingestedAt }).meta({ id: 'StreamStats', description: '`event: stats`: team statistics changed. Needs `match_stats`.' }),
  reset: z.object({ reason: z.string() }).meta({ id: 'StreamReset', description: '`event: reset`: Last-Event-ID could not be resumed (older than the replay window); a `snapshot` follows.' }),
} as const;

/** Documentation schema of the stream (one of the frames above). */
export const streamFrame = z
  .union([streamFrames.snapshot, streamFrames.match, streamFrames.match_event, streamFrames.lineups, streamFrames.stats, streamFrames.reset])
  .meta({ id: 'StreamFrame', description: 'The JSON `data` of one Server-Sent Event; the SSE `event` field names which.' });
