// Secrets the environment does not set are kept in DATA_DIR/secrets.json: the same after a restart and in every
// process on that folder, owner-only, made once even when several processes start together.
import { execFile } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { persistedSecrets, SECRETS_FILE, SecretsFileError } from './persisted-secrets.ts';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, linkSync: vi.fn(actual.linkSync) };
});

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const moduleFile = path.join(import.meta.dirname, 'persisted-secrets.ts');
const NAMES = ['LOCATION_SECRET', 'AD_SECRET'] as const;
const folders: string[] = [];

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-secrets-'));
  folders.push(dir);
  return dir;
}

function fileKeys(dataDir: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dataDir, SECRETS_FILE), 'utf8'));
}

/** Starts `count` processes that each load the keys at the same moment, as servers started together would. */
async function loadInProcesses(dataDir: string, names: readonly string[], count: number) {
  const startAt = Date.now() + 1500;
  const script = `
    import { persistedSecrets } from ${JSON.stringify(moduleFile)};
    while (Date.now() < ${startAt}) {}
    process.stdout.write(JSON.stringify(persistedSecrets(${JSON.stringify(dataDir)}, ${JSON.stringify(names)})));`;
  const outputs = await Promise.all(
    Array.from({ length: count }, () =>
      run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot }),
    ),
  );
  return outputs.map((o) => JSON.parse(o.stdout) as Record<string, string>);
}

