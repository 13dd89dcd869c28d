// Secrets with public fallbacks: production once started without CODE_SECRET and hashed every emailed code
// with a key printed in the source. No key may fall back to a constant: unset, one server uses the random key kept in
// its DATA_DIR, and production with DATABASE_URL (several servers, one database) refuses to start, naming each one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig } from '../config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'rookery-secrets-'));
  folders.push(folder);
  return folder;
}

const SHARED = [
  'CODE_SECRET',
  'LOCATION_SECRET',
  'AD_SECRET',
  'CALLS_SECRET',
  'BAN_SECRET',
  'ALTCHA_HMAC_KEY',
] as const;
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  DATABASE_URL: 'postgres://rookery@127.0.0.1:1/rookery',
} as const;

/** Every HMAC key of a configuration, by the variable that would set it. */
function keysOf(config: Config): Record<(typeof SHARED)[number], string> {
  return {
    CODE_SECRET: config.codeSecret,
    LOCATION_SECRET: config.locationSecret,
    AD_SECRET: config.ads.secret,
    CALLS_SECRET: config.calls.secret,
    BAN_SECRET: config.banSecret,
    ALTCHA_HMAC_KEY: config.captcha.altchaHmacKey,
  };
}

describe('a secret the environment does not set', () => {
  it('is a random key of its data folder: two fresh folders, two different keys, none a constant', () => {
    const a = keysOf(loadConfig({ DATA_DIR: tempFolder() }));
    const b = keysOf(loadConfig({ DATA_DIR: tempFolder() }));
    for (const name of SHARED) {
      expect(a[name], name).toMatch(/^[0-9a-f]{64}$/);
      expect(a[name], name).not.toBe(b[name]);
    }
    // Each purpose has its own key.
    expect(new Set(Object.values(a)).size).toBe(SHARED.length);
  });

  it('is the same for every process on one folder (a code mailed by one is checked by the next)', () => {
    const dataDir = tempFolder();
    expect(loadConfig({ DATA_DIR: dataDir }).codeSecret).toBe(loadConfig({ DATA_DIR: dataDir }).codeSecret);
    expect(loadConfig({ DATA_DIR: dataDir, CODE_SECRET: 'c'.repeat(40) }).codeSecret).toBe('c'.repeat(40));
  });
});

describe('production with DATABASE_URL', () => {
  it('refuses to start with one sentence naming each missing secret', () => {
    let message = '';
    try {
      loadConfig(production);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    for (const name of SHARED) expect(message).toContain(name);
    // TURN joins the list when TURN is on.
    expect(() => loadConfig({ ...production, TURN_URLS: 'turn:turn.example:3478' })).toThrow(/TURN_SECRET/);
  });

  it('names only what is still missing, and starts once all are set', () => {
    const some = { ...production, CODE_SECRET: 'c'.repeat(40), ALTCHA_HMAC_KEY: 'h'.repeat(40) };
    // LOCATION_SECRET, AD_SECRET, CALLS_SECRET and BAN_SECRET take CODE_SECRET when unset, as they always did.
    expect(keysOf(loadConfig(some)).LOCATION_SECRET).toBe('c'.repeat(40));
    expect(() => loadConfig({ ...production, ALTCHA_HMAC_KEY: 'h'.repeat(40) })).toThrow(
      /set CODE_SECRET, LOCATION_SECRET, AD_SECRET, CALLS_SECRET, BAN_SECRET in the environment/,
    );
    expect(() => loadConfig({ ...production, CODE_SECRET: 'c'.repeat(40) })).toThrow(
      /set ALTCHA_HMAC_KEY in the environment/,
    );
  });

  it('the real server process refuses, printing the sentence, before it opens anything', async () => {
    const dataDir = tempFolder();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...Object.fromEntries(SHARED.map((name) => [name, ''])),
        ...production,
        DATA_DIR: dataDir,
        PORT: '0',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Rookery cannot start: set CODE_SECRET, LOCATION_SECRET, AD_SECRET, CALLS_SECRET, BAN_SECRET, ALTCHA_HMAC_KEY in the environment/,
    );
  }, 60_000);
});
