// Configuration is parsed at start; a wrong value stops the process with a sentence naming the variable.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults: port 3000, PGlite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.db).toEqual({ kind: 'pglite', dir: path.resolve('./data/db') });
    expect(config.brand).toEqual({ product: 'Rookery', company: 'Icefloe Labs' });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/rookery' });
    expect(config.db).toEqual({ kind: 'pg', url: 'postgres://u:p@127.0.0.1:5432/rookery' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('normalises allowed origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://A.example/, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
