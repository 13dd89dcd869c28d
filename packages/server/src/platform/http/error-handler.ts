// The one place that writes error statuses: AppError, Fastify's own errors and anything unexpected →
// RULES.md "Wire envelope".
import { ERROR_TEXT, type Failure } from '@rookery/shared/api/envelope.ts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, isDatabaseUnavailable, isOutOfSpace } from './app-error.ts';
import { inputErrorOf } from './input-error.ts';

/** Fastify's own error codes that describe a bad request, mapped to our answer. */
const FASTIFY_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: ERROR_TEXT.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: ERROR_TEXT.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: ERROR_TEXT.badInput },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: ERROR_TEXT.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: ERROR_TEXT.unsupportedType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, error: ERROR_TEXT.unsupportedType },
  FST_ERR_VALIDATION: { status: 400, error: ERROR_TEXT.badInput },
  FST_ERR_BAD_URL: { status: 400, error: ERROR_TEXT.badInput },
};

/** The RULES.md "Wire envelope" failure, with the request's id (also in its X-Request-Id header and every log line of it). */
export function sendFailure(reply: FastifyReply, status: number, error: string): FastifyReply {
  const body: Failure = { success: false, error, requestId: reply.request.id };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A full disk is not over in seconds: clients wait a minute before they write again. */
const OUT_OF_SPACE_RETRY_SECONDS = 60;

export interface ErrorHandlerOptions {
  /** Told of every write refused for want of space, so /readyz reports the disk (platform/storage/disk-space.ts). */
  onOutOfSpace?: () => void;
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('Retry-After', String(err.retryAfter));
      return sendFailure(reply, err.status, err.message);
    }
    if (err instanceof z.ZodError) {
      return sendFailure(reply, 400, inputErrorOf(err));
    }
    const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
    const known = FASTIFY_ERRORS[code];
    if (known) return sendFailure(reply, known.status, known.error);
    if (code === 'FST_ERR_RATE_LIMIT' || ('statusCode' in err && err.statusCode === 429)) {
      return sendFailure(reply, 429, ERROR_TEXT.tooMany);
    }
    if (isOutOfSpace(err)) {
      // 507 Insufficient Storage: the write, not the server, failed; reads go on answering 200.
      request.log.error({ err: rootCause(err) }, 'out of space');
      options.onOutOfSpace?.();
      reply.header('Retry-After', String(OUT_OF_SPACE_RETRY_SECONDS));
      return sendFailure(reply, 507, ERROR_TEXT.outOfSpace);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err: rootCause(err) }, 'database unavailable');
      reply.header('Retry-After', '5');
      return sendFailure(reply, 503, ERROR_TEXT.unavailable);
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return sendFailure(reply, status, ERROR_TEXT.badInput);
    request.log.error({ err }, 'unexpected error');
    return sendFailure(reply, 500, ERROR_TEXT.unexpected);
  });
}

/** The driver's own error, not drizzle's wrapper that repeats the whole statement for every request. */
function rootCause(err: unknown): unknown {
  let cause: unknown = err;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause;
}
