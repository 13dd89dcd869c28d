// Pebbles' part of "Download my data" (platform/feature/export-section.ts): every change of the balance and why (the
// balance itself is on the account).
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { pebbleLedger } from './pebbles.schema.ts';

export const PEBBLES_EXPORT: readonly ExportSection[] = [
  {
    key: 'pebble_ledger',
    about: 'Every change of your pebble balance and why.',
    tables: [pebbleLedger],
    read: (db, { userId }) =>
      db
        .select({ delta: pebbleLedger.delta, reason: pebbleLedger.reason, createdAt: pebbleLedger.createdAt })
        .from(pebbleLedger)
        .where(eq(pebbleLedger.userId, userId))
        .orderBy(asc(pebbleLedger.id)),
  },
];
