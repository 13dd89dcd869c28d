// Coded errors thrown by services; the error handler turns them into the status and envelope of API.md 1.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';

export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  TOO_MANY: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_TEXT: Record<ErrorCode, string> = {
  BAD_INPUT: ERROR_TEXT.badInput,
  UNAUTHORIZED: ERROR_TEXT.unauthorized,
  PAYMENT_REQUIRED: ERROR_TEXT.forbidden,
  FORBIDDEN: ERROR_TEXT.forbidden,
  NOT_FOUND: ERROR_TEXT.notFound,
  TOO_LARGE: ERROR_TEXT.tooLarge,
  UNSUPPORTED_TYPE: ERROR_TEXT.unsupportedType,
  TOO_MANY: ERROR_TEXT.tooMany,
  UNAVAILABLE: ERROR_TEXT.unavailable,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_TEXT[code],
    /** Seconds, sent as Retry-After with TOO_MANY and UNAVAILABLE. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
