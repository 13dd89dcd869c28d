// The third-party sign-in redirects (RULES.md "Session"; auth.actions.ts `signinmethods`): Google's authorization
// code (with PKCE and a nonce) and Facebook's token flow. A random state kept in this tab's sessionStorage ties each
// answer to our request; for Google the tab also keeps the PKCE verifier and the nonce that POST /signin sends on.

export type Provider = 'google' | 'facebook';

const stateKey = (provider: Provider) => `rookery.oauth.${provider}`;

export function redirectUri(origin: string, provider: Provider): string {
  return `${origin}/app/oauth/${provider}`;
}

const verifierKey = 'rookery.oauth.google.verifier';
const nonceKey = 'rookery.oauth.google.nonce';

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomString(size: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(size)));
}

/** base64url(SHA-256(value)): PKCE's S256 code challenge, and the nonce Google puts in the ID token. */
export async function s256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return base64url(new Uint8Array(digest));
}

interface AuthRequest {
  authUrl: string;
  clientId: string;
  origin: string;
  state: string;
}

/** Google: authorization-code flow with PKCE (S256) and a nonce; the server exchanges the code. */
export function googleAuthUrl({
  authUrl,
  clientId,
  origin,
  state,
  codeChallenge,
  nonce,
}: AuthRequest & { codeChallenge: string; nonce: string }): string {
  const url = new URL(authUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri(origin, 'google'));
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('nonce', nonce);
  return url.toString();
}

/** Facebook: token flow; the token comes back in the fragment and the server checks it with the app secret. */
export function facebookAuthUrl({ authUrl, clientId, origin, state }: AuthRequest): string {
  const url = new URL(authUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'email');
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri(origin, 'facebook'));
  return url.toString();
}

/** Remembers a fresh state for this tab and returns it. */
export function startState(provider: Provider): string {
  const state = randomString(24);
  sessionStorage.setItem(stateKey(provider), state);
  return state;
}

/**
 * A Google sign-in attempt: this tab keeps the state, a PKCE verifier and a nonce; Google is sent the state and
 * the hashes of the other two (the kept values never leave this tab until POST /signin).
 */
export async function startGoogle(): Promise<{ state: string; codeChallenge: string; nonce: string }> {
  const verifier = randomString(32);
  const nonce = randomString(32);
  sessionStorage.setItem(verifierKey, verifier);
  sessionStorage.setItem(nonceKey, nonce);
  return { state: startState('google'), codeChallenge: await s256(verifier), nonce: await s256(nonce) };
}

/** The verifier and nonce this tab kept for its Google sign-in, used up; null when it kept none. */
export function takeGoogleSecrets(): { code_verifier: string; nonce: string } | null {
  const code_verifier = sessionStorage.getItem(verifierKey);
  const nonce = sessionStorage.getItem(nonceKey);
  sessionStorage.removeItem(verifierKey);
  sessionStorage.removeItem(nonceKey);
  return code_verifier && nonce ? { code_verifier, nonce } : null;
}

/** True once, when `returned` is the state this tab started; the stored state is used up either way. */
export function takeState(provider: Provider, returned: string | null): boolean {
  const expected = sessionStorage.getItem(stateKey(provider));
  sessionStorage.removeItem(stateKey(provider));
  return Boolean(expected) && expected === returned;
}

export type ProviderAnswer =
  | { ok: true; credential: string; state: string | null }
  | { ok: false; reason: 'denied' | 'incomplete'; state: string | null };

/** What came back: `?code=&state=` from Google, `#access_token=&state=` from Facebook, or `error=`. */
export function readProviderAnswer(provider: Provider, search: string, hash: string): ProviderAnswer {
  const params = new URLSearchParams(provider === 'google' ? search : hash.replace(/^#/, ''));
  const fallback = new URLSearchParams(provider === 'google' ? hash.replace(/^#/, '') : search);
  const state = params.get('state') ?? fallback.get('state');
  if (params.get('error') ?? fallback.get('error')) return { ok: false, reason: 'denied', state };
  const credential = params.get(provider === 'google' ? 'code' : 'access_token');
  if (!credential) return { ok: false, reason: 'incomplete', state };
  return { ok: true, credential, state };
}
