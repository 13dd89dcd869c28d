// A feature's SQL writes only the tables it owns (docs/ARCHITECTURE.md "Between features"), and of users only the
// columns it keeps: the checker runs over the real code, and over planted trees to show it bites, drizzle or raw.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  crossWrites,
  schemaColumns,
  schemaTableList,
  tableOwners,
  tablesOutsideSchemaFiles,
  tableWrites,
  USERS_COLUMN_OWNERS,
} from './table-writes.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const where = (write: { file: string; line: number; table: string; column?: string; owner: string }) =>
  `${write.file}:${write.line} ${write.table}${write.column ? `.${write.column} of ${write.owner}` : ''}`;

describe('the repository’s table writes', () => {
  const writes = tableWrites(REPO);

  it('finds the features’ writes (drizzle and raw SQL)', () => {
    expect(writes.length).toBeGreaterThan(100);
    expect(writes.some((write) => write.file.endsWith('chat/room-port.repo.ts'))).toBe(true);
  });

  it('gives every table one owner, the folder of the schema file that declares it (or the platform)', () => {
    const list = schemaTableList(REPO);
    expect(list.length).toBeGreaterThan(40);
    // Declared once each: a table of two schema files would have two owners.
    expect(list.length).toBe(new Set(list.map((found) => found.table)).size);
    // A feature's schema file is named for its folder (modules/<f>/<f>.schema.ts).
    const misnamed = list.filter(
      ({ file, owner }) => owner !== 'platform' && !file.endsWith(`/${owner}/${owner}.schema.ts`),
    );
    expect(misnamed.map((found) => found.file)).toEqual([]);
    expect(tableOwners(REPO)).toMatchObject({
      users: 'auth',
      matches: 'chat',
      deck_positions: 'deck',
      trusted_contacts: 'date-safety',
      jobs: 'platform',
    });
  });

  it('declares no table outside a schema file, where it would have no owner', () => {
    expect(tablesOutsideSchemaFiles(REPO)).toEqual([]);
  });

  it('gives users columns of auth.schema.ts to feature folders (the rest are auth’s)', () => {
    const columns = [...schemaColumns(REPO, 'users').values()];
    expect(Object.keys(USERS_COLUMN_OWNERS).filter((column) => !columns.includes(column))).toEqual([]);
    const owners = Object.values(USERS_COLUMN_OWNERS);
    expect(
      owners.filter((owner) => !existsSync(path.join(REPO, 'packages/server/src/modules', owner))),
    ).toEqual([]);
  });

  it('no feature writes a table another owns', () => {
    // A write into another's table: call the owner's face (a function taking the transaction handle) instead.
    expect(crossWrites(writes).map(where)).toEqual([]);
  });
});

