// A local stand-in for Google's and Facebook's sign-in servers (node:http on 127.0.0.1), speaking their
// protocols: Google's token endpoint (authorization code → RS256 ID token) and JWKS, Facebook's Graph API
// debug_token and /me. Tests decide what each code or token stands for.
import { createHmac, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN = {
  googleClientId: 'rookery-test.apps.googleusercontent.com',
  googleClientSecret: 'google-test-secret',
  facebookAppId: '1234567890',
  facebookAppSecret: 'facebook-test-secret',
};

export interface GoogleGrant {
  claims: Record<string, unknown>;
  /** Sign with a key that is not in the JWKS. */
  forgedSignature?: boolean;
}

export interface FacebookToken {
  debug: Record<string, unknown>;
  me: Record<string, unknown>;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = base64url({ alg: 'RS256', typ: 'JWT', kid });
  const body = base64url(claims);
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

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
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const grants = new Map<string, GoogleGrant>();
  const fbTokens = new Map<string, FacebookToken>();
  /** What the token endpoint was sent, for assertions. */
  const tokenRequests: URLSearchParams[] = [];

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
        const grant = grants.get(form.get('code') ?? '');
        if (!grant || form.get('grant_type') !== 'authorization_code') {
          return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        grants.delete(form.get('code') ?? ''); // a code is good once, as at Google
        const key = grant.forgedSignature ? other.privateKey : privateKey;
        return json(response, 200, {
          access_token: `ya29.${randomUUID()}`,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid profile email',
          id_token: signJwt(grant.claims, key, kid),
        });
      }
      if (request.method === 'GET' && url.pathname === '/google/jwks') {
        const jwk = publicKey.export({ format: 'jwk' });
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

  return {
    /** The server's environment that points at this stand-in. */
    env: {
      GOOGLE_CLIENT_ID: STAND_IN.googleClientId,
      GOOGLE_CLIENT_SECRET: STAND_IN.googleClientSecret,
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      FACEBOOK_APP_ID: STAND_IN.facebookAppId,
      FACEBOOK_APP_SECRET: STAND_IN.facebookAppSecret,
      FACEBOOK_GRAPH_URL: `${base}/facebook`,
    },
    tokenRequests,
    /** An authorization code Google would hand the browser, standing for these ID-token claims. */
    googleCode(claims: Record<string, unknown>, options: { forgedSignature?: boolean } = {}): string {
      const code = `4/${randomUUID()}`;
      grants.set(code, { claims, ...options });
      return code;
    },
    /** Claims of a good ID token for us, which a test may override. */
    googleClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      const now = Math.floor(Date.now() / 1000);
      return {
        iss: 'https://accounts.google.com',
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
