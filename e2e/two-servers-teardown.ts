// Drops the two-server journeys' database (playwright.two-servers.config.ts) once the servers have stopped.
import { adminQuery } from './two-servers-db.ts';

export default async function teardown(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const name = process.env.E2E_DB_NAME;
  if (base && name && /^[a-z0-9_]+$/.test(name)) {
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  }
}
