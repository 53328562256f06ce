import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { STAFF_NAMESPACE, type StaffOrderChanged } from '@dostavka/shared-kernel/contract';
import type { CreateOrderBody, OrderDetail, OrderStatus } from '@dostavka/shared-kernel/domain';
import type { OrderRow } from '../../../db/schema';
import type { RequestUser } from '../auth';
import type { StoredResponse } from '../idempotency';
import type { Mail } from '../mail/mailer';
import { createOrderRepository, type OrderRepository } from './order-repository';
import { confirmationMail, loadingDateMail, statusMail } from './order-mails';
import { documentLanguage } from '../web/ssr/language';
import { placeOrder } from './place-order';
import { ORDERS_ROOM } from './staff-channel';
import { announceTracking } from './tracking-channel';
import { createStaffBoard, type StaffBoard } from './staff-board';

/** Who acts on an order: the signed-in user. */
type Actor = Pick<RequestUser, 'id' | 'role'>;

export interface Orders extends OrderRepository {
  /**
   * Validates an order, checks its quote and stores it once per idempotency key (201 with the
   * order). The request's language (cookie, Accept-Language) is the customer's for the e-mails.
   */
  place(
    user: RequestUser,
    input: CreateOrderBody,
    headers: { cookie?: string; 'accept-language'?: string },
  ): Promise<StoredResponse>;
  /** The staff board's queries. */
  board: StaffBoard;
  /**
   * Moves an order to a status (audit log, timeline, customer's e-mail, open boards); null when
   * the move is not allowed now. `allowed` narrows the statuses it may leave (a customer's cancel).
   */
  moveStatus(
    actor: Actor,
    order: OrderRow,
    to: OrderStatus,
    comment: string | null,
    allowed?: (from: OrderStatus) => boolean,
  ): Promise<OrderRow | null>;
  /** Moves the loading date (audit log, timeline, e-mail, boards); null once the cargo is picked up. */
  moveLoadingDate(actor: Actor, order: OrderRow, date: string): Promise<OrderRow | null>;
  /** Assigns the order to a staff member, or to nobody (audit log, boards). */
  assignManager(actor: Actor, order: OrderRow, managerId: string | null): Promise<void>;
  /** Adds an internal note (audit log, boards). */
  addNote(actor: Actor, order: OrderRow, text: string): Promise<void>;
  /**
   * After a new order has committed: the boards and the confirmation e-mail with the waybill.
   * Built from what the transaction returned (no read), and it never throws: a committed order's
   * 201 must not be lost to a busy database; what fails here is logged.
   */
  placed(order: OrderDetail, owner: Pick<OrderRow, 'userId' | 'lang'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: Orders;
  }
}

export interface OrdersOptions {
  /** The site's public address, for the links in e-mails. */
  siteUrl: string;
}

/** The order's state as the audit log keeps it: what staff change, not the whole order. */
const audited = (row: OrderRow) => ({
  status: row.status,
  loadingDate: row.loadingDate,
  managerId: row.managerId,
});

