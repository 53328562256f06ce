import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { STILL_PROCESSING } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../http-error';

/** Keys are remembered this long after their first use. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A 'running' claim older than this belongs to a process that died; a retry may take it over. */
export const IDEMPOTENCY_LOCK_MS = 60 * 1000;

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface IdempotentRun {
  /**
   * Records the response in the caller's transaction, so that what the operation wrote and the
   * key's answer commit together. Fails (rolling the transaction back) when the claim was lost.
   */
  complete(tx: Transaction, response: StoredResponse): Promise<void>;
}

export interface IdempotencyRequest {
  /** The operation, and the user for signed-in calls. */
  scope: string;
  key: string;
  /** What 'the same request' means: compared by a hash of its canonical JSON. */
  body: unknown;
}

export interface Idempotency {
  /**
   * Runs the operation once per key. The same key with the same body answers the stored first
   * response; with another body 422; while the first is still running 409. A failed operation
   * releases the key, so the request can be retried with it.
   */
  run(
    request: IdempotencyRequest,
    operation: (run: IdempotentRun) => Promise<StoredResponse>,
  ): Promise<StoredResponse>;
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

/** JSON with object keys sorted, so that key order never makes two equal bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function createIdempotency(db: Database, now: () => Date): Idempotency {
  const where = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  /** Takes the key when it is new, expired, or abandoned by a dead claim on the same body. */
  async function claim(scope: string, key: string, requestHash: string): Promise<Date | null> {
    const time = now();
    const lockedUntil = new Date(time.getTime() + IDEMPOTENCY_LOCK_MS);
    const rows = await db
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        requestHash,
        state: 'running',
        lockedUntil,
        expiresAt: new Date(time.getTime() + IDEMPOTENCY_TTL_MS),
        createdAt: time,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash,
          state: 'running',
          lockedUntil,
          responseStatus: null,
          responseBody: null,
          expiresAt: new Date(time.getTime() + IDEMPOTENCY_TTL_MS),
          createdAt: time,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} <= ${time} or (${idempotencyKeys.state} = 'running'
          and ${idempotencyKeys.lockedUntil} <= ${time} and ${idempotencyKeys.requestHash} = ${requestHash})`,
      })
      .returning({ lockedUntil: idempotencyKeys.lockedUntil });
    return rows[0]?.lockedUntil ?? null;
  }

  return {
    async run({ scope, key, body }, operation) {
      const requestHash = createHash('sha256').update(canonicalJson(body)).digest('base64url');
      // The first claimant may release the key between our claim and our look: then claim again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const lockedUntil = await claim(scope, key, requestHash);
        if (lockedUntil) return execute(scope, key, lockedUntil, operation);
        const [row] = await db.select().from(idempotencyKeys).where(where(scope, key));
        if (!row) continue;
        if (row.requestHash !== requestHash) {
          throw httpError(422, 'This idempotency key was already used for a different request');
        }
        if (row.state === 'running') {
          throw httpError(409, STILL_PROCESSING);
        }
        return { statusCode: row.responseStatus ?? 200, body: row.responseBody };
      }
      throw httpError(409, STILL_PROCESSING);
    },
    async prune() {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now()));
    },
  };

  async function execute(
    scope: string,
    key: string,
    lockedUntil: Date,
    operation: (run: IdempotentRun) => Promise<StoredResponse>,
  ): Promise<StoredResponse> {
    let completed = false;
    const ours = and(
      where(scope, key),
      eq(idempotencyKeys.state, 'running'),
      eq(idempotencyKeys.lockedUntil, lockedUntil),
    );
    const complete = async (tx: Database | Transaction, response: StoredResponse) => {
      const updated = await tx
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: response.statusCode, responseBody: response.body })
        .where(ours)
        .returning({ key: idempotencyKeys.key });
      if (updated.length === 0) {
        throw new Error(`Idempotency claim on ${scope} was lost before the operation finished`);
      }
      completed = true;
    };
    try {
      const response = await operation({ complete });
      if (!completed) await complete(db, response);
      return response;
    } catch (error) {
      // A 'done' row (its transaction committed) no longer matches; a rolled-back one still does.
      await db.delete(idempotencyKeys).where(ours);
      throw error;
    }
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'idempotency',
      createIdempotency(app.db, () => app.now()),
    );
  },
  { name: 'idempotency', dependencies: ['db', 'clock'] },
);
