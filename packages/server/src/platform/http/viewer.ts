// Who is asking: the session cookie read once per request (lazily, so static files never touch the database).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface Viewer {
  userId: string;
  sessionId: string;
  verified: boolean;
  acceptTc: boolean;
}

export interface SessionResolver {
  lifetimeSeconds: number;
  resolve(token: string): Promise<{ viewer: Viewer; refreshed: boolean } | null>;
}

/** The session cookie's name in development and tests (plain HTTP on localhost). */
export const SESSION_COOKIE = 'rookery_session';
/**
 * Its name in production: browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and no Domain,
 * so a sibling subdomain or a plain-HTTP page can neither set nor shadow the session (cookie tossing).
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

declare module 'fastify' {
  interface FastifyInstance {
    sessionResolver: SessionResolver;
    /** SESSION_COOKIE, or HOST_SESSION_COOKIE in production (registerViewer). */
    sessionCookieName: string;
    /** Production sets the cookie Secure whatever the request's protocol says (the `__Host-` rule). */
    sessionCookieSecure: boolean;
  }
  interface FastifyRequest {
    viewerPromise: Promise<Viewer | null> | null;
    /** Set when the session's expiry moved forward, so the cookie's does too. */
    sessionRefreshed: boolean;
  }
}

/** Secure in production always; elsewhere when the request came over HTTPS. */
function secureFor(request: FastifyRequest): boolean {
  return request.server.sessionCookieSecure || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  // Never a Domain attribute: the cookie belongs to the host that set it (and `__Host-` requires that).
  reply.setCookie(request.server.sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request),
    maxAge: request.server.sessionResolver.lifetimeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(request.server.sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request),
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.sessionCookieName];
}

/** The signed-in person behind the request, or null. Resolved at most once per request. */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  request.viewerPromise ??= resolveViewer(request);
  return request.viewerPromise;
}

async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const found = await request.server.sessionResolver.resolve(token);
  if (!found) return null;
  request.sessionRefreshed = found.refreshed;
  return found.viewer;
}

export function registerViewer(
  app: FastifyInstance,
  sessions: SessionResolver,
  options: { production?: boolean } = {},
): void {
  app.decorate('sessionResolver', sessions);
  app.decorate('sessionCookieName', options.production ? HOST_SESSION_COOKIE : SESSION_COOKIE);
  app.decorate('sessionCookieSecure', options.production === true);
  app.decorateRequest('viewerPromise', null);
  app.decorateRequest('sessionRefreshed', false);
  app.addHook('onSend', async (request, reply, payload) => {
    const token = sessionToken(request);
    if (request.sessionRefreshed && token) setSessionCookie(request, reply, token);
    return payload;
  });
}
