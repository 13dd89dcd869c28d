// The outbox table: mail kept instead of sent, for development and tests (RULES.md "Development mail").
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { deletedCount } from '../db/deleted-count.ts';
import { mailOutbox } from '../db/platform.schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface KeptMail extends OutgoingMail {
  id: number;
  created: Date;
}

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  created: mailOutbox.createdAt,
};

export function createMailOutboxRepo(db: Db) {
  return {
    /** Keeps a mail; one of a job (`jobId`) already kept is not kept twice (a try repeated after a crash). */
    async insert(mail: OutgoingMail, jobId?: string): Promise<void> {
      await db
        .insert(mailOutbox)
        .values({ ...mail, jobId: jobId ?? null })
        .onConflictDoNothing();
    },

    /** Newest first; only one address's mail when `to` is given. */
    async list(to: string | undefined, limit = 100): Promise<KeptMail[]> {
      const query = db.select(columns).from(mailOutbox);
      const filtered = to ? query.where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`) : query;
      return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
    },

    async byId(id: number): Promise<KeptMail | undefined> {
      const rows = await db.select(columns).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type MailOutboxRepo = ReturnType<typeof createMailOutboxRepo>;

/**
 * A deleted person's copies in the development outbox: mail to them or naming them (codes, notices, the support copy
 * of their feedback), in the account deletion's transaction. With SMTP the outbox stays empty and this deletes nothing.
 */
export async function deleteMailOfPersonWithin(
  tx: Db,
  person: { id: string; email: string },
): Promise<number> {
  const email = person.email.toLowerCase();
  return deletedCount(
    tx,
    sql`delete from mail_outbox
      where lower(to_address) = ${email}
         or strpos(lower(subject || text || html), ${email}) > 0
         or strpos(subject || text || html, ${person.id}) > 0
      returning id`,
  );
}
