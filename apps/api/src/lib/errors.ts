import { ANSWERS } from '@logicareers/shared/messages';

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type of the API: a code (mapped to an HTTP status) and what the user may read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly body: string | Record<string, string>,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', ANSWERS.unauthenticated);
export const forbidden = (message: string = ANSWERS.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string = ANSWERS.notFound) => new AppError('NOT_FOUND', message);
export const invalid = (fields: Record<string, string>) => new AppError('VALIDATION', fields);
