import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isUuid } from '../../../db/uuid';
import { users, type UserRow } from '../../../db/schema';

export interface Users {
  findById(id: string): Promise<UserRow | null>;
  /**
   * The user of a confirmed address, created on the first sign-in: ADMIN when the address is in
   * ADMIN_EMAILS (an existing account is promoted, never demoted), USER otherwise.
   */
  signedIn(email: string): Promise<UserRow>;
  /**
   * The account of an address a manager places an order for: the existing one as it is, or a new
   * USER that the customer takes over at their first sign-in (accounts are keyed by e-mail).
   */
  customer(email: string): Promise<UserRow>;
  /** Ends every access token issued to the user so far (they carry the old version). */
  raiseTokenVersion(id: string): Promise<void>;
  /** The e-mail of each of these ids that is a user's. */
  emailsOf(ids: readonly string[]): Promise<Map<string, string>>;
  /** The users of these addresses (any case), as far as they have signed in. */
  withEmails(emails: readonly string[]): Promise<Array<Pick<UserRow, 'id' | 'email'>>>;
  /** The user of an address (any case), or null. */
  withEmail(email: string): Promise<Pick<UserRow, 'id' | 'email' | 'role'> | null>;
}

/** An address as typed, any case: compared with the stored one in lower case. */
const lowerEmail = sql`lower(${users.email})`;

export function createUsers(db: Database, adminEmails: readonly string[]): Users {
  const admins = new Set(adminEmails);
  return {
    async findById(id) {
      if (!isUuid(id)) return null;
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user ?? null;
    },
    async signedIn(email) {
      const admin = admins.has(email);
      const [user] = await db
        .insert(users)
        .values({ email, role: admin ? 'ADMIN' : 'USER' })
        .onConflictDoUpdate({
          target: users.email,
          set: { role: admin ? sql`'ADMIN'` : sql`${users.role}` },
        })
        .returning();
      if (!user) throw new Error(`No user row for a confirmed sign-in`);
      return user;
    },
    async customer(email) {
      await db.insert(users).values({ email, role: 'USER' }).onConflictDoNothing({ target: users.email });
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No user row for ${email}`);
      return user;
    },
    async raiseTokenVersion(id) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },
    async emailsOf(ids) {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, valid));
      return new Map(rows.map((row) => [row.id, row.email]));
    },
    async withEmails(emails) {
      if (emails.length === 0) return [];
      const wanted = emails.map((email) => email.toLowerCase());
      return db.select({ id: users.id, email: users.email }).from(users).where(inArray(lowerEmail, wanted));
    },
    async withEmail(email) {
      const [user] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(lowerEmail, email.toLowerCase()));
      return user ?? null;
    },
  };
}
