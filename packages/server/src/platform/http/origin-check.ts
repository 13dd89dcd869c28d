// RULES.md "Session": a state-changing request whose Origin is present and not one of ours is refused with 403.
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendFailure } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `origin` is the request's own scheme and host, or one of the configured site origins. */
export function isOwnOrigin(
  origin: string,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  allowed: string[],
) {
  const normalised = origin.toLowerCase();
  if (allowed.includes(normalised)) return true;
  return normalised === `${request.protocol}://${request.host}`.toLowerCase();
}

export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // No Origin: not a browser's cross-site request (the mobile app, curl). "null" is a sandboxed or file page.
    if (origin === undefined) return;
    if (!isOwnOrigin(origin, request, allowedOrigins)) {
      return sendFailure(reply, 403, ERROR_TEXT.forbidden);
    }
  });
}
