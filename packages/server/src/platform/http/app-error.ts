// Coded errors thrown by services; the error handler turns them into the status and envelope of
// RULES.md "Wire envelope".
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
  /** A write that found the disk full; thrown by nobody, the error handler maps ENOSPC to it. */
  OUT_OF_SPACE: 507,
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
  OUT_OF_SPACE: ERROR_TEXT.outOfSpace,
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

/** `err` and the errors it wraps, outermost first (drizzle wraps the driver's error as `cause`). */
function* errorChain(err: unknown): Generator<Error> {
  let current: unknown = err;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    yield current;
    current = current.cause;
  }
}

const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Codes of a database that cannot be reached or went away (node's socket errors, PostgreSQL's admin shutdown,
 * starting up or shutting down, and connection exceptions): the caller hears 503 and the process lives on.
 */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // lock_not_available and query_canceled: DATABASE_LOCK_TIMEOUT_MS or DATABASE_STATEMENT_TIMEOUT_MS ran out (a table
  // locked elsewhere, a statement stuck). The request is fine and may be tried again in a moment.
  '55P03',
  '57014',
]);
/** node-postgres says these in words only, without a code. */
const DB_DOWN_WORDS =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|client was closed|cannot use a pool after calling end|connect ECONNREFUSED/i;

/**
 * True when `err`, or any error it wraps (drizzle wraps the driver's error as `cause`), says the database is
 * unreachable: a moment's outage, not a fault in the request.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return [...errorChain(err)].some(
    (error) =>
      DB_DOWN_CODES.has(codeOf(error) ?? '') ||
      DB_DOWN_WORDS.test(error.message) ||
      // AggregateError: node's connect tries every address (IPv4 and IPv6) and reports them all.
      (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner))),
  );
}

/** lock_not_available, query_canceled (a statement timeout) and deadlock_detected. */
const LOCK_OR_TIMEOUT_CODES = new Set(['55P03', '57014', '40P01']);

/**
 * True when `err`, or any error it wraps, is a statement that waited too long for a lock or ran out its time: the
 * statement's own trouble, while the database answers others.
 */
export function isLockOrStatementTimeout(err: unknown): boolean {
  return [...errorChain(err)].some((error) => LOCK_OR_TIMEOUT_CODES.has(codeOf(error) ?? ''));
}

/** The file system's "disk full" and "quota exceeded", and PostgreSQL's disk_full (53100). */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * True when `err`, or any error it wraps, says a write found no space left (media files or the database): the
 * person hears "out of space", not "something went wrong", and /readyz says so.
 */
export function isOutOfSpace(err: unknown): boolean {
  // PGlite reports PostgreSQL's own error; some paths carry only its words.
  return [...errorChain(err)].some(
    (error) => OUT_OF_SPACE_CODES.has(codeOf(error) ?? '') || /no space left on device/i.test(error.message),
  );
}
