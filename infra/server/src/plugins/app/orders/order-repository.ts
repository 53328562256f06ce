import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { expectedDelivery } from './expected-delivery';
import { placedBetween } from './placed-between';
import {
  canChangeLoadingDate,
  canMoveOrder,
  generateOrderNumber,
  isOrderNumber,
  ORDER_STATUSES,
  type CreateOrderBody,
  type OrderDetail,
  type OrderListPage,
  type OrderStatus,
  type OrderTimelineEntry,
  type TrackingInfo,
} from '@dostavka/shared-kernel/domain';
import type { Database } from '../../../db/client';
import { orderEvents, orders, type OrderRow } from '../../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewOrder {
  /** The owner: the customer, also when a manager placed it for them. */
  userId: string;
  body: CreateOrderBody;
  total: number;
  provider: string;
  /** `quoteId` of the quote that backs the order. */
  quoteId: string;
  /** The manager of an internal order; null for a customer's own. */
  placedBy: string | null;
  /** The customer's language: the e-mails about the order use it. */
  lang: 'ru' | 'en';
}

/** The history's filters (already checked by the route). */
export interface UserOrderFilter {
  status?: OrderStatus[];
  /** Placed from this calendar date on (company time), YYYY-MM-DD. */
  from?: string;
  /** Placed up to and including this calendar date (company time). */
  to?: string;
}

export interface OrderRepository {
  /** Stores the order and its first timeline entry in the caller's transaction. */
  create(tx: Transaction, order: NewOrder, at: Date): Promise<OrderDetail>;
  /** By uuid or number. */
  find(idOrNumber: string): Promise<OrderRow | null>;
  /** The order a quote backs, if any. */
  findByQuote(quoteId: string): Promise<OrderRow | null>;
  detail(order: OrderRow): Promise<OrderDetail>;
  /** The user's orders, newest first, narrowed by status and by the period they were placed in. */
  listByUser(userId: string, page: number, limit: number, filter?: UserOrderFilter): Promise<OrderListPage>;
  /**
   * Moves the loading date while the cargo is not picked up, with a timeline entry, in the given
   * transaction; null when it already is picked up.
   */
  changeLoadingDate(
    tx: Transaction,
    id: string,
    date: string,
    byUserId: string,
    at: Date,
  ): Promise<OrderRow | null>;
  /**
   * Moves the order along its timeline in the given transaction (the row is locked first); null
   * when the move is not allowed from its status now. `allowed` narrows who may make which move.
   */
  changeStatus(
    tx: Transaction,
    id: string,
    to: OrderStatus,
    byUserId: string,
    at: Date,
    allowed?: (from: OrderStatus) => boolean,
  ): Promise<{ before: OrderRow; after: OrderRow } | null>;
  track(number: string): Promise<TrackingInfo | null>;
}

