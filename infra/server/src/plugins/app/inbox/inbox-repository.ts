import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxItem, InboxKind, InboxPage, InboxState } from '@dostavka/shared-kernel/contract';
import type { Database } from '../../../db/client';
import { isUuid } from '../../../db/uuid';
import { feedbackRequests, users } from '../../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type FeedbackRow = typeof feedbackRequests.$inferSelect;

/** A request as received: the phone already normalised. */
export interface NewFeedback {
  kind: InboxKind;
  phone: string;
  message: string | null;
  roistat: string;
  at: Date;
}

/** How an item is being handled: what staff change. */
export type Handling = Pick<FeedbackRow, 'state' | 'takenBy' | 'takenAt' | 'outcome' | 'doneAt'>;

export interface InboxRepository {
  /** Stores a received request in the caller's transaction; its id. */
  create(tx: Transaction, request: NewFeedback): Promise<string>;
  /** Newest first, narrowed by state and kind. */
  list(filter: { state?: InboxState; kind?: InboxKind }, page: number, limit: number): Promise<InboxPage>;
  /** How many items are new. */
  countNew(): Promise<number>;
  /** An item with whoever took it (null: none has this id). */
  find(id: string): Promise<InboxItem | null>;
  /** The item's row, locked for the rest of the transaction. */
  lock(tx: Transaction, id: string): Promise<FeedbackRow | null>;
  /** Sets how the item is handled, in the transaction; the row after. */
  handle(tx: Transaction, id: string, handling: Handling): Promise<FeedbackRow | null>;
}

const taker = alias(users, 'taker');
const columns = { row: feedbackRequests, takerEmail: taker.email };

const toItem = ({ row, takerEmail }: { row: FeedbackRow; takerEmail: string | null }): InboxItem => ({
  id: row.id,
  kind: row.kind,
  phone: row.phone,
  message: row.message,
  roistat: row.roistat,
  createdAt: row.createdAt.toISOString(),
  state: row.state,
  takenBy: row.takenBy && takerEmail ? { id: row.takenBy, email: takerEmail } : null,
  takenAt: row.takenAt?.toISOString() ?? null,
  outcome: row.outcome,
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** The staff inbox's table (`feedback_requests`): feedback messages and callback requests. */
export function createInboxRepository(db: Database): InboxRepository {
  const withTaker = () =>
    db.select(columns).from(feedbackRequests).leftJoin(taker, eq(taker.id, feedbackRequests.takenBy));
  return {
    async create(tx, { kind, phone, message, roistat, at }) {
      const [row] = await tx
        .insert(feedbackRequests)
        .values({ kind, phone, message, roistat, createdAt: at })
        .returning({ id: feedbackRequests.id });
      return row?.id ?? '';
    },
    async list({ state, kind }, page, limit) {
      const filters: SQL[] = [];
      if (state) filters.push(eq(feedbackRequests.state, state));
      if (kind) filters.push(eq(feedbackRequests.kind, kind));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        withTaker()
          .where(where)
          .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(feedbackRequests).where(where),
      ]);
      const total = counted?.total ?? 0;
      return { data: rows.map(toItem), total, next: page * limit < total ? { page: page + 1 } : null };
    },
    async countNew() {
      const [counted] = await db
        .select({ total: count() })
        .from(feedbackRequests)
        .where(eq(feedbackRequests.state, 'new'));
      return counted?.total ?? 0;
    },
    async find(id) {
      if (!isUuid(id)) return null;
      const [found] = await withTaker().where(eq(feedbackRequests.id, id));
      return found ? toItem(found) : null;
    },
    async lock(tx, id) {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(feedbackRequests).where(eq(feedbackRequests.id, id)).for('update');
      return row ?? null;
    },
    async handle(tx, id, handling) {
      const [row] = await tx
        .update(feedbackRequests)
        .set(handling)
        .where(eq(feedbackRequests.id, id))
        .returning();
      return row ?? null;
    },
  };
}
