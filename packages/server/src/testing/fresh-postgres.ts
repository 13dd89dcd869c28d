// A fresh PostgreSQL database of its own on the server at `url` (tests, benches), so runs never share rows; drop()
// removes it. No vitest imports: the benches use it too.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function freshPostgres(
  url: string,
  prefix = 'rookery_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const freshUrl = new URL(url);
  freshUrl.pathname = `/${name}`;
  return {
    url: freshUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
