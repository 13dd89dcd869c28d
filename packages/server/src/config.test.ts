// Configuration is parsed at start; a wrong value stops the process with a sentence naming the variable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_NAMES, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults: port 3000, PGlite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.db).toEqual({
      kind: 'pglite',
      dir: path.resolve('./data/db'),
      thread: 'worker',
      sharedBuffersMb: 32,
    });
    expect(config.brand).toEqual({ product: 'Rookery', company: 'Icefloe Labs' });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/rookery' });
    expect(config.db).toEqual({ kind: 'pg', url: 'postgres://u:p@127.0.0.1:5432/rookery' });
  });

  it('sizes the pool and the time limits from the environment, naming a wrong one', () => {
    expect(loadConfig({}).dbLimits).toEqual({
      poolSize: 10,
      statementTimeoutMs: 15_000,
      lockTimeoutMs: 1_000,
      idleTransactionTimeoutMs: 60_000,
      background: { poolSize: 3, statementTimeoutMs: 300_000, lockTimeoutMs: 5_000 },
      pooler: 'none',
    });
    expect(loadConfig({ DATABASE_JOB_POOL_SIZE: '5' }).dbLimits.background.poolSize).toBe(5);
    expect(() => loadConfig({ DATABASE_JOB_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_JOB_LOCK_TIMEOUT_MS/);
    const tuned = loadConfig({ DATABASE_POOL_SIZE: '25', DATABASE_LOCK_TIMEOUT_MS: '0' }).dbLimits;
    expect(tuned).toMatchObject({ poolSize: 25, lockTimeoutMs: 0 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('refuses a TRUST_PROXY range wider than /8 (IPv4) or /16 (IPv6): 0.0.0.0/0 is "trust everything"', () => {
    for (const wide of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1,0.0.0.0/1',
      '128.0.0.0/7',
      '2001::/15',
      '::ffff:0:0/0',
    ]) {
      expect(() => loadConfig({}, { TRUST_PROXY: wide }), wide).toThrow(ConfigError);
      expect(() => loadConfig({}, { TRUST_PROXY: wide }), wide).toThrow(/TRUST_PROXY.*\/8.*\/16/s);
    }
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8,fd00::/16' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/16',
    ]);
  });

  it('normalises allowed origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://A.example/, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('.env.example', () => {
  it('names every variable the server reads, and no other', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const named = [...file.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...named].sort()).toEqual([...ENV_NAMES].sort());
  });
});
