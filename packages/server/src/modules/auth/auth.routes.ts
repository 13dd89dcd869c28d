// POST /signin and POST /signout (RULES.md "Session"): parse, hand to the sign-in service, and set or clear the
// cookie.
import { ZSignInRequest } from '@rookery/shared/api/signin.ts';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../platform/http/client-address.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../platform/http/viewer.ts';
import { deviceCookieOf, setDeviceCookie } from './device-cookie.ts';
import type { SessionService } from './session.service.ts';
import type { SignInService } from './signin.service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; signIn: SignInService },
): void {
  const { sessions, signIn } = deps;

  app.post('/signin', async (request, reply) => {
    const { data } = ZSignInRequest.parse(request.body ?? {});
    const signedIn = await signIn.signIn(data, {
      ip: clientOf(request),
      device: deviceCookieOf(request),
      // Must equal the redirect_uri the browser went to Google with (the web app's /app/oauth/google).
      googleRedirectUri: `${request.protocol}://${request.host}/app/oauth/google`,
      // A session this browser held before (perhaps someone else's) ends; the new one gets a new token.
      previousSession: sessionToken(request),
      userAgent: request.headers['user-agent'] ?? '',
      // A browser's POST always names its Origin (origin-check.ts); the mobile app sends none: its device label says so.
      client: request.headers.origin === undefined ? 'app' : 'web',
    });
    setSessionCookie(request, reply, signedIn.token);
    // The owner's browser from now on: spared the pause an attacker elsewhere keeps on the account.
    setDeviceCookie(request, reply, signIn.deviceCookieAfter(signedIn, deviceCookieOf(request)));
    return { success: true };
  });

  app.post('/signout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await sessions.end(token);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
