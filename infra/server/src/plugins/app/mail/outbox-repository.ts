import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A kept mail as a list shows it: its text, and how many files came with it. */
export type OutboxEntry = Omit<OutboxRow, 'html' | 'attachments'> & { attachments: number };

export interface OutboxRepository {
  /** Keeps a mail (no SMTP server); its id. */
  keep(mail: Omit<OutboxRow, 'id' | 'createdAt'>): Promise<number | undefined>;
  /** The newest mails first, only those to an address when given (as typed: trimmed, any case). */
  list(to: string | undefined, limit: number): Promise<OutboxEntry[]>;
  /** One mail with its HTML part and files; null when none has this id. */
  find(id: number): Promise<OutboxRow | null>;
}

/** The local outbox (`mail_outbox`): mail kept instead of sent, read in development and tests. */
export function createOutboxRepository(db: Database): OutboxRepository {
  return {
    async keep(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      return row?.id;
    },
    list(to, limit) {
      const address = to?.trim().toLowerCase();
      return db
        .select({
          id: mailOutbox.id,
          from: mailOutbox.from,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          attachments: sql<number>`jsonb_array_length(${mailOutbox.attachments})::int`,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(address ? eq(mailOutbox.to, address) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
    async find(id) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
