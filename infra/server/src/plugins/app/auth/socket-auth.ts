import fp from 'fastify-plugin';
import { CALCULATOR_NAMESPACE, TOKEN_ERROR, TOKEN_HEADER } from '@dostavka/shared-kernel/contract';
import type { RequestUser } from '.';

declare module '../../external/realtime' {
  interface SocketData {
    /** The access token the client sent in the 'jwt-token' handshake header; null without one. */
    token: string | null;
    /** The signed-in user when the token verified; a guest otherwise. */
    user: RequestUser | null;
  }
}

/**
 * Signs realtime connections in. The calculator is public: a bad token does not refuse the
 * connection. The client is told (an 'error' event named JsonWebTokenError, so it refreshes) and
 * is served as a guest.
 */
export default fp(
  async (app) => {
    const tokenErrors = new WeakMap<object, string>();
    const calculator = app.io.of(CALCULATOR_NAMESPACE);
    calculator.use((socket, next) => {
      const header = socket.handshake.headers[TOKEN_HEADER];
      const token = (Array.isArray(header) ? header[0] : header) || null;
      socket.data.token = token;
      socket.data.user = null;
      if (!token) return next();
      app.identify(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        (error: Error) => {
          tokenErrors.set(socket, error.message);
          next();
        },
      );
    });
    calculator.on('connection', (socket) => {
      const message = tokenErrors.get(socket);
      if (message) socket.emit('error', { name: TOKEN_ERROR, message });
    });
  },
  { name: 'socket-auth', dependencies: ['auth', 'realtime'] },
);
