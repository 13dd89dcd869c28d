// The captcha's configuration (config.ts): provider choice, keys, and what production refuses to start without.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;

describe('captcha configuration', () => {
  it('defaults to ALTCHA with the key kept in the data folder, skipping localhost outside production', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-captcha-'));
    try {
      const a = loadConfig({ DATA_DIR: dataDir }).captcha;
      const b = loadConfig({ DATA_DIR: dataDir }).captcha;
      expect(a).toMatchObject({ provider: 'altcha', skipLocal: true, recaptchaSiteKey: '' });
      expect(a.altchaHmacKey).toMatch(/^[0-9a-f]{64}$/);
      // A restart keeps the key (platform/secrets/persisted-secrets.ts), so open forms' challenges stay valid.
      expect(a.altchaHmacKey).toBe(b.altchaHmacKey);
      expect(a.recaptchaVerifyUrl).toBe('https://www.google.com/recaptcha/api/siteverify');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('needs ALTCHA_HMAC_KEY in production, and does not skip localhost there unless told to', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/ALTCHA_HMAC_KEY/);
    const key = 'k'.repeat(40);
    expect(loadConfig({ ...production, ALTCHA_HMAC_KEY: key }).captcha).toMatchObject({
      provider: 'altcha',
      altchaHmacKey: key,
      skipLocal: false,
    });
    expect(loadConfig({ ...production, CAPTCHA_PROVIDER: 'none' }).captcha.provider).toBe('none');
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY: must be at least 32/);
  });

  it('chooses reCAPTCHA when RECAPTCHA_SECRET is set, and needs its site key', () => {
    expect(
      loadConfig({
        RECAPTCHA_SECRET: 's',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v',
      }).captcha,
    ).toMatchObject({
      provider: 'recaptcha',
      recaptchaSecret: 's',
      recaptchaSiteKey: 'site',
      recaptchaVerifyUrl: 'http://127.0.0.1:9/v',
    });
    expect(() => loadConfig({ RECAPTCHA_SECRET: 's' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(loadConfig({ RECAPTCHA_SECRET: 's', CAPTCHA_PROVIDER: 'altcha' }).captcha.provider).toBe('altcha');
  });

  it('CAPTCHA_SKIP_LOCAL switches the localhost skip', () => {
    expect(loadConfig({ CAPTCHA_SKIP_LOCAL: '0' }).captcha.skipLocal).toBe(false);
    expect(
      loadConfig({ ...production, CAPTCHA_PROVIDER: 'none', CAPTCHA_SKIP_LOCAL: '1' }).captcha.skipLocal,
    ).toBe(true);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
  });
});
