// Runs once per `vitest run`: migrates a PGlite database and dumps it, so each test file starts from a copy
// in under a second instead of creating a database (initdb) and migrating it again.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/db-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({ db: { kind: 'pglite', dir: null } });
  await database.migrate();
  const dump = await database.dumpPglite();
  await database.close();
  const file = path.join(tmpdir(), `rookery-test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
