import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signInCodes } from '../../../db/schema';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_WRONG_TRIES = 5;

export type CodeCheck = 'accepted' | 'wrong' | 'unusable';

export interface SignInCodes {
  /** A fresh 6-digit code for the address, replacing any earlier one; returns the code to mail. */
  issue(email: string): Promise<string>;
  /**
   * Checks a code in one atomic statement: the right code is used up (a second use, even at the
   * same moment, is refused); a wrong one counts a try. 'unusable': none, expired, used or tried 5 times.
   */
  check(email: string, code: string): Promise<CodeCheck>;
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function createSignInCodes(db: Database, serverSecret: Uint8Array, now: () => Date): SignInCodes {
  // Keyed, so a copy of the table does not give the codes away by trying all million of them.
  const key = createHmac('sha256', serverSecret).update('dostavka sign-in codes v1').digest();
  const hash = (email: string, code: string) =>
    createHmac('sha256', key).update(`${email}\n${code}`).digest('base64url');

  return {
    async issue(email) {
      const code = newCode();
      const time = now();
      const fresh = {
        codeHash: hash(email, code),
        attempts: 0,
        expiresAt: new Date(time.getTime() + CODE_TTL_MS),
        usedAt: null,
        createdAt: time,
      };
      await db
        .insert(signInCodes)
        .values({ email, ...fresh })
        .onConflictDoUpdate({ target: signInCodes.email, set: fresh });
      return code;
    },
    async check(email, code) {
      const time = now();
      const right = sql`${signInCodes.codeHash} = ${hash(email, code)}`;
      const [row] = await db
        .update(signInCodes)
        .set({
          attempts: sql`${signInCodes.attempts} + case when ${right} then 0 else 1 end`,
          usedAt: sql`case when ${right} then ${time}::timestamptz else null end`,
        })
        .where(
          and(
            eq(signInCodes.email, email),
            isNull(signInCodes.usedAt),
            gt(signInCodes.expiresAt, time),
            lt(signInCodes.attempts, CODE_MAX_WRONG_TRIES),
          ),
        )
        .returning({ usedAt: signInCodes.usedAt });
      if (!row) return 'unusable';
      return row.usedAt ? 'accepted' : 'wrong';
    },
  };
}
