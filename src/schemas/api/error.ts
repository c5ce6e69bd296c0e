import { z } from 'zod';

export const ERROR_CODES = {
  parameter_invalid: { status: 400, type: 'invalid_request_error' },
  parameter_unknown: { status: 400, type: 'invalid_request_error' },
  parameters_conflict: { status: 400, type: 'invalid_request_error' },
  api_key_missing: { status: 401, type: 'authentication_error' },
  api_key_invalid: { status: 401, type: 'authentication_error' },
  permission_missing: { status: 403, type: 'permission_error' },
  resource_not_found: { status: 404, type: 'invalid_request_error' },
  route_not_found: { status: 404, type: 'invalid_request_error' },
  method_not_allowed: { status: 405, type: 'invalid_request_error' },
  range_not_satisfiable: { status: 416, type: 'invalid_request_error' },
  quota_exceeded: { status: 429, type: 'rate_limit_error' },
  rate_limited: { status: 429, type: 'rate_limit_error' },
  internal_error: { status: 500, type: 'api_error' },
  service_unavailable: { status: 503, type: 'api_error' },
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes only the feed ingest API (docs/live.md) answers with, beside the public API's. Same envelope;
 * authentication, permission, routing and server errors are the public API's codes.
 */
export const FEED_ERROR_CODES = {
  /** The body is not a message of the documented shape (wrong type, unknown field, value out of range). */
  message_invalid: { status: 400, type: 'invalid_request_error' },
  /** The message is well formed but would make the match inconsistent (the content rules say why). */
  rule_violated: { status: 400, type: 'invalid_request_error' },
  /** `seq` is beyond the next expected sequence number: earlier messages are missing. */
  sequence_gap: { status: 409, type: 'invalid_request_error' },
  /** `seq` was already used by a different message. */
  sequence_conflict: { status: 409, type: 'invalid_request_error' },
  /** The message does not fit the match's status (e.g. an event before kick-off, a clock after the final whistle). */
  match_state_conflict: { status: 409, type: 'invalid_request_error' },
  body_too_large: { status: 413, type: 'invalid_request_error' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error' },
} as const;
export type FeedErrorCode = keyof typeof FEED_ERROR_CODES;

/** Every code any answer of the server can carry, with its status and type. */
export const ALL_ERROR_CODES = { ...ERROR_CODES, ...FEED_ERROR_CODES } as const;
export type AnyErrorCode = keyof typeof ALL_ERROR_CODES;

/** The one error envelope of every error of every route (decisions.md). */
export const errorBody = z
  .object({
    error: z.object({
      type: z.enum(['invalid_request_error', 'authentication_error', 'permission_error', 'rate_limit_error', 'api_error']),
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: 'One plain sentence telling the caller what to change.' }),
      param: z.string().nullable().meta({ description: 'The query parameter at fault, or null.' }),
      request_id: z.string().meta({ description: 'Same as the Request-Id header.' }),
    }),
  })
  .meta({ id: 'Error' });
