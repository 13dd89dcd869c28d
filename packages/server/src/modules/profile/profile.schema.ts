// The profile feature's table: the Profile of RULES.md "Entities". Only this folder's code writes it
// (architecture/table-writes.ts derives a table's owner from its folder); other features may read it; drizzle-kit
// generates the migrations in packages/server/drizzle from every *.schema.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * The Profile of RULES.md "Entities", one per person; written by the profile editor, read by its owner and the deck.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    /** Male, Female or Other. */
    gender: text('gender').notNull(),
    description: text('description').notNull().default(''),
    idealPartner: text('ideal_partner').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    realName: text('real_name').notNull(),
    /** Man, Woman or Any. */
    preference: text('preference').notNull(),
    younger: integer('younger').notNull().default(-10),
    older: integer('older').notNull().default(10),
    hasKids: boolean('has_kids').notNull().default(false),
    /** Yes, No or Undecided. */
    wantKids: text('want_kids').notNull(),
    introvert: integer('introvert').notNull().default(5),
    planner: integer('planner').notNull().default(5),
    explorer: integer('explorer').notNull().default(5),
    earlybird: integer('earlybird').notNull().default(5),
    sweet: integer('sweet').notNull().default(5),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_age_range', sql`${t.younger} between -30 and 0 and ${t.older} between 0 and 30`),
    check(
      'profiles_sliders',
      sql`${t.introvert} between 0 and 10 and ${t.planner} between 0 and 10 and ${t.explorer} between 0 and 10 and ${t.earlybird} between 0 and 10 and ${t.sweet} between 0 and 10`,
    ),
  ],
);
