/**
 * The one error class of the server: the public API, the feed ingest API and the server's own
 * answers (an undecodable path, a failed handler) all throw it and answer with the one envelope
 * `{ error: { type, code, message, param, request_id } }` (docs/api.md). Status and type come from
 * the code (ALL_ERROR_CODES); the message and param never carry a control character.
 */
import { echo, withoutControls } from './echo.ts';
import { ALL_ERROR_CODES, type AnyErrorCode } from '../../schemas/api/error.ts';

export class ApiError<C extends AnyErrorCode = AnyErrorCode> extends Error {
  readonly code: C;
  readonly param: string | null;
  readonly headers: Record<string, string>;
  constructor(code: C, message: string, param: string | null = null, headers: Record<string, string> = {}) {
    // Safety net: quoted input is already cleaned with echo(); no message or param carries a control character.
    super(withoutControls(message));
    this.code = code;
    this.param = param === null ? null : echo(param);
    this.headers = headers;
  }
  get status(): number {
    return ALL_ERROR_CODES[this.code].status;
  }
  body(requestId: string) {
    return { error: { type: ALL_ERROR_CODES[this.code].type, code: this.code, message: this.message, param: this.param, request_id: requestId } };
  }
}
