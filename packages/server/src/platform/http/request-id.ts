// The request id of every answer and log line (docs/OPERATIONS.md "Request ids"): Fastify's genReqId, the
// X-Request-Id response header, and the `requestId` of every failure envelope (error-handler.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './trust-proxy.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept only when it looks like one: letters, digits, '-', '_', '.', 8 to 64 of them. */
const PROXY_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A reverse proxy we trust (TRUST_PROXY) may pass its own id, so one id runs through its log and ours; anything
 * else, or an id that does not match the pattern, gets a fresh one: a client cannot write into our logs.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxy !== false && typeof given === 'string' && PROXY_ID.test(given)) return given;
    return randomUUID();
  };
}

/** Every answer names its request, so a person's report of a failure finds the log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
