/** An error the API answers with the one error envelope (decisions.md). */
import { echo, withoutControls } from './echo.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/api/error.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly param: string | null;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message: string, param: string | null = null, headers: Record<string, string> = {}) {
    // Safety net: quoted input is already cleaned with echo(); no message or param carries a control character.
    super(withoutControls(message));
    this.code = code;
    this.param = param === null ? null : echo(param);
    this.headers = headers;
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
  body(requestId: string) {
    return { error: { type: ERROR_CODES[this.code].type, code: this.code, message: this.message, param: this.param, request_id: requestId } };
  }
}
