import fp from 'fastify-plugin';
import { createOrderRepository, type OrderRepository } from './order-repository';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderRepository;
  }
}

/** `app.orders`: orders, their timeline and public tracking. */
export default fp(
  async (app) => {
    app.decorate('orders', createOrderRepository(app.db));
  },
  { name: 'orders', dependencies: ['db'] },
);
