// What the profile feature offers other features (docs/ARCHITECTURE.md "Between features"): another person's profile
// as a person may still see it, for the data export's sections that name someone (decisions, matches, reports filed).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles } from './profile.schema.ts';

/** The other person's profile row, joined under a name of its own beside the person's. */
export const partner = alias(profiles, 'partner');

/**
 * The join condition of `partner` for the other person `otherId`, true only while `userId` may still see them
 * (RULES.md "Who may see what": someone who blocked, reported or unmatched is never shown again, and an export must
 * not show their current name either).
 */
export const visiblePartner = (userId: string, otherId: SQL) =>
  and(
    eq(partner.userId, otherId),
    sql`not exists (select 1 from hidden_pairs h
                    where h.user_a = least(${userId}::uuid, ${otherId}) and h.user_b = greatest(${userId}::uuid, ${otherId}))`,
  );
