// Third-party sign-in and code hashing in the configuration: off by default, on with both id and secret.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { signInMethods } from './auth.module.ts';

/** What production needs besides Google (config.ts): a mail server, and no self-hosted captcha key here. */
const productionBasics = { SMTP_URL: 'smtp://localhost:25', CAPTCHA_PROVIDER: 'none' };

describe('sign-in configuration', () => {
  it('has Google and Facebook off until both their id and secret are set', () => {
    const plain = loadConfig({});
    expect(plain.oauth).toEqual({ google: null, facebook: null });
    expect(signInMethods(plain)).toEqual({ google: null, facebook: null });
    // The code key has no built-in fallback: CODE_SECRET, else the kept key (config.ts).
    expect(loadConfig({ CODE_SECRET: 'k'.repeat(32) }).codeSecret).toBe('k'.repeat(32));
    // Never undefined (a constant once stood in): the key kept in the data folder (security/secrets-fallback.test.ts).
    expect(typeof plain.codeSecret).toBe('string');
  });

  it('switches them on with the providers’ public endpoints by default', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 's',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 't',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0/',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 's',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
    expect(config.oauth.facebook?.graphUrl).toBe('https://graph.facebook.com/v19.0');
    // The browser learns the public halves only.
    expect(JSON.stringify(signInMethods(config))).not.toMatch(/"s"|"t"/);
  });

  it('stops with a sentence when only half of a pair is set, or a value is wrong', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(
      /GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not/,
    );
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'x' })).toThrow(
      /FACEBOOK_APP_SECRET is set but FACEBOOK_APP_ID/,
    );
    expect(() => loadConfig({ FACEBOOK_APP_ID: 'abc', FACEBOOK_APP_SECRET: 'x' })).toThrow(
      /FACEBOOK_APP_ID: must be the numeric Facebook app id/,
    );
    expect(() => loadConfig({ CODE_SECRET: 'short' })).toThrow(/CODE_SECRET: must be at least 32 characters/);
  });

  it('lets only tests point Google sign-in at a stand-in: production keeps Google’s endpoints and issuer', () => {
    const standIn = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/google',
    };
    expect(loadConfig(standIn).oauth.google?.issuers).toEqual(['http://127.0.0.1:9/google']);
    for (const name of ['GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_JWKS_URL', 'GOOGLE_ISSUER']) {
      expect(() =>
        loadConfig({ ...productionBasics, NODE_ENV: 'production', [name]: 'https://evil.example/x' }),
      ).toThrow(new RegExp(`${name} is for tests only`));
    }
    expect(() => loadConfig({ ...productionBasics, NODE_ENV: 'production' })).not.toThrow();
  });
});
