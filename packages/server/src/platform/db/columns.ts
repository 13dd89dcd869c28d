// Column helpers every schema file uses (the tables are in each feature's <feature>.schema.ts).
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`: when the row was made, set by the database. */
export const created = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
