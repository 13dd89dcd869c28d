// The third-party sign-in redirects (API.md 2; auth.actions.ts `signinmethods`): Google's authorization code
// and Facebook's token flow. A random state kept in this tab's sessionStorage ties each answer to our request.

export type Provider = 'google' | 'facebook';

const stateKey = (provider: Provider) => `rookery.oauth.${provider}`;

export function redirectUri(origin: string, provider: Provider): string {
  return `${origin}/app/oauth/${provider}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

interface AuthRequest {
  authUrl: string;
  clientId: string;
  origin: string;
  state: string;
}

/** Google: authorization-code flow; the server exchanges the code. */
export function googleAuthUrl({ authUrl, clientId, origin, state }: AuthRequest): string {
  const url = new URL(authUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri(origin, 'google'));
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
  const state = randomState();
  sessionStorage.setItem(stateKey(provider), state);
  return state;
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
