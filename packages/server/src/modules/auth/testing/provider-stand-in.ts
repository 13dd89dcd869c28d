// A local stand-in for Google's and Facebook's sign-in servers (node:http on 127.0.0.1), speaking their
// protocols: Google's OpenID Connect token endpoint (authorization code bound to a PKCE S256 challenge → an ID
// token signed by `jose` with this stand-in's RSA key) and its JWKS, Facebook's Graph API debug_token and /me.
// Tests decide what each code or token stands for. The server is pointed here with `env` (GOOGLE_TOKEN_URL,
// GOOGLE_JWKS_URL, GOOGLE_ISSUER, FACEBOOK_GRAPH_URL), which config.ts allows only outside production.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';

export const STAND_IN = {
  googleClientId: 'rookery-test.apps.googleusercontent.com',
  googleClientSecret: 'google-test-secret',
  facebookAppId: '1234567890',
  facebookAppSecret: 'facebook-test-secret',
};

/** How the ID token is signed: with the published key, a key not in the JWKS, or not at all (alg "none"). */
export type GoogleSigning = 'published' | 'unpublished' | 'none';

export interface GoogleGrant {
  claims: Record<string, unknown>;
  signing: GoogleSigning;
  /** The PKCE S256 challenge the code was issued for; the exchange must bring its verifier (none: no PKCE). */
  codeChallenge: string | undefined;
}

/** What the browser holds after leaving for Google, and the code Google sends it back with. */
export interface GoogleAttempt {
  code: string;
  code_verifier: string;
  nonce: string;
}

export interface FacebookToken {
  debug: Record<string, unknown>;
  me: Record<string, unknown>;
}

const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const secret = () => randomBytes(32).toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startProviderStandIn() {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const kid = randomUUID();
  const grants = new Map<string, GoogleGrant>();
  const fbTokens = new Map<string, FacebookToken>();
  /** What the token endpoint was sent, for assertions. */
  const tokenRequests: URLSearchParams[] = [];
  let issuer = '';

  async function idToken(grant: GoogleGrant): Promise<string> {
    if (grant.signing === 'none') return new UnsecuredJWT(grant.claims).encode();
    const key = grant.signing === 'published' ? published.privateKey : unpublished.privateKey;
    return new SignJWT(grant.claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(key);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'POST' && url.pathname === '/google/token') {
        const form = new URLSearchParams(await readBody(request));
        tokenRequests.push(form);
        if (
          form.get('client_id') !== STAND_IN.googleClientId ||
          form.get('client_secret') !== STAND_IN.googleClientSecret
        ) {
          return json(response, 401, { error: 'invalid_client' });
        }
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        if (!grant || form.get('grant_type') !== 'authorization_code') {
          return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        grants.delete(code); // a code is good once, as at Google, whatever the outcome
        // RFC 7636 4.6: the verifier must hash to the challenge the code was issued for.
        if (
          grant.codeChallenge !== undefined &&
          s256(form.get('code_verifier') ?? '') !== grant.codeChallenge
        ) {
          return json(response, 400, { error: 'invalid_grant', error_description: 'Missing code verifier.' });
        }
        return json(response, 200, {
          access_token: `ya29.${randomUUID()}`,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid profile email',
          id_token: await idToken(grant),
        });
      }
      if (request.method === 'GET' && url.pathname === '/google/jwks') {
        const jwk = await exportJWK(published.publicKey);
        return json(response, 200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
      }
      if (request.method === 'GET' && url.pathname === '/facebook/debug_token') {
        if (
          url.searchParams.get('access_token') !== `${STAND_IN.facebookAppId}|${STAND_IN.facebookAppSecret}`
        ) {
          return json(response, 400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        }
        const token = fbTokens.get(url.searchParams.get('input_token') ?? '');
        if (!token) return json(response, 200, { data: { is_valid: false, error: { code: 190 } } });
        return json(response, 200, { data: token.debug });
      }
      if (request.method === 'GET' && url.pathname === '/facebook/me') {
        const accessToken = url.searchParams.get('access_token') ?? '';
        const proof = createHmac('sha256', STAND_IN.facebookAppSecret).update(accessToken).digest('hex');
        if (url.searchParams.get('appsecret_proof') !== proof) {
          return json(response, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
        }
        const token = fbTokens.get(accessToken);
        if (!token)
          return json(response, 400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        return json(response, 200, token.me);
      }
      json(response, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${base}/google`;

  return {
    /** The server's environment that points at this stand-in. */
    env: {
      GOOGLE_CLIENT_ID: STAND_IN.googleClientId,
      GOOGLE_CLIENT_SECRET: STAND_IN.googleClientSecret,
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_ISSUER: issuer,
      FACEBOOK_APP_ID: STAND_IN.facebookAppId,
      FACEBOOK_APP_SECRET: STAND_IN.facebookAppSecret,
      FACEBOOK_GRAPH_URL: `${base}/facebook`,
    },
    tokenRequests,
    issuer,
    /**
     * A browser's sign-in at Google: it keeps a PKCE verifier and a nonce, sends their S256 hashes to Google, and
     * comes back with a code standing for these ID-token claims (the nonce claim is the kept nonce's hash unless
     * the claims say otherwise).
     */
    googleSignIn(claims: Record<string, unknown>, signing: GoogleSigning = 'published'): GoogleAttempt {
      const attempt = { code: `4/${randomUUID()}`, code_verifier: secret(), nonce: secret() };
      const withNonce = 'nonce' in claims ? claims : { ...claims, nonce: s256(attempt.nonce) };
      grants.set(attempt.code, {
        claims: withNonce,
        signing,
        codeChallenge: s256(attempt.code_verifier),
      });
      return attempt;
    },
    /** A code from Google's own SDK (the mobile app): no PKCE challenge, and the claims as given (no nonce). */
    googleSdkCode(claims: Record<string, unknown>): string {
      const code = `4/${randomUUID()}`;
      grants.set(code, { claims, signing: 'published', codeChallenge: undefined });
      return code;
    },
    /** Claims of a good ID token for us, which a test may override. */
    googleClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      const now = Math.floor(Date.now() / 1000);
      return {
        iss: issuer,
        aud: STAND_IN.googleClientId,
        azp: STAND_IN.googleClientId,
        sub: String(100_000_000 + Math.floor(Math.random() * 900_000_000)),
        email: `g-${randomUUID().slice(0, 8)}@gmail.test`,
        email_verified: true,
        name: 'Grace Google',
        iat: now,
        exp: now + 3600,
        ...overrides,
      };
    },
    /** A user access token Facebook would hand the browser. */
    facebookToken(
      user: { id?: string; name?: string; email?: string | null } = {},
      debugOverrides: Record<string, unknown> = {},
    ): { token: string; userId: string; email: string | null } {
      const token = `EAAB${randomUUID().replaceAll('-', '')}`;
      const userId = user.id ?? String(10_000_000_000 + Math.floor(Math.random() * 1e9));
      const email = user.email === undefined ? `f-${randomUUID().slice(0, 8)}@facebook.test` : user.email;
      fbTokens.set(token, {
        debug: {
          app_id: STAND_IN.facebookAppId,
          type: 'USER',
          application: 'Rookery',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          is_valid: true,
          scopes: ['email', 'public_profile'],
          user_id: userId,
          ...debugOverrides,
        },
        me: { id: userId, name: user.name ?? 'Frank Facebook', ...(email ? { email } : {}) },
      });
      return { token, userId, email };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ProviderStandIn = Awaited<ReturnType<typeof startProviderStandIn>>;
