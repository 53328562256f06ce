import fp from 'fastify-plugin';
import { STAFF_NAMESPACE, TOKEN_HEADER } from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { staffModuleOn } from '../../../flags/staff-access';

/** The room of the staff namespace that hears about orders. */
export const ORDERS_ROOM = 'orders';

/**
 * The staff namespace of the realtime channel: a connection is let in only with an access token
 * (handshake header `jwt-token`) of someone the orders board's staff module is on for; it
 * then joins the orders room, where `app.orders` announces new and changed orders.
 */
export default fp(
  async (app) => {
    const staff = app.io.of(STAFF_NAMESPACE);
    staff.use((socket, next) => {
      const header = socket.handshake.headers[TOKEN_HEADER];
      const token = (Array.isArray(header) ? header[0] : header) || null;
      socket.data.token = token;
      socket.data.user = null;
      if (!token) return next(new Error('Sign in first'));
      app
        .identify(token)
        .then(async (user) => {
          if (!(await staffModuleOn(app, user, STAFF_MODULES.orders)))
            return next(new Error('The orders board is switched off for you'));
          socket.data.user = user;
          next();
        })
        .catch((error: Error) => next(error));
    });
    staff.on('connection', (socket) => {
      void socket.join(ORDERS_ROOM);
    });
  },
  { name: 'staff-channel', dependencies: ['auth', 'realtime', 'socket-auth', 'feature-flags'] },
);
