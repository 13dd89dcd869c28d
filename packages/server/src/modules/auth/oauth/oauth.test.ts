// Google and Facebook sign-in against a local stand-in that speaks their protocols: good tokens, tokens for
// another app, expired and forged ones, and linking to an existing account only by an address both verified.
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { userIdentities, users } from '../auth.schema.ts';
import { apiGet, apiPost, codeFor, sessionCookieOf, signIn } from '../testing/auth-test-kit.ts';
import {
  type GoogleAttempt,
  type ProviderStandIn,
  STAND_IN,
  startProviderStandIn,
} from '../testing/provider-stand-in.ts';
import { createGoogleSignIn } from './google.ts';

let standIn: ProviderStandIn;
let server: TestServer;
beforeAll(async () => {
  standIn = await startProviderStandIn();
  server = await startTestServer(standIn.env);
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const google = (attempt: GoogleAttempt) =>
  signIn(
    server,
    { platform: 'Google', ...attempt, deviceid: 'web' },
    { headers: { host: 'rookery.localhost' } },
  );
const facebook = (token: string, userid = '') =>
  signIn(server, { platform: 'Facebook', token, userid, deviceid: 'web' });

async function accountByEmail(email: string) {
  const rows = await server.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0];
}

async function identitiesOf(userId: string) {
  return server.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

describe('signinmethods', () => {
  it('names the configured providers and where to send the browser', async () => {
    const res = await apiGet(server, 'signinmethods');
    expect(res.json()).toEqual({
      success: true,
      google: { clientId: STAND_IN.googleClientId, authUrl: 'https://accounts.google.com/o/oauth2/v2/auth' },
      facebook: { appId: STAND_IN.facebookAppId, authUrl: 'https://www.facebook.com/v19.0/dialog/oauth' },
    });
  });

  it('hides both, and /signin refuses them with a sentence, when they are not configured', async () => {
    const plain = await startTestServer();
    try {
      expect((await apiGet(plain, 'signinmethods')).json()).toEqual({
        success: true,
        google: null,
        facebook: null,
      });
      const g = await signIn(plain, {
        platform: 'Google',
        code: 'x',
        code_verifier: 'v'.repeat(43),
        nonce: 'n'.repeat(43),
        deviceid: 'web',
      });
      expect(g.statusCode).toBe(403);
      expect(g.json()).toMatchObject({ success: false, error: 'Google sign-in is not available here.' });
      const f = await signIn(plain, { platform: 'Facebook', token: 'x', userid: '', deviceid: 'web' });
      expect(f.statusCode).toBe(403);
      expect(f.json()).toMatchObject({ success: false, error: 'Facebook sign-in is not available here.' });
    } finally {
      await plain.close();
    }
  });
});

describe('Google', () => {
  it('creates a verified account with its identity and welcome pebbles, and signs in', async () => {
    const claims = standIn.googleClaims({ name: 'Grace Hopper' });
    const res = await google(standIn.googleSignIn(claims));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // The code was exchanged with our secret and the redirect address the browser used.
    const sent = standIn.tokenRequests.at(-1);
    expect(sent?.get('redirect_uri')).toBe('http://rookery.localhost/app/oauth/google');
    expect(sent?.get('code_verifier')).toMatch(/^[\w-]{43}$/);

    const cookie = sessionCookieOf(res);
    const check = await apiPost(server, 'logincheck', {}, { cookie });
    expect(check.json()).toEqual({
      success: true,
      verified: true,
      email: claims.email,
      name: 'Grace Hopper',
      accept_tc: false,
    });
    const account = await accountByEmail(String(claims.email));
    expect(account).toMatchObject({ source: 'Google', verified: true, pebbles: 3, passwordHash: null });
    expect(await identitiesOf(account?.id ?? '')).toMatchObject([
      { provider: 'Google', subject: claims.sub },
    ]);

    // The same Google person later, even with another address at Google, is the same account.
    const again = await google(standIn.googleSignIn({ ...claims, email: 'moved@gmail.test' }));
    expect(again.statusCode).toBe(200);
    const menu = await apiGet(server, 'menudata', { cookie: sessionCookieOf(again) });
    expect(menu.json().md[0].id).toBe(account?.id);
  });

  // Forged, foreign, expired and replayed tokens and codes: google-id-token.test.ts.

  it('links to an existing account only when Google and the account both verified the address', async () => {
    const member = await make.account(server, { verified: true });
    const linked = await google(
      standIn.googleSignIn(standIn.googleClaims({ email: member.email.toUpperCase() })),
    );
    expect(linked.statusCode).toBe(200);
    const menu = await apiGet(server, 'menudata', { cookie: sessionCookieOf(linked) });
    expect(menu.json().md[0].id).toBe(member.id);
    expect(await identitiesOf(member.id)).toHaveLength(1);

    // Google does not vouch for the address: no link, no session, nothing stored.
    const other = await make.account(server, { verified: true });
    const unverified = await google(
      standIn.googleSignIn(standIn.googleClaims({ email: other.email, email_verified: false })),
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toMatch(/^An account with this email already exists/);
    expect(unverified.headers['set-cookie']).toBeUndefined();
    expect(await identitiesOf(other.id)).toEqual([]);

    // The existing account never proved the address (someone may have signed up with another's email).
    const squatted = await make.signedUp(server);
    const res = await google(standIn.googleSignIn(standIn.googleClaims({ email: squatted.email })));
    expect(res.statusCode).toBe(403);
    const squatter = await accountByEmail(squatted.email);
    expect(await identitiesOf(squatter?.id ?? '')).toEqual([]);
  });

  it('creates an unverified account, and mails it a code, when Google has not verified the address', async () => {
    const claims = standIn.googleClaims({ email_verified: false });
    const res = await google(standIn.googleSignIn(claims));
    expect(res.statusCode).toBe(200);
    expect(await accountByEmail(String(claims.email))).toMatchObject({ source: 'Google', verified: false });
    const code = await codeFor(server, String(claims.email));
    const cookie = sessionCookieOf(res);
    expect((await apiPost(server, 'verifycode', { code }, { cookie })).statusCode).toBe(200);
    expect((await accountByEmail(String(claims.email)))?.verified).toBe(true);
  });
});

describe('Facebook', () => {
  it('checks the token with the app secret and creates an account that verifies its address by code', async () => {
    const fb = standIn.facebookToken({ name: 'Frances Book' });
    const res = await facebook(fb.token);
    expect(res.statusCode).toBe(200);
    const account = await accountByEmail(fb.email ?? '');
    // Facebook does not say it verified the address, so the account verifies it like an email sign-up.
    expect(account).toMatchObject({ source: 'Facebook', verified: false, name: 'Frances Book', pebbles: 3 });
    expect(await identitiesOf(account?.id ?? '')).toMatchObject([
      { provider: 'Facebook', subject: fb.userId },
    ]);
    await codeFor(server, fb.email ?? '');

    // Signing in again with the user id the browser knows finds the same account.
    const again = await facebook(standIn.facebookToken({ id: fb.userId, email: fb.email }).token, fb.userId);
    expect(again.statusCode).toBe(200);
    expect((await apiGet(server, 'menudata', { cookie: sessionCookieOf(again) })).json().md[0].id).toBe(
      account?.id,
    );
  });

  it('refuses another app’s token, an expired or invalid one, and a user id that is not the token’s, with 401', async () => {
    const cases: [string, string, string][] = [
      [
        standIn.facebookToken({}, { app_id: '999' }).token,
        '',
        'This Facebook sign-in was not meant for Rookery.',
      ],
      [
        standIn.facebookToken({}, { expires_at: Math.floor(Date.now() / 1000) - 60 }).token,
        '',
        'Your Facebook sign-in has expired, please try again.',
      ],
      [
        standIn.facebookToken({}, { is_valid: false }).token,
        '',
        'Facebook did not accept this sign-in, please try again.',
      ],
      ['EAAB-not-a-token', '', 'Facebook did not accept this sign-in, please try again.'],
      [standIn.facebookToken().token, '42', 'This Facebook sign-in belongs to someone else.'],
    ];
    for (const [token, userid, error] of cases) {
      const res = await facebook(token, userid);
      expect(res.statusCode, error).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never links to an existing account by email, and needs an address to create one', async () => {
    const member = await make.account(server, { verified: true });
    const res = await facebook(standIn.facebookToken({ email: member.email }).token);
    expect(res.statusCode).toBe(403);
    expect(await identitiesOf(member.id)).toEqual([]);

    const noEmail = await facebook(standIn.facebookToken({ email: null }).token);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toBe(
      'Facebook did not share your email address, so we cannot create your account. Please allow access to your email, or sign in with email.',
    );
  });

  it('tells a banned person why, even through a provider', async () => {
    const fb = standIn.facebookToken();
    expect((await facebook(fb.token)).statusCode).toBe(200);
    await server.database.db
      .update(users)
      .set({ status: 'banned' })
      .where(sql`lower(${users.email}) = ${fb.email}`);
    const res = await facebook(standIn.facebookToken({ id: fb.userId, email: fb.email }).token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'Your account has been banned.' });
  });
});

describe('an unreachable provider', () => {
  it('is a 503 with a sentence, not a 500', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
      });
    });
    const googleDown = createGoogleSignIn(
      {
        clientId: STAND_IN.googleClientId,
        clientSecret: STAND_IN.googleClientSecret,
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: `http://127.0.0.1:${port}/token`,
        jwksUrl: `http://127.0.0.1:${port}/jwks`,
        issuers: ['https://accounts.google.com'],
      },
      { product: 'Rookery' },
    );
    await expect(
      googleDown.identify('4/x', 'http://rookery.localhost/app/oauth/google', {
        codeVerifier: 'v'.repeat(43),
        nonce: 'n'.repeat(43),
      }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Google could not be reached, please try again in a moment.',
    });
  });
});
