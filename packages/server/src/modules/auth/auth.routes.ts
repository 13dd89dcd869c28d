// POST /signout (API.md 2). Sign-in methods arrive with the accounts feature and use the same session service.
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, sessionToken } from '../../platform/http/viewer.ts';
import type { SessionService } from './session.service.ts';

export function registerAuthRoutes(app: FastifyInstance, sessions: SessionService): void {
  app.post('/signout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await sessions.end(token);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
