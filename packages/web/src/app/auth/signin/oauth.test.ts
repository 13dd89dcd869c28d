import { describe, expect, it } from 'vitest';
import { facebookAuthUrl, googleAuthUrl, readProviderAnswer, s256 } from './oauth.ts';

const origin = 'https://rookery.example';

describe('third-party sign-in redirects', () => {
  it('hashes the PKCE verifier as RFC 7636 appendix B does', async () => {
    expect(await s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('asks Google for an authorization code with our client, scopes, state, callback, PKCE and nonce', () => {
    const url = new URL(
      googleAuthUrl({
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        clientId: 'cid',
        origin,
        state: 's1',
        codeChallenge: 'c1',
        nonce: 'n1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      response_type: 'code',
      scope: 'openid profile email',
      state: 's1',
      redirect_uri: 'https://rookery.example/app/oauth/google',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
      nonce: 'n1',
    });
  });

  it('asks Facebook for a token, keeping query parameters the server put in authUrl', () => {
    const url = new URL(
      facebookAuthUrl({
        authUrl: 'https://www.facebook.com/v19.0/dialog/oauth?display=page',
        clientId: 'app',
        origin,
        state: 's2',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      display: 'page',
      client_id: 'app',
      response_type: 'token',
      scope: 'email',
      state: 's2',
      redirect_uri: 'https://rookery.example/app/oauth/facebook',
    });
  });

  it('reads the answers: a Google code in the query, a Facebook token in the fragment, or a refusal', () => {
    expect(readProviderAnswer('google', '?code=4/abc&state=s1', '')).toEqual({
      ok: true,
      credential: '4/abc',
      state: 's1',
    });
    expect(
      readProviderAnswer('facebook', '', '#access_token=EAAB&data_access_expiration_time=1&state=s2'),
    ).toEqual({
      ok: true,
      credential: 'EAAB',
      state: 's2',
    });
    expect(readProviderAnswer('google', '?error=access_denied&state=s1', '')).toEqual({
      ok: false,
      reason: 'denied',
      state: 's1',
    });
    // Facebook reports a refusal in the query string, not the fragment.
    expect(readProviderAnswer('facebook', '?error=access_denied&state=s2', '')).toEqual({
      ok: false,
      reason: 'denied',
      state: 's2',
    });
    expect(readProviderAnswer('google', '?state=s1', '')).toEqual({
      ok: false,
      reason: 'incomplete',
      state: 's1',
    });
  });
});
