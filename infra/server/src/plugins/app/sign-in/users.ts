import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUsers(db: Database, adminEmails: readonly string[]): Users {
  const admins = new Set(adminEmails);
  return {
    async findById(id) {
      if (!UUID.test(id)) return null;
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
  };
}
