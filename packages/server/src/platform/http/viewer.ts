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

export const SESSION_COOKIE = 'rookery_session';

declare module 'fastify' {
  interface FastifyInstance {
    sessionResolver: SessionResolver;
  }
  interface FastifyRequest {
    viewerPromise: Promise<Viewer | null> | null;
    /** Set when the session's expiry moved forward, so the cookie's does too. */
    sessionRefreshed: boolean;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: request.server.sessionResolver.lifetimeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
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

export function registerViewer(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorate('sessionResolver', sessions);
  app.decorateRequest('viewerPromise', null);
  app.decorateRequest('sessionRefreshed', false);
  app.addHook('onSend', async (request, reply, payload) => {
    const token = sessionToken(request);
    if (request.sessionRefreshed && token) setSessionCookie(request, reply, token);
    return payload;
  });
}
