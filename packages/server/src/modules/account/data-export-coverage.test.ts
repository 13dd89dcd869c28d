// Every table of a person's data is in a section of the data export, given by the feature that owns it, or left out
// with the reason (data-export-coverage.ts); the sections are the ones a built server registers. A planted table of a
// person's data in no section fails, and so do a section giving another feature's table and a section that does not
// read a table it says it gives (the database's own count of the tables a transaction scanned).
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaTableList } from '../../architecture/table-writes.ts';
import type { Db } from '../../platform/db/db-client.ts';
import type { ExportPerson, ExportSection } from '../../platform/feature/export-section.ts';
import { schemaExports } from '../../testing/schema-exports.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { flips } from '../deck/deck.schema.ts';
import { pushSubscriptions } from '../push/push.schema.ts';
import { SECTION_ORDER } from './data-export.service.ts';
import {
  coverageFindings,
  LEFT_OUT_OF_EXPORT,
  type SectionFacts,
  sectionFacts,
  tableFacts,
} from './data-export-coverage.ts';
import { seedEverything } from './testing/export-seed.ts';

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = await schemaExports();
const owners = new Map(schemaTableList(REPO).map((table) => [table.table, table.owner]));

let server: TestServer;
let sections: SectionFacts[];
beforeAll(async () => {
  server = await startTestServer();
  sections = sectionFacts(server.app.services.exportSections.list());
});
afterAll(() => server.close());

describe('the data export covers every table of a person', () => {
  it('gives each table naming a person in a section of its own feature, or says why not', () => {
    expect(sections.length).toBeGreaterThan(20);
    expect(coverageFindings(tableFacts(schema, users), sections, LEFT_OUT_OF_EXPORT, owners)).toEqual([]);
  });

  it('fails on a new table of a person that no section gives, and passes once its feature’s section does', () => {
    // Names no feature will take, so a real table of any name leaves this test as it is.
    const planted = pgTable('planted_by_coverage_test', {
      userId: uuid('user_id').references(() => users.id),
      note: text('note'),
    });
    const tables = tableFacts({ ...schema, planted }, users);
    const plantedOwners = new Map([...owners, ['planted_by_coverage_test', 'planted']]);
    expect(coverageFindings(tables, sections, LEFT_OUT_OF_EXPORT, plantedOwners)).toEqual([
      'planted_by_coverage_test holds personal data (user_id) and is in no section of the data export: give it one ' +
        "in modules/planted/planted.export.ts (the Feature's exportSections), or add it to LEFT_OUT_OF_EXPORT with why",
    ]);
    const given = [...sections, { key: 'planted', feature: 'planted', tables: ['planted_by_coverage_test'] }];
    expect(coverageFindings(tables, given, LEFT_OUT_OF_EXPORT, plantedOwners)).toEqual([]);
  });

  it('fails on a section that gives another feature’s table', () => {
    const stray = [...sections, { key: 'my_pushes', feature: 'chat', tables: ['push_subscriptions'] }];
    expect(coverageFindings(tableFacts(schema, users), stray, LEFT_OUT_OF_EXPORT, owners)).toEqual([
      "section my_pushes of chat gives push_subscriptions, a table of push: a section gives its own feature's tables",
    ]);
  });

  it('fails on a reason that no longer fits', () => {
    const tables = tableFacts(schema, users);
    const withPresence = [...sections, { key: 'presence', feature: 'alerts', tables: ['presence'] }];
    expect(
      coverageFindings(
        tables,
        withPresence,
        { ...LEFT_OUT_OF_EXPORT, scheduled_runs: 'no person', gone: 'dropped' },
        owners,
      ),
    ).toEqual([
      'LEFT_OUT_OF_EXPORT names presence, which section presence gives',
      'LEFT_OUT_OF_EXPORT names scheduled_runs, which names no person',
      'LEFT_OUT_OF_EXPORT names gone, which is not a table',
    ]);
  });

  it('orders data.json by names of sections that exist', () => {
    const keys = sections.map((section) => section.key);
    expect(SECTION_ORDER.filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('each section reads the tables it says it gives', () => {
  let person: ExportPerson;
  beforeAll(async () => {
    const { me } = await seedEverything(server);
    const result = (await server.database.db.execute(
      sql`select id from sessions where user_id = ${me.id}`,
    )) as unknown as { rows: { id: string }[] };
    const session = result.rows[0];
    person = { userId: me.id, sessionId: session?.id ?? '', file: (path) => path };
  });

  /** Scans so far of each table in this transaction (seq_scan and idx_scan are counted as a statement starts). */
  async function scans(tx: Pick<Db, 'execute'>): Promise<Map<string, number>> {
    const result = (await tx.execute(
      sql`select relname, seq_scan + coalesce(idx_scan, 0) as scans from pg_stat_xact_user_tables`,
    )) as unknown as { rows: { relname: string; scans: number | string }[] };
    return new Map(result.rows.map((row) => [row.relname, Number(row.scans)]));
  }

  /** The tables a section names but does not scan: their counts before and after its read, in one transaction. */
  async function unread(section: ExportSection): Promise<string[]> {
    const { before, after } = await server.database.db.transaction(async (tx) => {
      const before = await scans(tx);
      await section.read(tx, person);
      return { before, after: await scans(tx) };
    });
    const named = sectionFacts([{ ...section, feature: '' }])[0]?.tables ?? [];
    return named.filter((table) => (after.get(table) ?? 0) <= (before.get(table) ?? 0));
  }

  it('for every section of the server, on a person with a row in each', async () => {
    const missed: string[] = [];
    for (const section of server.app.services.exportSections.list())
      for (const table of await unread(section)) missed.push(`${section.key}: ${table}`);
    expect(missed).toEqual([]);
  });

  it('finds a planted section that names a table it does not read', async () => {
    const planted: ExportSection = {
      key: 'pushes',
      about: '',
      tables: [pushSubscriptions],
      read: (db, { userId }) => db.select().from(flips).where(sql`${flips.userId} = ${userId}`),
    };
    expect(await unread(planted)).toEqual(['push_subscriptions']);
  });
});