afterEach(() => {
  vi.mocked(linkSync).mockClear();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('persisted secrets', () => {
  it('makes one 64-hex key per name on first need, in an owner-only file, and gives the same keys again', () => {
    const dataDir = path.join(tempFolder(), 'not-yet-there');
    const first = persistedSecrets(dataDir, NAMES);
    expect(Object.keys(first)).toEqual([...NAMES]);
    for (const key of Object.values(first)) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.LOCATION_SECRET).not.toBe(first.AD_SECRET);
    expect(statSync(path.join(dataDir, SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect(fileKeys(dataDir)).toEqual(first);
    expect(persistedSecrets(dataDir, NAMES)).toEqual(first);
    // Only the file is left behind: no temporary file, no lock.
    expect(readdirSync(dataDir)).toEqual([SECRETS_FILE]);
  });

  it('gives another data folder other keys', () => {
    const a = persistedSecrets(tempFolder(), NAMES);
    const b = persistedSecrets(tempFolder(), NAMES);
    expect(a.LOCATION_SECRET).not.toBe(b.LOCATION_SECRET);
    expect(a.AD_SECRET).not.toBe(b.AD_SECRET);
  });

  it('takes the keys of a process that created the file first, after its own read found none', async () => {
    const dataDir = tempFolder();
    const theirs = { LOCATION_SECRET: 'l'.repeat(64), AD_SECRET: 'a'.repeat(64) };
    const actual = await vi.importActual<typeof import('node:fs')>('node:fs');
    // The other process wins between this one's read and its link: the link meets EEXIST.
    vi.mocked(linkSync).mockImplementationOnce((from, to) => {
      actual.writeFileSync(to, JSON.stringify(theirs), { mode: 0o600 });
      actual.linkSync(from, to);
    });
    expect(persistedSecrets(dataDir, NAMES)).toEqual(theirs);
    expect(linkSync).toHaveBeenCalledTimes(1);
    expect(fileKeys(dataDir)).toEqual(theirs);
    expect(readdirSync(dataDir)).toEqual([SECRETS_FILE]);
  });

  it('ends with one set of keys when several processes create the file at once', async () => {
    const dataDir = tempFolder();
    const results = await loadInProcesses(dataDir, NAMES, 4);
    for (const keys of results) expect(keys).toEqual(results[0]);
    expect(fileKeys(dataDir)).toEqual(results[0]);
    expect(readdirSync(dataDir)).toEqual([SECRETS_FILE]);
  });

  it('adds a name the file lacks, keeping the others, once even when several processes add it at once', async () => {
    const dataDir = tempFolder();
    const old = { LOCATION_SECRET: 'l'.repeat(64), SOMETHING_ELSE: 's'.repeat(40) };
    writeFileSync(path.join(dataDir, SECRETS_FILE), JSON.stringify(old), { mode: 0o600 });
    const results = await loadInProcesses(dataDir, NAMES, 3);
    for (const keys of results) expect(keys).toEqual(results[0]);
    expect(results[0]?.LOCATION_SECRET).toBe(old.LOCATION_SECRET);
    expect(results[0]?.AD_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(fileKeys(dataDir)).toEqual({ ...old, AD_SECRET: results[0]?.AD_SECRET });
    expect(statSync(path.join(dataDir, SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([SECRETS_FILE]);
  });

  it('falls back to keys made at start, without throwing, when the folder cannot be written', () => {
    // A folder below a plain file can never be created, whoever runs the test (root ignores permissions).
    const blocker = path.join(tempFolder(), 'a-file');
    writeFileSync(blocker, '');
    const dataDir = path.join(blocker, 'data');
    const keys = persistedSecrets(dataDir, NAMES);
    for (const key of Object.values(keys)) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(dataDir)).toBe(false);
    // The same stand-ins for the rest of this process, so its configurations agree.
    expect(persistedSecrets(dataDir, NAMES)).toEqual(keys);
  });

  it('refuses a file that does not hold keys, and leaves it as it is', () => {
    const dataDir = tempFolder();
    const file = path.join(dataDir, SECRETS_FILE);
    writeFileSync(file, '{ half written');
    expect(() => persistedSecrets(dataDir, NAMES)).toThrow(SecretsFileError);
    expect(() => persistedSecrets(dataDir, NAMES)).toThrow(/is not valid JSON/);
    writeFileSync(file, JSON.stringify({ LOCATION_SECRET: 'short' }));
    expect(() => persistedSecrets(dataDir, NAMES)).toThrow(/LOCATION_SECRET in .* at least 32 characters/);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ LOCATION_SECRET: 'short' }));
  });
});

describe('secrets in the configuration', () => {
  it('uses the kept keys for unset secrets, the same in every process on one data folder', () => {
    const dataDir = tempFolder();
    const server = loadConfig({ DATA_DIR: dataDir });
    const seed = loadConfig({ DATA_DIR: dataDir });
    expect(server.locationSecret).toBe(seed.locationSecret);
    expect(server.ads.secret).toBe(seed.ads.secret);
    expect(server.calls.secret).toBe(seed.calls.secret);
    expect(server.captcha.altchaHmacKey).toBe(seed.captcha.altchaHmacKey);
    expect(server.banSecret).toBe(seed.banSecret);
    expect(server.push.vapid.publicKey).toBe(seed.push.vapid.publicKey);
    expect(fileKeys(dataDir)).toEqual({
      CODE_SECRET: server.codeSecret,
      LOCATION_SECRET: server.locationSecret,
      AD_SECRET: server.ads.secret,
      CALLS_SECRET: server.calls.secret,
      ALTCHA_HMAC_KEY: server.captcha.altchaHmacKey,
      BAN_SECRET: server.banSecret,
      // The web push keys are derived from it (modules/push/push-config.ts), never stored themselves.
      VAPID_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(loadConfig({ DATA_DIR: tempFolder() }).locationSecret).not.toBe(server.locationSecret);
  });

  it('prefers the variable itself, then CODE_SECRET, then the kept key', () => {
    const dataDir = tempFolder();
    const kept = loadConfig({ DATA_DIR: dataDir });
    const code = 'c'.repeat(40);
    const withCode = loadConfig({ DATA_DIR: dataDir, CODE_SECRET: code, LOCATION_SECRET: 'l'.repeat(40) });
    expect(withCode.locationSecret).toBe('l'.repeat(40));
    expect(withCode.ads.secret).toBe(code);
    expect(withCode.calls.secret).toBe(code);
    expect(withCode.banSecret).toBe(code);
    expect(loadConfig({ DATA_DIR: dataDir, BAN_SECRET: 'b'.repeat(40) }).banSecret).toBe('b'.repeat(40));
    // The captcha key never took CODE_SECRET.
    expect(withCode.captcha.altchaHmacKey).toBe(kept.captcha.altchaHmacKey);
    const explicit = loadConfig({
      DATA_DIR: dataDir,
      AD_SECRET: 'a'.repeat(40),
      ALTCHA_HMAC_KEY: 'h'.repeat(40),
    });
    expect(explicit.ads.secret).toBe('a'.repeat(40));
    expect(explicit.captcha.altchaHmacKey).toBe('h'.repeat(40));
    expect(explicit.locationSecret).toBe(kept.locationSecret);
  });

  it('touches no file when every secret is set, or none is used', () => {
    const dataDir = path.join(tempFolder(), 'data');
    const all = loadConfig({
      DATA_DIR: dataDir,
      CODE_SECRET: 'c'.repeat(40),
      ALTCHA_HMAC_KEY: 'h'.repeat(40),
    });
    expect([all.locationSecret, all.ads.secret, all.calls.secret, all.captcha.altchaHmacKey]).toHaveLength(4);
    expect(loadConfig({ DATA_DIR: dataDir }).port).toBe(3000);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops with a sentence when the file does not hold keys', () => {
    const dataDir = tempFolder();
    writeFileSync(path.join(dataDir, SECRETS_FILE), '[]');
    expect(() => loadConfig({ DATA_DIR: dataDir }).locationSecret).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir }).locationSecret).toThrow(/must hold a JSON object of keys/);
  });
});
