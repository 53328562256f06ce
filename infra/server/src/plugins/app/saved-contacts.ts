import { and, asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SavedContactEntry } from '@dostavka/shared-kernel/contract';
import { contactSignature, SAVED_CONTACTS_LIMIT } from '@dostavka/shared-kernel/domain';
import type { SavedContactCity } from '@dostavka/shared-kernel/domain';
import type { Database } from '../../db/client';
import { savedContacts, users } from '../../db/schema';

/** A contact to save, already checked (savedContactProblem). */
export interface ContactToSave {
  name: string;
  phone: string;
  city: SavedContactCity;
  /** When it was saved elsewhere (an import); absent: the account's entry of the person wins. */
  savedAt?: Date;
}

export interface SavedContactRepository {
  /** The user's address book, oldest first. */
  list(userId: string): Promise<SavedContactEntry[]>;
  /** Saves (or replaces) the person's entry; null when the book is full and the person is new. */
  save(userId: string, contact: ContactToSave): Promise<SavedContactEntry | null>;
  /** Whether an entry was removed. */
  remove(userId: string, signature: string): Promise<boolean>;
  /**
   * Merges entries by signature: a new person is added while there is room, a known one replaced
   * only by an entry saved later than the account's. Answers how many were not taken.
   */
  merge(userId: string, contacts: ContactToSave[]): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    savedContacts: SavedContactRepository;
  }
}

type Row = typeof savedContacts.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const toEntry = (row: Row): SavedContactEntry => ({
  signature: row.signature,
  contact: { name: row.name, phone: row.phone },
  direction: {
    city: { code: row.cityCode, fias: row.cityFias, ...(row.cityName ? { name: row.cityName } : {}) },
  },
  savedAt: row.updatedAt.toISOString(),
});

const toRow = (userId: string, contact: ContactToSave, updatedAt: Date) => ({
  userId,
  signature: contactSignature(contact.name, contact.phone),
  name: contact.name.trim(),
  phone: contact.phone.trim(),
  cityCode: contact.city.code,
  cityFias: contact.city.fias,
  cityName: contact.city.name ?? null,
  updatedAt,
});

export function savedContactRepository(db: Database, now: () => Date): SavedContactRepository {
  /** Takes the user's row lock: saves of one account queue, so the limit holds under races. */
  const lockUser = (tx: Tx, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  const signaturesOf = async (tx: Tx, userId: string) =>
    new Map(
      (
        await tx
          .select({ signature: savedContacts.signature, updatedAt: savedContacts.updatedAt })
          .from(savedContacts)
          .where(eq(savedContacts.userId, userId))
      ).map((row) => [row.signature, row.updatedAt]),
    );

  const upsert = (tx: Tx, row: ReturnType<typeof toRow>) =>
    tx
      .insert(savedContacts)
      .values(row)
      .onConflictDoUpdate({
        target: [savedContacts.userId, savedContacts.signature],
        set: {
          name: row.name,
          phone: row.phone,
          cityCode: row.cityCode,
          cityFias: row.cityFias,
          cityName: row.cityName,
          updatedAt: row.updatedAt,
        },
      })
      .returning();

  return {
    async list(userId) {
      const rows = await db
        .select()
        .from(savedContacts)
        .where(eq(savedContacts.userId, userId))
        .orderBy(asc(savedContacts.updatedAt), asc(savedContacts.signature));
      return rows.map(toEntry);
    },

    save(userId, contact) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const row = toRow(userId, contact, now());
        const [known] = await tx
          .select({ signature: savedContacts.signature })
          .from(savedContacts)
          .where(and(eq(savedContacts.userId, userId), eq(savedContacts.signature, row.signature)));
        if (!known) {
          const [{ value: held } = { value: 0 }] = await tx
            .select({ value: count() })
            .from(savedContacts)
            .where(eq(savedContacts.userId, userId));
          if (held >= SAVED_CONTACTS_LIMIT) return null;
        }
        const [saved] = await upsert(tx, row);
        return toEntry(saved!);
      });
    },

    async remove(userId, signature) {
      const removed = await db
        .delete(savedContacts)
        .where(and(eq(savedContacts.userId, userId), eq(savedContacts.signature, signature)))
        .returning({ signature: savedContacts.signature });
      return removed.length > 0;
    },

    merge(userId, contacts) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const held = await signaturesOf(tx, userId);
        const start = now().getTime();
        const rows = new Map<string, ReturnType<typeof toRow>>();
        let size = held.size;
        // Entries without a time keep the browser's order: each a millisecond after the one before.
        for (const [i, contact] of contacts.entries()) {
          const row = toRow(userId, contact, contact.savedAt ?? new Date(start - contacts.length + i + 1));
          const kept = rows.get(row.signature)?.updatedAt ?? held.get(row.signature);
          if (kept ? contact.savedAt !== undefined && contact.savedAt > kept : size < SAVED_CONTACTS_LIMIT) {
            if (!kept) size += 1;
            rows.set(row.signature, row);
          }
        }
        if (rows.size > 0)
          await tx
            .insert(savedContacts)
            .values([...rows.values()])
            .onConflictDoUpdate({
              target: [savedContacts.userId, savedContacts.signature],
              set: {
                name: sql`excluded.name`,
                phone: sql`excluded.phone`,
                cityCode: sql`excluded.city_code`,
                cityFias: sql`excluded.city_fias`,
                cityName: sql`excluded.city_name`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        return contacts.length - rows.size;
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate(
      'savedContacts',
      savedContactRepository(app.db, () => app.now()),
    );
  },
  { name: 'saved-contacts', dependencies: ['db', 'clock'] },
);
