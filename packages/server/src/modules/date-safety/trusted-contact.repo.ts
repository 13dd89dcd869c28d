// A person's trusted contact: the only SQL of tables trusted_contacts and safety_mail_optouts.
// A contact is confirmed by the contact, through the link of the request mail (its token stored as a SHA-256);
// an address that said "this isn't me" or opted out is kept only as the SHA-256 of its lower-cased form.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { safetyMailOptouts, trustedContacts } from './date-safety.schema.ts';

export interface ContactRow {
  name: string;
  email: string;
  phone: string;
  confirmedAt: Date | null;
}

export function createTrustedContactRepo(db: Db) {
  return {
    async contactOf(userId: string): Promise<ContactRow | null> {
      const rows = await db
        .select({
          name: trustedContacts.name,
          email: trustedContacts.email,
          phone: trustedContacts.phone,
          confirmedAt: trustedContacts.confirmedAt,
        })
        .from(trustedContacts)
        .where(eq(trustedContacts.userId, userId));
      return rows[0] ?? null;
    },

    /**
     * Saves the contact. With `confirmTokenHash` (a new or unconfirmed address) it waits for the contact's accept
     * again; without, only the name and phone change and a confirmed contact stays confirmed.
     */
    async saveContact(
      userId: string,
      contact: { name: string; email: string; phone: string },
      now: Date,
      confirmTokenHash: string | null,
      exec: Db = db,
    ): Promise<void> {
      const set = confirmTokenHash
        ? { ...contact, updatedAt: now, confirmTokenHash, confirmedAt: null }
        : { name: contact.name, phone: contact.phone, updatedAt: now };
      await exec
        .insert(trustedContacts)
        .values({ userId, ...contact, updatedAt: now, confirmTokenHash })
        .onConflictDoUpdate({ target: trustedContacts.userId, set });
    },

    /** The request a confirm token stands for: whose contact, which address, and whether already accepted. */
    async byConfirmToken(
      tokenHash: string,
    ): Promise<{ userId: string; email: string; confirmedAt: Date | null } | null> {
      const rows = await db
        .select({
          userId: trustedContacts.userId,
          email: trustedContacts.email,
          confirmedAt: trustedContacts.confirmedAt,
        })
        .from(trustedContacts)
        .where(eq(trustedContacts.confirmTokenHash, tokenHash));
      return rows[0] ?? null;
    },

    /** The contact accepts: true when this token's request was waiting. */
    async confirm(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(trustedContacts)
        .set({ confirmedAt: now })
        .where(and(eq(trustedContacts.confirmTokenHash, tokenHash), isNull(trustedContacts.confirmedAt)))
        .returning({ userId: trustedContacts.userId });
      return rows.length > 0;
    },

    /**
     * The address wants no more of these mails: kept as its hash, and every person's contact with that address
     * stops being confirmed (their requests die with it), so no share or request reaches it again.
     */
    async optOut(email: string, emailHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(safetyMailOptouts).values({ emailHash }).onConflictDoNothing();
        await tx
          .update(trustedContacts)
          .set({ confirmedAt: null, confirmTokenHash: null })
          .where(sql`lower(${trustedContacts.email}) = ${email.toLowerCase()}`);
      });
    },

    async optedOut(emailHash: string): Promise<boolean> {
      const rows = await db
        .select({ hash: safetyMailOptouts.emailHash })
        .from(safetyMailOptouts)
        .where(eq(safetyMailOptouts.emailHash, emailHash));
      return rows.length > 0;
    },
  };
}

export type TrustedContactRepo = ReturnType<typeof createTrustedContactRepo>;
