import fp from 'fastify-plugin';
import type { CreateOrderBody } from '@dostavka/shared-kernel/domain';
import type { RequestUser } from '../auth';
import type { StoredResponse } from '../idempotency';
import { createOrderRepository, type OrderRepository } from './order-repository';
import { placeOrder } from './place-order';

export interface Orders extends OrderRepository {
  /** Validates an order, checks its quote and stores it once per idempotency key (201 with the order). */
  place(user: RequestUser, input: CreateOrderBody): Promise<StoredResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: Orders;
  }
}

/** `app.orders`: orders, their timeline and public tracking, and placing a new one. */
export default fp(
  async (app) => {
    app.decorate('orders', {
      ...createOrderRepository(app.db),
      place: (user: RequestUser, input: CreateOrderBody) => placeOrder(app, user, input),
    });
  },
  {
    name: 'orders',
    dependencies: ['db', 'clock', 'idempotency', 'quotes', 'city-repository', 'feature-flags', 'sign-in'],
  },
);