function createOrders(app: FastifyInstance, siteUrl: string): Orders {
  const repository = createOrderRepository(app.db);
  const board = createStaffBoard(app.db);

  /** Open boards hear of it (every process, through the realtime adapter). */
  const announce = (row: Pick<OrderRow, 'id' | 'number' | 'status'>, change: StaffOrderChanged['change']) => {
    app.io.of(STAFF_NAMESPACE).to(ORDERS_ROOM).emit('order:changed', {
      uuid: row.id,
      number: row.number,
      status: row.status,
      change,
      at: app.now().toISOString(),
    });
    // An open tracking page shows the status and the expected delivery, which these two move.
    if (change === 'status' || change === 'loading_date') announceTracking(app, row.number, row.status);
  };

  /** A mail that cannot go does not undo what happened: it is logged. */
  const deliver = async (mails: Mail[]) => {
    for (const mail of mails) {
      try {
        await app.mailer.send(mail);
      } catch (error) {
        app.log.error({ err: error }, 'an order e-mail could not be sent');
      }
    }
  };

  /** The customer's address, and the payer's when it is another one. */
  const recipients = async (row: Pick<OrderRow, 'userId' | 'contacts'>): Promise<string[]> => {
    const customer = await board.email(row.userId);
    const payer = row.contacts.payer.email?.trim().toLowerCase();
    return [...new Set([customer, payer].filter((email): email is string => Boolean(email)))];
  };

  return {
    ...repository,
    board,
    place: (user, input, headers) =>
      placeOrder(app, user, input, documentLanguage('/', new URLSearchParams(), headers)),

    async moveStatus(actor, order, to, comment, allowed) {
      const moved = await app.db.transaction(async (tx) => {
        const change = await repository.changeStatus(tx, order.id, to, actor.id, app.now(), allowed);
        if (!change) return null;
        await app.audit.record(
          {
            actor,
            action: 'order.status',
            entity: 'order',
            entityId: order.id,
            before: audited(change.before),
            after: audited(change.after),
            comment,
            at: app.now(),
          },
          tx,
        );
        return change.after;
      });
      if (!moved) return null;
      announce(moved, 'status');
      const detail = await repository.detail(moved);
      const customer = await board.email(moved.userId);
      if (customer) await deliver([statusMail(detail, customer, moved.lang, siteUrl)]);
      return moved;
    },

    async moveLoadingDate(actor, order, date) {
      const moved = await app.db.transaction(async (tx) => {
        const row = await repository.changeLoadingDate(tx, order.id, date, actor.id, app.now());
        if (!row) return null;
        await app.audit.record(
          {
            actor,
            action: 'order.loading_date',
            entity: 'order',
            entityId: order.id,
            before: audited(order),
            after: audited(row),
            at: app.now(),
          },
          tx,
        );
        return row;
      });
      if (!moved) return null;
      announce(moved, 'loading_date');
      if (moved.loadingDate !== order.loadingDate) {
        const detail = await repository.detail(moved);
        const mails = (await recipients(moved)).map((to) => loadingDateMail(detail, to, moved.lang, siteUrl));
        await deliver(mails);
      }
      return moved;
    },

    async assignManager(actor, order, managerId) {
      await app.db.transaction(async (tx) => {
        await board.assign(tx, order.id, managerId);
        await app.audit.record(
          {
            actor,
            action: 'order.manager',
            entity: 'order',
            entityId: order.id,
            before: audited(order),
            after: { ...audited(order), managerId },
            at: app.now(),
          },
          tx,
        );
      });
      announce(order, 'manager');
    },

    async addNote(actor, order, text) {
      await app.db.transaction(async (tx) => {
        const id = await board.addNote(tx, order.id, actor.id, text, app.now());
        await app.audit.record(
          {
            actor,
            action: 'order.note',
            entity: 'order',
            entityId: order.id,
            after: { noteId: id, text },
            at: app.now(),
          },
          tx,
        );
      });
      announce(order, 'note');
    },

    async placed(detail, { userId, lang }) {
      try {
        announce({ id: detail.uuid, number: detail.number, status: detail.status }, 'created');
        const pdf = await app.waybills.render(detail, lang);
        const mails = (await recipients({ userId, contacts: detail.contacts })).map((to) =>
          confirmationMail(detail, to, lang, siteUrl, pdf),
        );
        await deliver(mails);
      } catch (error) {
        app.log.error({ err: error, order: detail.number }, 'the order confirmation could not be prepared');
      }
    },
  };
}

/** `app.orders`: orders, their timeline and public tracking, placing one, and staff's actions on them. */
export default fp<OrdersOptions>(
  async (app, { siteUrl }) => {
    app.decorate('orders', createOrders(app, siteUrl));
  },
  {
    name: 'orders',
    dependencies: [
      'db',
      'clock',
      'idempotency',
      'quotes',
      'city-repository',
      'feature-flags',
      'sign-in',
      'tariffs',
      'audit',
      'mail',
      'waybills',
      'realtime',
    ],
  },
);
