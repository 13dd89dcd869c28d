// For playwright.two-servers.config.ts: the journeys' own PostgreSQL database next to DATABASE_URL's (made by the
// first server's command, dropped by the teardown), so the two servers share a clean database.
import path from 'node:path';
import pg from 'pg';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Run as a script (the first server's command): E2E_ADMIN_DATABASE_URL names the server to create it on.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const admin = process.env.E2E_ADMIN_DATABASE_URL ?? '';
  const name = process.env.E2E_DB_NAME ?? '';
  if (!admin || !/^[a-z0-9_]+$/.test(name))
    throw new Error('E2E_ADMIN_DATABASE_URL and E2E_DB_NAME are needed.');
  await adminQuery(admin, `create database ${name}`);
}
