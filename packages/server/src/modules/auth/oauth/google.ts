// Sign-in with Google: the authorization code from Google's redirect is exchanged here (with our client secret)
// for an ID token, whose signature is checked against Google's published keys and whose claims must name
// Google as issuer, our client id as audience, and a time that has not passed.
import type { KeyObject } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { decodeJwt, keysFromJwks, verifyRs256 } from './jwt.ts';
import { callProvider, type Fetch, isRecord, type ProviderIdentity } from './provider-http.ts';

type GoogleConfig = NonNullable<Config['oauth']['google']>;

const ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);
/** Clocks disagree a little; a token is accepted up to this long past its expiry. */
const SKEW_SECONDS = 60;
/** An unknown key id refetches Google's keys, but not more often than this (keys rotate rarely). */
const REFETCH_MS = 60_000;

export interface GoogleSignInOptions {
  product: string;
  fetch?: Fetch;
  clock?: () => Date;
}

export function createGoogleSignIn(config: GoogleConfig, options: GoogleSignInOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? (() => new Date());
  const refused = (message: string) => new AppError('UNAUTHORIZED', message);
  let keys = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    if (!keys.has(kid) && Date.now() - fetchedAt > REFETCH_MS) {
      const answer = await callProvider('Google', config.jwksUrl, { method: 'GET' }, fetchImpl);
      if (answer.status === 200) {
        keys = keysFromJwks(answer.body);
        fetchedAt = Date.now();
      }
    }
    return keys.get(kid);
  }

  return {
    /** The person behind an authorization code; `redirectUri` must be the one the browser was sent with. */
    async identify(code: string, redirectUri: string): Promise<ProviderIdentity> {
      const answer = await callProvider(
        'Google',
        config.tokenUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            code,
            client_id: config.clientId,
            client_secret: config.clientSecret,
            redirect_uri: redirectUri,
            grant_type: 'authorization_code',
          }).toString(),
        },
        fetchImpl,
      );
      const idToken = isRecord(answer.body) ? answer.body.id_token : undefined;
      if (answer.status !== 200 || typeof idToken !== 'string') {
        throw refused('Google did not accept this sign-in, please try again.');
      }

      const jwt = decodeJwt(idToken);
      const kid = jwt?.header.kid;
      const key = jwt && typeof kid === 'string' ? await keyFor(kid) : undefined;
      if (!jwt || !key || !verifyRs256(jwt, key)) {
        throw refused('This Google sign-in could not be checked, please try again.');
      }

      const c = jwt.claims;
      if (typeof c.iss !== 'string' || !ISSUERS.has(c.iss))
        throw refused('This sign-in did not come from Google.');
      const audience = Array.isArray(c.aud) ? c.aud : [c.aud];
      const forUs =
        audience.includes(config.clientId) && (audience.length === 1 || c.azp === config.clientId);
      if (!forUs) throw refused(`This Google sign-in was not meant for ${options.product}.`);
      const nowSeconds = clock().getTime() / 1000;
      if (typeof c.exp !== 'number' || c.exp + SKEW_SECONDS <= nowSeconds) {
        throw refused('Your Google sign-in has expired, please try again.');
      }
      if (typeof c.sub !== 'string' || c.sub === '') throw refused('Google did not say who signed in.');

      const email =
        typeof c.email === 'string' && c.email.includes('@') ? c.email.trim().toLowerCase() : null;
      return {
        provider: 'Google',
        subject: c.sub,
        email,
        emailVerified: email !== null && (c.email_verified === true || c.email_verified === 'true'),
        name: typeof c.name === 'string' ? c.name.trim().slice(0, 100) : '',
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
