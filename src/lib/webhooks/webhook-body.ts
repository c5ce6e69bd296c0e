/**
 * The JSON body of every webhook event type, as zod schemas with ids: the OpenAPI document's
 * `webhooks` section (src/lib/api/openapi.ts) is generated from them, and the tests check the bodies
 * a replayed match really produces against that document. The server builds the bodies from the push
 * stream's entries (map-entries.ts, dispatcher.ts): `data.match` is the stream's StreamMatch, `data.event`
 * the events endpoint's event.
 */
import { z } from 'zod';
import { matchEvent } from '../../schemas/api/index.ts';
import { streamMatch } from '../../schemas/api/stream.ts';
import type { WebhookEventType } from './event-types.ts';

/** When each event type is sent. Typed by WebhookEventType: a new type needs a line here. */
export const WEBHOOK_EVENT_WHEN: Record<WebhookEventType, string> = {
  'match.lineups': 'The line-ups changed, once both teams have theirs (as `GET /matches/{id}/lineups` answers 200).',
  'match.started': 'Kick-off (also of a replay of a completed match in the sandbox).',
  'match.period': 'The period changed while in play: `half_time`, `second_half`, `extra_time`, `penalties`.',
  'match.event': 'An event was added: every event type of the events endpoint (goals, cards, substitutions, missed penalties, VAR decisions, shoot-out kicks).',
  'match.event_corrected': 'An event was corrected, or its running score moved because another event was corrected or deleted.',
  'match.event_deleted': 'An event was deleted; `event` is the event as it was.',
  'match.finished': 'The final whistle.',
  ping: 'A test event queued with `npm run webhooks -- ping`; `data` is empty.',
};

const envelope = {
  id: z.string().meta({ description: 'Event ID (`evt_…`): the same at every endpoint that receives the event. The delivery ID is the `webhook-id` header.', example: 'evt_Qm3rT0pLx8fKa2bN9cYw1' }),
  created_at: z.string().meta({ description: 'When the change was accepted (for `ping`: when it was queued), ISO 8601 UTC with milliseconds.', example: '2026-07-19T19:47:03.118Z' }),
};

const matchOnly = z.object({ match: streamMatch }).meta({ id: 'WebhookMatchData', description: 'The match after the change: the match list item plus `minute`, `period` and the shoot-out score.' });
const withEvent = z.object({ match: streamMatch, event: matchEvent }).meta({ id: 'WebhookEventData', description: 'The match after the change and the event (for `match.event_deleted`: as it was).' });

const body = <T extends WebhookEventType>(type: T, data: z.ZodType, id: string) =>
  z.object({ ...envelope, type: z.literal(type), data }).meta({ id, description: `Body of \`${type}\`. ${WEBHOOK_EVENT_WHEN[type]}` });

/** The body schema of each event type; component ids `Webhook…`. */
export const WEBHOOK_BODIES: Record<WebhookEventType, z.ZodType> = {
  'match.lineups': body('match.lineups', matchOnly, 'WebhookMatchLineups'),
  'match.started': body('match.started', matchOnly, 'WebhookMatchStarted'),
  'match.period': body('match.period', matchOnly, 'WebhookMatchPeriod'),
  'match.event': body('match.event', withEvent, 'WebhookMatchEvent'),
  'match.event_corrected': body('match.event_corrected', withEvent, 'WebhookMatchEventCorrected'),
  'match.event_deleted': body('match.event_deleted', withEvent, 'WebhookMatchEventDeleted'),
  'match.finished': body('match.finished', matchOnly, 'WebhookMatchFinished'),
  ping: body('ping', z.object({}).meta({ id: 'WebhookPingData', description: 'Empty.' }), 'WebhookPing'),
};
