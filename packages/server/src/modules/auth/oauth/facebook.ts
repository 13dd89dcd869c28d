// Sign-in with Facebook: the user access token from Facebook's redirect is checked here with our app secret
// (Graph API debug_token: our app, valid, not expired, the user it names), then /me gives the name and email.
import { createHmac } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { callProvider, type Fetch, isRecord, type ProviderIdentity } from './provider-http.ts';

type FacebookConfig = NonNullable<Config['oauth']['facebook']>;

export interface FacebookSignInOptions {
  product: string;
  fetch?: Fetch;
  clock?: () => Date;
}

export function createFacebookSignIn(config: FacebookConfig, options: FacebookSignInOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? (() => new Date());
  const refused = (message: string) => new AppError('UNAUTHORIZED', message);
  const graph = (path: string, query: Record<string, string>) =>
    callProvider(
      'Facebook',
      `${config.graphUrl}${path}?${new URLSearchParams(query)}`,
      { method: 'GET' },
      fetchImpl,
    );

  return {
    /** The person behind a user access token; `userId`, when given, must be the token's user. */
    async identify(token: string, userId: string): Promise<ProviderIdentity> {
      const debug = await graph('/debug_token', {
        input_token: token,
        access_token: `${config.appId}|${config.appSecret}`,
      });
      const data = isRecord(debug.body) && isRecord(debug.body.data) ? debug.body.data : undefined;
      if (debug.status !== 200 || !data || data.is_valid !== true) {
        throw refused('Facebook did not accept this sign-in, please try again.');
      }
      if (String(data.app_id) !== config.appId) {
        throw refused(`This Facebook sign-in was not meant for ${options.product}.`);
      }
      // 0 means a token that does not expire; user tokens from the dialog always carry a time.
      const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
      if (expiresAt !== 0 && expiresAt * 1000 <= clock().getTime()) {
        throw refused('Your Facebook sign-in has expired, please try again.');
      }
      const subject =
        typeof data.user_id === 'string' || typeof data.user_id === 'number' ? String(data.user_id) : '';
      if (!subject) throw refused('Facebook did not say who signed in.');
      if (userId && userId !== subject) throw refused('This Facebook sign-in belongs to someone else.');

      // appsecret_proof: Facebook refuses the call unless it comes from whoever holds the app secret.
      const me = await graph('/me', {
        fields: 'id,name,email',
        access_token: token,
        appsecret_proof: createHmac('sha256', config.appSecret).update(token).digest('hex'),
      });
      const profile = isRecord(me.body) ? me.body : undefined;
      if (me.status !== 200 || !profile || String(profile.id) !== subject) {
        throw refused('Facebook did not accept this sign-in, please try again.');
      }
      const email =
        typeof profile.email === 'string' && profile.email.includes('@')
          ? profile.email.trim().toLowerCase()
          : null;
      return {
        provider: 'Facebook',
        subject,
        email,
        // Facebook does not say whether it confirmed the address, so it never links to an existing account by
        // email, and a new account verifies its address with a code like an email sign-up.
        emailVerified: false,
        name: typeof profile.name === 'string' ? profile.name.trim().slice(0, 100) : '',
      };
    },
  };
}

export type FacebookSignIn = ReturnType<typeof createFacebookSignIn>;