/** `{ key: value }` when the value is there, `{}` otherwise (optional wire fields are left out, not undefined). */
const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER_TRIES = 5;
/** Uniform numbers in [0, 1) from the CSPRNG: order numbers must not be guessable in sequence. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

export function createOrderRepository(db: Database): OrderRepository {
  const timeline = async (orderId: string): Promise<OrderTimelineEntry[]> => {
    const events = await db
      .select({
        status: orderEvents.status,
        at: orderEvents.at,
        kind: orderEvents.kind,
        loadingDate: orderEvents.loadingDate,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    return events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      ...(event.kind === 'loading_date'
        ? { kind: 'loading_date' as const, ...(event.loadingDate ? { loadingDate: event.loadingDate } : {}) }
        : {}),
    }));
  };
  const toDetail = (row: OrderRow, events: OrderTimelineEntry[]): OrderDetail => ({
    uuid: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    loadingDate: row.loadingDate,
    total: row.total,
    contacts: row.contacts,
    directions: row.directions,
    delivery: row.delivery,
    tariff: row.tariff,
    timeline: events,
    isInternal: row.internal,
    ...optional('expectedDelivery', expectedDelivery(row)),
  });

  return {
    async create(tx, { userId, body, total, provider, quoteId, placedBy, lang }, at) {
      const values = {
        userId,
        status: 'created' as const,
        loadingDate: body.delivery.date.slice(0, 10),
        total,
        provider,
        quoteId,
        fromCity: body.directions.from.city?.name ?? '',
        toCity: body.directions.to.city?.name ?? '',
        contacts: body.contacts,
        directions: body.directions,
        delivery: body.delivery,
        tariff: body.tariff,
        roistat: body.roistat,
        internal: placedBy !== null,
        placedBy,
        lang,
        createdAt: at,
      };
      for (let attempt = 0; attempt < NUMBER_TRIES; attempt += 1) {
        const [row] = await tx
          .insert(orders)
          .values({ ...values, number: generateOrderNumber(secureRandom) })
          .onConflictDoNothing({ target: orders.number })
          .returning();
        if (!row) continue;
        await tx.insert(orderEvents).values({ orderId: row.id, status: 'created', byUserId: placedBy, at });
        return toDetail(row, [{ status: 'created', at: at.toISOString() }]);
      }
      throw new Error(`No free order number after ${NUMBER_TRIES} tries`);
    },

    async findByQuote(quoteId) {
      const [row] = await db.select().from(orders).where(eq(orders.quoteId, quoteId));
      return row ?? null;
    },

    async find(idOrNumber) {
      const conditions = [
        ...(UUID.test(idOrNumber) ? [eq(orders.id, idOrNumber)] : []),
        ...(isOrderNumber(idOrNumber) ? [eq(orders.number, idOrNumber)] : []),
      ];
      if (conditions.length === 0) return null;
      const [row] = await db
        .select()
        .from(orders)
        .where(or(...conditions));
      return row ?? null;
    },

    async detail(row) {
      return toDetail(row, await timeline(row.id));
    },

    async listByUser(userId, page, limit, filter = {}) {
      const where: SQL[] = [eq(orders.userId, userId)];
      if (filter.status && filter.status.length > 0) where.push(inArray(orders.status, filter.status));
      where.push(...placedBetween(filter.from, filter.to));
      const rows = await db
        .select({
          uuid: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          fromCity: orders.fromCity,
          toCity: orders.toCity,
          total: orders.total,
          tariff: orders.tariff,
          loadingDate: orders.loadingDate,
        })
        .from(orders)
        .where(and(...where))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      const more = rows.length > limit;
      return {
        orders: rows.slice(0, limit).map((row) => ({
          uuid: row.uuid,
          number: row.number,
          created_at: row.createdAt.toISOString(),
          status: row.status,
          fromCity: row.fromCity,
          toCity: row.toCity,
          carrier: row.tariff.company.name,
          carrierSlug: row.tariff.company.slug,
          total: row.total,
          ...optional('expectedDelivery', expectedDelivery(row)),
        })),
        next: more ? { page: page + 1 } : null,
      };
    },

    async changeLoadingDate(tx, id, date, byUserId, at) {
      const open = ORDER_STATUSES.filter(canChangeLoadingDate);
      const [row] = await tx
        .update(orders)
        .set({ loadingDate: date })
        .where(and(eq(orders.id, id), inArray(orders.status, open)))
        .returning();
      if (!row) return null;
      await tx
        .insert(orderEvents)
        .values({ orderId: id, status: row.status, kind: 'loading_date', loadingDate: date, byUserId, at });
      return row;
    },

    async changeStatus(tx, id, to, byUserId, at, allowed = () => true) {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!before || !canMoveOrder(before.status, to) || !allowed(before.status)) return null;
      const [after] = await tx.update(orders).set({ status: to }).where(eq(orders.id, id)).returning();
      if (!after) return null;
      await tx.insert(orderEvents).values({ orderId: id, status: to, byUserId, at });
      return { before, after };
    },

    async track(number) {
      if (!isOrderNumber(number)) return null;
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          fromCity: orders.fromCity,
          toCity: orders.toCity,
          tariff: orders.tariff,
          loadingDate: orders.loadingDate,
        })
        .from(orders)
        .where(eq(orders.number, number));
      if (!row) return null;
      return {
        number,
        status: row.status,
        from: { city: row.fromCity },
        to: { city: row.toCity },
        timeline: await timeline(row.id),
        ...optional('expectedDelivery', expectedDelivery(row)),
      };
    },
  };
}
