import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refreshTokens } from '../../../db/schema';

/** A sign-in lasts at most this long, however often its token is rotated. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tabs that refresh at the same moment send the same token: within this window after its first
 * use, the spent token answers again with the same successor instead of ending the sign-in. While
 * that successor has never been used, the window runs from the spent token's last answer: pages
 * left one after another before their refresh came back keep the sign-in, however many there are.
 */
export const REFRESH_GRACE_MS = 20 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Rotation =
  | { ok: true; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }
  /** A spent token came back: its family is ended, and the user's access tokens must be too. */
  | { ok: false; reason: 'reused'; userId: string };

export interface RefreshTokens {
  /** The first token of a new family (a sign-in). */
  start(userId: string, tx?: Transaction): Promise<string>;
  /**
   * Spends a token and gives the next one of its family. The same token again within
   * REFRESH_GRACE_MS gives the same successor (tabs racing each other, or a page that left before
   * the answer came); later, a token that was already spent means it leaked: the whole family is
   * revoked.
   */
  rotate(token: string): Promise<Rotation>;
  /** Ends the token's whole family (a sign-out); the user it belonged to, or null for an unknown token. */
  revokeFamily(token: string): Promise<string | null>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** 256 random bits; only their hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');

export function createRefreshTokens(db: Database, serverSecret: Uint8Array, now: () => Date): RefreshTokens {
  /*
   * A rotated token's successor is derived from it with a server key: the spent token can name its
   * successor again (the grace window) while the table still holds hashes only, and nobody without
   * the key can compute a successor from a leaked token.
   */
  const key = createHmac('sha256', serverSecret).update('dostavka refresh successor v1').digest();
  const successorOf = (token: string) => createHmac('sha256', key).update(token).digest('base64url');

  const insert = async (
    target: Database | Transaction,
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    token = newToken(),
  ) => {
    await target
      .insert(refreshTokens)
      .values({ tokenHash: hashOf(token), familyId, userId, familyExpiresAt, createdAt: now() });
    return token;
  };

  return {
    start(userId, tx) {
      return insert(tx ?? db, userId, randomUUID(), new Date(now().getTime() + REFRESH_FAMILY_TTL_MS));
    },
    async rotate(token) {
      const tokenHash = hashOf(token);
      const time = now();
      const rotated = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: time })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.usedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.familyExpiresAt, time),
            ),
          )
          .returning();
        if (!spent) return null;
        const next = await insert(
          tx,
          spent.userId,
          spent.familyId,
          spent.familyExpiresAt,
          successorOf(token),
        );
        return { ok: true as const, userId: spent.userId, refreshToken: next };
      });
      if (rotated) return rotated;

      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.usedAt && time.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
        // A racing tab: the successor the first call gave, as long as the sign-in lives on.
        const refreshToken = successorOf(token);
        const [next] = await db
          .select({
            usedAt: refreshTokens.usedAt,
            revokedAt: refreshTokens.revokedAt,
            familyExpiresAt: refreshTokens.familyExpiresAt,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)));
        if (next && !next.revokedAt && next.familyExpiresAt > time) {
          // Nobody has used the successor yet: the answers went nowhere (a page left before its
          // refresh came back). The window runs on from this answer, not from the first.
          if (!next.usedAt) {
            await db
              .update(refreshTokens)
              .set({ usedAt: time })
              .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
          }
          return { ok: true, userId: row.userId, refreshToken };
        }
        return { ok: false, reason: next?.revokedAt ? 'revoked' : 'expired' };
      }
      if (row.usedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: time })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false, reason: 'reused', userId: row.userId };
      }
      return { ok: false, reason: 'expired' };
    },
    async revokeFamily(token) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      if (!row) return null;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return row.userId;
    },
  };
}
