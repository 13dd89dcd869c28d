// The VAPID pair's configuration: both or neither, a real pair, never a constant; the same pair from the
// same CODE_SECRET, and a kept key that survives a restart on one data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-vapid-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({}, { NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('VAPID configuration', () => {
  it('takes a generated pair from the environment', () => {
    const pair = webpush.generateVAPIDKeys();
    const config = load({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(config.push.vapid).toEqual(pair);
  });

  it('refuses half a pair, a mismatched pair and a key that is not P-256', () => {
    const one = webpush.generateVAPIDKeys();
    const two = webpush.generateVAPIDKeys();
    expect(() => load({ VAPID_PUBLIC_KEY: one.publicKey })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => load({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: two.privateKey })).toThrow(
      /not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => load({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: 'AAAA' })).toThrow(ConfigError);
    expect(() => load({ VAPID_SUBJECT: 'someone' })).toThrow(/mailto: address or an https:\/\/ URL/);
  });

  it('derives one pair per CODE_SECRET, and keeps one per data folder without it', () => {
    const a = load({ CODE_SECRET: 'x'.repeat(40) }).push.vapid;
    expect(load({ CODE_SECRET: 'x'.repeat(40) }).push.vapid).toEqual(a);
    expect(load({ CODE_SECRET: 'y'.repeat(40) }).push.vapid.publicKey).not.toBe(a.publicKey);
    const kept = load({}).push.vapid;
    expect(load({}).push.vapid).toEqual(kept);
    expect(kept.publicKey).not.toBe(a.publicKey);
    expect(load({}).push.subject).toBe('mailto:support@rookery.app');
  });
});
