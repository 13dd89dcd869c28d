// Every table of a person's data is in the data export, or left out with the reason (data-export-coverage.ts); a
// planted table of a person's data that the export does not read fails the check.
import { readFileSync } from 'node:fs';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schemaExports } from '../../testing/schema-exports.ts';
import { users } from '../auth/auth.schema.ts';
import { coverageFindings, LEFT_OUT_OF_EXPORT, tableFacts } from './data-export-coverage.ts';

const schema = await schemaExports();
const source = readFileSync(new URL('./data-export.repo.ts', import.meta.url), 'utf8');

describe('the data export covers every table of a person', () => {
  it('reads each table naming a person, or says why not', () => {
    expect(coverageFindings(tableFacts(schema, users), source, LEFT_OUT_OF_EXPORT)).toEqual([]);
  });

  it('fails on a new table of a person that the export does not read', () => {
    const favourites = pgTable('favourites', {
      userId: uuid('user_id').references(() => users.id),
      note: text('note'),
    });
    const planted = tableFacts({ ...schema, favourites }, users);
    expect(coverageFindings(planted, source, LEFT_OUT_OF_EXPORT)).toEqual([
      'favourites holds personal data (user_id) and is in no section of the data export: read it in ' +
        'data-export.repo.ts, or add it to LEFT_OUT_OF_EXPORT with why',
    ]);
    // Read by the export: nothing to say.
    expect(coverageFindings(planted, `${source}\nfrom(favourites)`, LEFT_OUT_OF_EXPORT)).toEqual([]);
  });

  it('fails on a reason that no longer fits', () => {
    const tables = tableFacts(schema, users);
    expect(
      coverageFindings(tables, `${source}\nfrom(presence)`, {
        ...LEFT_OUT_OF_EXPORT,
        scheduled_runs: 'no person',
        gone: 'dropped',
      }),
    ).toEqual([
      'LEFT_OUT_OF_EXPORT names presence, which the export reads',
      'LEFT_OUT_OF_EXPORT names scheduled_runs, which names no person',
      'LEFT_OUT_OF_EXPORT names gone, which is not a table',
    ]);
  });
});
