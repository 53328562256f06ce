import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_LEVELS, type OrderStatus, type RoleSlug } from '@dostavka/shared-kernel/domain';
import type {
  OrderNote,
  StaffMember,
  StaffOrderPage,
  StaffOrdersQuery,
} from '@dostavka/shared-kernel/contract';
import type { Database } from '../../../db/client';
import { orderNotes, orders, users } from '../../../db/schema';
import { expectedDelivery } from './expected-delivery';
import type { Transaction } from './order-repository';
import { placedBetween } from './placed-between';

/** The board's query as the route checked it: the statuses a list, the dates whole dates. */
export interface BoardFilter extends Omit<StaffOrdersQuery, 'status'> {
  status?: OrderStatus[];
}

export interface StaffBoard {
  list(filter: BoardFilter): Promise<StaffOrderPage>;
  /** EMPLOYEE and above: who an order can be assigned to. */
  staff(): Promise<StaffMember[]>;
  member(id: string): Promise<StaffMember | null>;
  email(userId: string): Promise<string | null>;
  notes(orderId: string): Promise<OrderNote[]>;
  addNote(tx: Transaction, orderId: string, authorId: string, text: string, at: Date): Promise<number>;
  assign(tx: Transaction, orderId: string, managerId: string | null): Promise<void>;
}

const STAFF_ROLES = (Object.keys(ROLE_LEVELS) as RoleSlug[]).filter(
  (role) => ROLE_LEVELS[role] >= ROLE_LEVELS.EMPLOYEE,
);

/** A LIKE pattern that finds the text as typed: % and _ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberOf = (row: { id: string; email: string; name: string | null; role: RoleSlug }): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export function createStaffBoard(db: Database): StaffBoard {
  return {
    async list({ status, carrier, city, from, to, placedBy, q, page, limit }) {
      const where: SQL[] = [];
      if (status && status.length > 0) where.push(inArray(orders.status, status));
      if (carrier) where.push(eq(orders.provider, carrier));
      if (city) {
        const pattern = `${city.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(orders.fromCity, pattern), ilike(orders.toCity, pattern)) as SQL);
      }
      where.push(...placedBetween(from, to));
      if (placedBy) where.push(eq(orders.internal, placedBy === 'staff'));
      const text = q?.trim();
      if (text) {
        const pattern = containing(text);
        const digits = text.replace(/\D/g, '');
        const matches: SQL[] = [
          ilike(orders.number, pattern),
          ilike(users.email, pattern),
          // The parties' e-mails, INNs and phones are inside the contacts.
          sql`${orders.contacts}::text ILIKE ${pattern}`,
        ];
        // A phone typed with spaces, brackets or +7 still finds the stored digits.
        if (digits.length >= 5 && digits !== text)
          matches.push(sql`${orders.contacts}::text ILIKE ${containing(digits.slice(-10))}`);
        where.push(or(...matches) as SQL);
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const manager = db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .as('manager');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            order: orders,
            customerEmail: users.email,
            manager: { id: manager.id, email: manager.email, name: manager.name, role: manager.role },
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(manager, eq(manager.id, orders.managerId))
          .where(condition)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(condition),
      ]);
      const total = counted?.total ?? 0;
      return {
        data: rows.map(({ order, customerEmail, manager: assigned }) => ({
          uuid: order.id,
          number: order.number,
          created_at: order.createdAt.toISOString(),
          status: order.status,
          fromCity: order.fromCity,
          toCity: order.toCity,
          carrier: order.tariff.company.name,
          total: order.total,
          ...(expectedDelivery(order) ? { expectedDelivery: expectedDelivery(order) } : {}),
          provider: order.provider,
          customerEmail,
          loadingDate: order.loadingDate,
          internal: order.internal,
          manager: assigned?.id ? memberOf(assigned as Parameters<typeof memberOf>[0]) : null,
        })),
        total,
        next: page * limit < total ? { page: page + 1 } : null,
      };
    },

    async staff() {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.role, STAFF_ROLES))
        .orderBy(asc(users.email));
      return rows.map(memberOf);
    },

    async member(id) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)));
      return row ? memberOf(row) : null;
    },

    async email(userId) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async notes(orderId) {
      const rows = await db
        .select({ note: orderNotes, email: users.email })
        .from(orderNotes)
        .innerJoin(users, eq(users.id, orderNotes.authorId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.id));
      return rows.map(({ note, email }) => ({
        id: note.id,
        at: note.at.toISOString(),
        author: { id: note.authorId, email },
        text: note.text,
      }));
    },

    async addNote(tx, orderId, authorId, text, at) {
      const [row] = await tx
        .insert(orderNotes)
        .values({ orderId, authorId, text, at })
        .returning({ id: orderNotes.id });
      return row?.id ?? 0;
    },

    async assign(tx, orderId, managerId) {
      await tx.update(orders).set({ managerId }).where(eq(orders.id, orderId));
    },
  };
}
