// Attacks on Google sign-in, against the stand-in speaking Google's protocol with real RS256 ID tokens: another
// key, alg "none", another app, another issuer, an expired token, a missing or foreign nonce, and a stolen code
// replayed without its PKCE verifier. Each is a 401 with its sentence and no session, never a 500.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { signIn } from '../testing/auth-test-kit.ts';
import {
  type GoogleAttempt,
  type ProviderStandIn,
  startProviderStandIn,
} from '../testing/provider-stand-in.ts';

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

const google = (attempt: Partial<GoogleAttempt> & { code: string }) =>
  signIn(
    server,
    { platform: 'Google', ...attempt, deviceid: 'web' },
    { headers: { host: 'rookery.localhost' } },
  );
const secret = () => randomBytes(32).toString('base64url');
const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const MESSAGES = {
  unchecked: 'This Google sign-in could not be checked, please try again.',
  audience: 'This Google sign-in was not meant for Rookery.',
  issuer: 'This sign-in did not come from Google.',
  expired: 'Your Google sign-in has expired, please try again.',
  nonce: 'This Google sign-in was not started here, or it has expired. Please try again.',
  refused: 'Google did not accept this sign-in, please try again.',
};

async function expectRefused(attempt: Partial<GoogleAttempt> & { code: string }, error: string) {
  const res = await google(attempt);
  expect(res.statusCode, error).toBe(401);
  expect(res.json()).toMatchObject({ success: false, error });
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('Google ID token (jose)', () => {
  it('is accepted when signed by the published key for us, with this attempt’s nonce', async () => {
    const res = await google(standIn.googleSignIn(standIn.googleClaims()));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token signed by another key, and an unsigned (alg "none") one', async () => {
    await expectRefused(standIn.googleSignIn(standIn.googleClaims(), 'unpublished'), MESSAGES.unchecked);
    await expectRefused(standIn.googleSignIn(standIn.googleClaims(), 'none'), MESSAGES.unchecked);
  });

  it('refuses a token for another app, or shared with one and issued to it', async () => {
    const other = 'someone-else.apps.googleusercontent.com';
    await expectRefused(
      standIn.googleSignIn(standIn.googleClaims({ aud: other, azp: other })),
      MESSAGES.audience,
    );
    const ours = standIn.googleClaims().aud;
    await expectRefused(
      standIn.googleSignIn(standIn.googleClaims({ aud: [ours, other], azp: other })),
      MESSAGES.audience,
    );
  });

  it('refuses another issuer, Google’s own name included when the server trusts another', async () => {
    await expectRefused(
      standIn.googleSignIn(standIn.googleClaims({ iss: 'https://evil.example' })),
      MESSAGES.issuer,
    );
    // This server trusts the stand-in's issuer only (GOOGLE_ISSUER), so even Google's name is foreign here.
    await expectRefused(
      standIn.googleSignIn(standIn.googleClaims({ iss: 'https://accounts.google.com' })),
      MESSAGES.issuer,
    );
  });

  it('refuses an expired token, and takes one within the minute of clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(standIn.googleSignIn(standIn.googleClaims({ exp: now - 3600 })), MESSAGES.expired);
    await expectRefused(standIn.googleSignIn(standIn.googleClaims({ exp: now - 90 })), MESSAGES.expired);
    const skewed = await google(standIn.googleSignIn(standIn.googleClaims({ exp: now - 20 })));
    expect(skewed.statusCode).toBe(200);
  });

  it('refuses a token without a nonce, with another attempt’s nonce, or a request naming another nonce', async () => {
    await expectRefused(standIn.googleSignIn(standIn.googleClaims({ nonce: undefined })), MESSAGES.nonce);
    await expectRefused(
      standIn.googleSignIn(standIn.googleClaims({ nonce: s256(secret()) })),
      MESSAGES.nonce,
    );
    // The token's nonce itself (the hash) is not what the browser kept: it cannot stand in for it.
    const attempt = standIn.googleSignIn(standIn.googleClaims());
    await expectRefused({ ...attempt, nonce: secret() }, MESSAGES.nonce);
    const hashed = standIn.googleSignIn(standIn.googleClaims());
    await expectRefused({ ...hashed, nonce: s256(hashed.nonce) }, MESSAGES.nonce);
  });

  it('refuses a stolen code replayed without its PKCE verifier, and a code used twice', async () => {
    const victim = standIn.googleSignIn(standIn.googleClaims());
    // The thief has the code (from a leaked redirect) but not the verifier that stayed in the victim's tab.
    await expectRefused({ ...victim, code_verifier: secret() }, MESSAGES.refused);
    const sent = standIn.tokenRequests.at(-1);
    expect(sent?.get('code')).toBe(victim.code);
    expect(sent?.get('code_verifier')).not.toBe(victim.code_verifier);
    // Google spends a code on its first exchange: once tried, not even its owner can use it again.
    await expectRefused(victim, MESSAGES.refused);

    const used = standIn.googleSignIn(standIn.googleClaims());
    expect((await google(used)).statusCode).toBe(200);
    await expectRefused(used, MESSAGES.refused);
  });

  it('keeps the {code, deviceid} of RULES.md "Session" for a code from Google’s own SDK, but a web code still needs its verifier', async () => {
    const sdk = await google({ code: standIn.googleSdkCode(standIn.googleClaims()) });
    expect(sdk.statusCode).toBe(200);
    // A web sign-in's code (issued for a challenge) sent the mobile way, without verifier and nonce: Google refuses.
    const { code } = standIn.googleSignIn(standIn.googleClaims());
    await expectRefused({ code }, MESSAGES.refused);
  });

  it('refuses a verifier without a nonce, or the reverse, or malformed ones before Google (400, never a 500)', async () => {
    const { code, nonce } = standIn.googleSignIn(standIn.googleClaims());
    const before = standIn.tokenRequests.length;
    for (const data of [
      { platform: 'Google', code, nonce, deviceid: 'web' },
      { platform: 'Google', code, code_verifier: 'short', nonce, deviceid: 'web' },
      { platform: 'Google', code, code_verifier: secret(), deviceid: 'web' },
      { platform: 'Google', code, code_verifier: secret(), nonce: 42, deviceid: 'web' },
    ]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/signin',
        headers: { 'content-type': 'application/json' },
        payload: { data },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'The Google sign-in did not come back complete, please try again.',
      });
    }
    expect(standIn.tokenRequests.length).toBe(before);
  });
});
