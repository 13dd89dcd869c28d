// Every schema file's exports as one record, found by folder as drizzle-kit finds them (no list to keep): for the
// tests that go over every table.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaFiles } from '../architecture/table-writes.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The exports of every `*.schema.ts` (the platform's and each feature's), merged. */
export async function schemaExports(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown>[] = await Promise.all(
    schemaFiles(REPO).map((file) => import(path.join(REPO, file))),
  );
  return Object.assign({}, ...modules);
}
