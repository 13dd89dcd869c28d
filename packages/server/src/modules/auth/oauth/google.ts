// Sign-in with Google (OpenID Connect, authorization code with PKCE and a nonce): the code from Google's redirect
// is exchanged here, with our client secret and the browser's PKCE verifier, for an ID token that `jose` checks
// against Google's published keys: RS256 only, Google as issuer, our client id as audience, not expired, and
// carrying the nonce of this browser's sign-in attempt.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { callProvider, type Fetch, isRecord, type ProviderIdentity } from './provider-http.ts';

type GoogleConfig = NonNullable<Config['oauth']['google']>;

/** Clocks disagree a little; a token is accepted up to this long past its expiry. */
const SKEW_SECONDS = 60;
/** An unknown key id refetches Google's keys, but not more often than this (keys rotate rarely). */
const REFETCH_MS = 60_000;

export interface GoogleSignInOptions {
  product: string;
  fetch?: Fetch;
  clock?: () => Date;
}

/** What the browser kept for this sign-in attempt (RULES.md "Session"; packages/shared/src/api/signin.ts). */
export interface GoogleAttempt {
  codeVerifier: string;
  /** The kept value; the ID token carries its SHA-256, base64url. */
  nonce: string;
}

/** base64url(SHA-256(value)): PKCE's S256 challenge, and the nonce Google was sent. */
export function s256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function createGoogleSignIn(config: GoogleConfig, options: GoogleSignInOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? (() => new Date());
  const refused = (message: string) => new AppError('UNAUTHORIZED', message);
  const unreachable = () =>
    new AppError('UNAVAILABLE', 'Google could not be reached, please try again in a moment.', 5);
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), {
    timeoutDuration: 10_000,
    cooldownDuration: REFETCH_MS,
    [customFetch]: (url, init) => fetchImpl(url, init),
  });
  const messages = {
    unchecked: 'This Google sign-in could not be checked, please try again.',
    expired: 'Your Google sign-in has expired, please try again.',
    issuer: 'This sign-in did not come from Google.',
    audience: `This Google sign-in was not meant for ${options.product}.`,
    nonce: 'This Google sign-in was not started here, or it has expired. Please try again.',
  };

  /** The token's claims once jose has checked signature, algorithm, issuer, audience and times; else a 401. */
  async function verified(idToken: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: config.issuers,
        audience: config.clientId,
        clockTolerance: SKEW_SECONDS,
        currentDate: clock(),
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw refused(messages.expired);
      if (error instanceof errors.JWTClaimValidationFailed) {
        if (error.claim === 'iss') throw refused(messages.issuer);
        if (error.claim === 'aud') throw refused(messages.audience);
        throw refused(messages.unchecked);
      }
      // The keys could not be fetched (no answer, a timeout, not 200): Google is unreachable, not the person wrong.
      if (
        error instanceof errors.JWKSTimeout ||
        !(error instanceof errors.JOSEError) ||
        error.code === errors.JOSEError.code
      ) {
        throw unreachable();
      }
      // A bad signature, another key, alg "none" or another algorithm, a malformed token.
      throw refused(messages.unchecked);
    }
  }

  return {
    /**
     * The person behind an authorization code; `redirectUri` must be the one the browser was sent with, and
     * `attempt` what that browser kept when it left for Google (absent for a code from Google's own SDK).
     */
    async identify(
      code: string,
      redirectUri: string,
      attempt: GoogleAttempt | undefined,
    ): Promise<ProviderIdentity> {
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
            ...(attempt ? { code_verifier: attempt.codeVerifier } : {}),
          }).toString(),
        },
        fetchImpl,
      );
      const idToken = isRecord(answer.body) ? answer.body.id_token : undefined;
      if (answer.status !== 200 || typeof idToken !== 'string') {
        throw refused('Google did not accept this sign-in, please try again.');
      }

      const c = await verified(idToken);
      // With several audiences, the party it was issued to must be us (OpenID Connect Core 3.1.3.7).
      const audience = Array.isArray(c.aud) ? c.aud : [c.aud];
      if (audience.length > 1 && c.azp !== config.clientId) throw refused(messages.audience);
      // Without an attempt (the {code, deviceid} of RULES.md "Session": a code from Google's own SDK), the token came
      // straight from Google's token endpoint for a code Google bound to whatever challenge it was issued with, so no
      // nonce is due.
      if (attempt && (typeof c.nonce !== 'string' || c.nonce !== s256(attempt.nonce)))
        throw refused(messages.nonce);
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
