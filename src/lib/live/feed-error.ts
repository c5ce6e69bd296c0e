/**
 * Errors of the feed ingest API (docs/live.md). Same envelope as the public API
 * (`{ error: { type, code, message, param, request_id } }`); the feed adds codes of its own.
 * Authentication and permission errors are the public API's (ApiError).
 */
import { ERROR_CODES } from '../../schemas/api/error.ts';

const { resource_not_found, route_not_found, method_not_allowed, internal_error, service_unavailable } = ERROR_CODES;

export const FEED_ERROR_CODES = {
  /** The body is not a message of the documented shape (wrong type, unknown field, value out of range). */
  message_invalid: { status: 400, type: 'invalid_request_error' },
  /** The message is well formed but would make the match inconsistent (the content rules say why). */
  rule_violated: { status: 400, type: 'invalid_request_error' },
  /** Unknown match or event ID. */
  resource_not_found,
  route_not_found,
  method_not_allowed,
  /** `seq` is beyond the next expected sequence number: earlier messages are missing. */
  sequence_gap: { status: 409, type: 'invalid_request_error' },
  /** `seq` was already used by a different message. */
  sequence_conflict: { status: 409, type: 'invalid_request_error' },
  /** The message does not fit the match's status (e.g. an event before kick-off, a clock after the final whistle). */
  match_state_conflict: { status: 409, type: 'invalid_request_error' },
  body_too_large: { status: 413, type: 'invalid_request_error' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error' },
  internal_error,
  service_unavailable,
} as const;
export type FeedErrorCode = keyof typeof FEED_ERROR_CODES;

export class FeedError extends Error {
  readonly code: FeedErrorCode;
  readonly param: string | null;
  readonly headers: Record<string, string>;
  constructor(code: FeedErrorCode, message: string, param: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.param = param;
    this.headers = headers;
  }
  get status(): number {
    return FEED_ERROR_CODES[this.code].status;
  }
  body(requestId: string) {
    return { error: { type: FEED_ERROR_CODES[this.code].type, code: this.code, message: this.message, param: this.param, request_id: requestId } };
  }
}
