// Who may open a socket (RULES.md "Session", "Realtime"): the upgrade is refused when its Origin is foreign, and the
// handshake needs the session cookie of a verified person who accepted the terms.
//
// A handshake without an Origin header is let through, as the HTTP origin check does: every browser sends Origin
// on a websocket upgrade, so its absence means a non-browser client (the mobile app, Node tests), which cannot be
// a cross-site page riding someone's cookie; the session cookie is still required.
import type { IncomingMessage } from 'node:http';
import { ERROR_TEXT } from '@rookery/shared/api/envelope.ts';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../http/app-error.ts';
import type { RealtimeSocket } from './socket-handler.ts';

export interface OriginPolicy {
  allowedOrigins: string[];
  trustProxy: boolean;
}

/** The same rule as platform/http/origin-check.ts: a configured site origin, or this request's own. */
export function isAllowedUpgrade(request: IncomingMessage, policy: OriginPolicy): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const normalised = origin.toLowerCase();
  if (policy.allowedOrigins.includes(normalised)) return true;
  const host =
    firstOf(policy.trustProxy ? request.headers['x-forwarded-host'] : undefined) ?? request.headers.host;
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const protocol =
    firstOf(policy.trustProxy ? request.headers['x-forwarded-proto'] : undefined) ??
    (encrypted ? 'https' : 'http');
  return host !== undefined && normalised === `${protocol}://${host}`.toLowerCase();
}

function firstOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The handshake middleware: sets socket.data from the session or refuses with the sentence the client sees as
 * connect_error's message ("Unauthorized" without a usable session, "Forbidden" before verification and terms).
 */
export function sessionHandshake(app: FastifyInstance) {
  return async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    try {
      const header = socket.request.headers.cookie;
      const token = header ? app.parseCookie(header)[app.sessionCookieName] : undefined;
      const found = token ? await app.sessionResolver.resolve(token) : null;
      if (!found) return next(new Error(ERROR_TEXT.unauthorized));
      const { viewer } = found;
      if (!viewer.verified || !viewer.acceptTc) return next(new Error(ERROR_TEXT.forbidden));
      socket.data.userId = viewer.userId;
      socket.data.sessionId = viewer.sessionId;
      next();
    } catch (err) {
      // The database away: the client hears the 503 sentence and its reconnect loop tries again.
      const down = isDatabaseUnavailable(err);
      app.log.error({ err }, down ? 'socket handshake: database unavailable' : 'socket handshake failed');
      next(new Error(down ? ERROR_TEXT.unavailable : ERROR_TEXT.unexpected));
    }
  };
}
