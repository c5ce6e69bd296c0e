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
  quota_exceeded: { status: 429, type: 'rate_limit_error' },
  rate_limited: { status: 429, type: 'rate_limit_error' },
  internal_error: { status: 500, type: 'api_error' },
  service_unavailable: { status: 503, type: 'api_error' },
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

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