describe('the table-write checker bites', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const M = 'packages/server/src/modules';
  const plant = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'rookery-table-writes-'));
    // Each table's owner is the folder of its schema file: alpha_rows alpha's, beta_rows and users beta's.
    const all: Record<string, string> = {
      'packages/server/src/platform/db/platform.schema.ts': "export const jobs = pgTable('jobs', {});\n",
      [`${M}/alpha/alpha.schema.ts`]: "export const alphaRows = pgTable('alpha_rows', {});\n",
      [`${M}/beta/beta.schema.ts`]: [
        "export const betaRows = pgTable(\n  'beta_rows', {});",
        "export const users = pgTable('users', { n: integer('n'), betaStamp: timestamp('beta_stamp', {}),",
        "  email: text('email') });",
        '',
      ].join('\n'),
      [`${M}/alpha/alpha.repo.ts`]: [
        'await db.insert(alphaRows).values({});',
        'await tx.execute(sql`update alpha_rows a set n = 1`);',
        '// await db.delete(betaRows);  (a comment is not a write)',
        'await db.update(users).set({ n: 1 });',
        'await db.select().from(betaRows);',
        '',
      ].join('\n'),
      [`${M}/alpha/alpha.test.ts`]: 'await db.insert(betaRows).values({});\n',
      [`${M}/alpha/testing/seed.ts`]: 'await tx.execute(sql`insert into beta_rows values (1)`);\n',
      ...files,
    };
    for (const [file, text] of Object.entries(all)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return crossWrites(tableWrites(root, tableOwners(root), { n: 'alpha', beta_stamp: 'beta' }));
  };

  it('finds nothing in a tree whose features write their own tables (and update a shared row)', () => {
    expect(plant({}).map(where)).toEqual([]);
    expect(tableOwners(root)).toEqual({
      jobs: 'platform',
      alpha_rows: 'alpha',
      beta_rows: 'beta',
      users: 'beta',
    });
    expect(tablesOutsideSchemaFiles(root)).toEqual([]);
  });

  it('finds a planted write into the platform’s table, and a planted table outside a schema file', () => {
    const found = plant({
      [`${M}/alpha/alpha-jobs.repo.ts`]: 'await db.insert(jobs).values({});\n',
      [`${M}/alpha/alpha-extra.ts`]: "export const extra = pgTable('alpha_extra', {});\n",
    });
    expect(found.map(where)).toEqual([`${M}/alpha/alpha-jobs.repo.ts:1 jobs`]);
    expect(tablesOutsideSchemaFiles(root)).toEqual([`${M}/alpha/alpha-extra.ts`]);
  });

  it('finds a planted drizzle insert, raw update and raw delete into another feature’s table, and a shared row’s delete', () => {
    const found = plant({
      [`${M}/alpha/alpha-more.repo.ts`]: [
        'await tx.insert(betaRows).values({});',
        'await tx.execute(sql`',
        '  UPDATE beta_rows SET n = 2`);',
        'await tx.execute(sql`delete',
        '  from "beta_rows" where id = 1`);',
        'await tx.delete(users);',
        '',
      ].join('\n'),
    });
    expect(found.map(where)).toEqual([
      `${M}/alpha/alpha-more.repo.ts:1 beta_rows`,
      `${M}/alpha/alpha-more.repo.ts:6 users`,
      `${M}/alpha/alpha-more.repo.ts:3 beta_rows`,
      `${M}/alpha/alpha-more.repo.ts:4 beta_rows`,
    ]);
  });

  it('finds a drizzle update of users setting a column another feature keeps, an unlisted one, an unread one', () => {
    const found = plant({
      [`${M}/alpha/alpha-columns.repo.ts`]: [
        'await tx.update(users).set({ n: 1 }).where(x);',
        'await tx',
        '  .update(users)',
        `  .set(again ? { n: sql\`\${users.n} + \${f(1, 2)}\`, betaStamp: null } : { n: 2 });`,
        'await db.update(users).set({ email, n }).where(eq(users.id, id));',
        'await db.update(users).set(change);',
        'await db.update(users).set({ ...change, n: 1 });',
        '',
      ].join('\n'),
    });
    expect(found.map(where)).toEqual([
      `${M}/alpha/alpha-columns.repo.ts:3 users.beta_stamp of beta`,
      `${M}/alpha/alpha-columns.repo.ts:5 users.email of beta`,
      `${M}/alpha/alpha-columns.repo.ts:6 users.… of (nobody)`,
      `${M}/alpha/alpha-columns.repo.ts:7 users.… of (nobody)`,
    ]);
  });

  it('finds the one foreign column of a multi-column raw update of users', () => {
    const found = plant({
      [`${M}/alpha/alpha-raw.repo.ts`]: [
        `await tx.execute(sql\`update users as u set n = \${f(1, 2)}, "beta_stamp" = now(),`,
        `  email = 'a, b' where u.id = \${id}\`);`,
        'await tx.execute(sql`UPDATE users SET (n, beta_stamp) = (1, now()) FROM x WHERE true`);',
        'await tx.execute(sql`update users u set n = coalesce(n, 0) from p where u.id = p.id returning u.email`);',
        '',
      ].join('\n'),
    });
    expect(found.map(where)).toEqual([
      `${M}/alpha/alpha-raw.repo.ts:1 users.beta_stamp of beta`,
      `${M}/alpha/alpha-raw.repo.ts:1 users.email of beta`,
      `${M}/alpha/alpha-raw.repo.ts:3 users.beta_stamp of beta`,
    ]);
  });
});
