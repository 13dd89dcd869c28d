// The deck's part of "Download my data" (platform/feature/export-section.ts): its flips, and the person's answers to
// cards with the name each card showed, while the person may still see them.
import { asc, eq, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { partner, visiblePartner } from '../profile/profile.public.ts';
import { decisions, flips } from './deck.schema.ts';

export const DECK_EXPORT: readonly ExportSection[] = [
  {
    key: 'flips',
    about: "The deck's flips: used in the current period and bought.",
    tables: [flips],
    async read(db, { userId }) {
      const rows = await db
        .select({ used: flips.used, bought: flips.bought, periodStartedAt: flips.periodStartedAt })
        .from(flips)
        .where(eq(flips.userId, userId));
      return rows[0] ?? null;
    },
  },
  {
    key: 'decisions',
    about:
      'Your answers to cards in the deck (accept, decline, chill), with the display name the card showed.',
    tables: [decisions],
    // The person decided on is named by display name (never by id) while they may still be shown to this one.
    read: (db, { userId }) =>
      db
        .select({ kind: decisions.kind, decidedAt: decisions.decidedAt, about: partner.displayName })
        .from(decisions)
        .leftJoin(partner, visiblePartner(userId, sql`${decisions.targetId}`))
        .where(eq(decisions.userId, userId))
        .orderBy(asc(decisions.decidedAt)),
  },
];
