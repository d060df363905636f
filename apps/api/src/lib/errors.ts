import type { ApiErrorBody, ErrorCode } from '@logicareers/shared/api';
import type { CountedAnswer } from '@logicareers/shared/counted-messages';
import { ANSWERS } from '@logicareers/shared/messages';

export type { ErrorCode };

/** The HTTP status of each error code, and the one place where they are paired. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** The code of an HTTP error status that no code of ours names (a client error is invalid input). */
export const codeOfStatus = (status: number): ErrorCode =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status) ??
  (status >= 500 ? 'INTERNAL' : 'VALIDATION');

/** The one error type of the API: a code (mapped to an HTTP status) and what the user may read. */
export class AppError extends Error {
  /** A message with a number: its key and values in the catalogue of counted answers. */
  private counted?: Omit<CountedAnswer, 'message'>;

  constructor(
    readonly code: ErrorCode,
    readonly body: string | Record<string, string>,
    /** A page where what refused the request can be changed (a plan's limit: its upgrade page). */
    readonly upgrade?: string,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }

  /** An error whose message carries a number (countedMessage of the shared catalogue). */
  static counted(code: ErrorCode, { message, ...counted }: CountedAnswer, upgrade?: string) {
    const error = new AppError(code, message, upgrade);
    error.counted = counted;
    return error;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** What the client receives. */
  toBody(): ApiErrorBody {
    return {
      message: this.body,
      ...this.counted,
      code: this.code,
      ...(this.upgrade && { upgrade: this.upgrade }),
    };
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', ANSWERS.unauthenticated);
export const forbidden = (message: string = ANSWERS.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string = ANSWERS.notFound) => new AppError('NOT_FOUND', message);
export const invalid = (fields: Record<string, string>) => new AppError('VALIDATION', fields);

/** Invalid input as `{ field: message }`: the first message per field, `body` for the whole. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}
