import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { RequestUser } from './auth';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One staff action: who did what to which thing, and the thing before and after. */
export interface AuditRecord {
  /** null: the server itself. */
  actor: Pick<RequestUser, 'id' | 'role'> | null;
  /** '<entity>.<verb>', e.g. 'order.status'. */
  action: string;
  /** The kind of thing: 'order' (later 'rate-card', 'flag', 'inbox'). */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  comment?: string | null;
  at: Date;
}

export interface AuditEntryView {
  id: number;
  at: string;
  actor: { id: string; email: string } | null;
  action: string;
  before: unknown;
  after: unknown;
  comment: string | null;
}

export interface AuditLog {
  /** Writes the record, in the caller's transaction when given (the action and its record commit together). */
  record(entry: AuditRecord, tx?: Transaction): Promise<void>;
  /** Every record about one thing, oldest first, with the actor's e-mail. */
  of(entity: string, entityId: string): Promise<AuditEntryView[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

export function createAuditLog(db: Database): AuditLog {
  return {
    async record({ actor, action, entity, entityId, before, after, comment, at }, tx) {
      await (tx ?? db).insert(auditLog).values({
        actorId: actor?.id ?? null,
        actorRole: actor?.role ?? null,
        action,
        entity,
        entityId,
        before: before ?? null,
        after: after ?? null,
        comment: comment ?? null,
        at,
      });
    },
    async of(entity, entityId) {
      const rows = await db
        .select({ row: auditLog, email: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(asc(auditLog.id));
      return rows.map(({ row, email }) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorId && email ? { id: row.actorId, email } : null,
        action: row.action,
        before: row.before ?? null,
        after: row.after ?? null,
        comment: row.comment,
      }));
    },
  };
}

/** `app.audit`: the audit log every staff action writes to. */
export default fp(
  async (app) => {
    app.decorate('audit', createAuditLog(app.db));
  },
  { name: 'audit', dependencies: ['db'] },
);
