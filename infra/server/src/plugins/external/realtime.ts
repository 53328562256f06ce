import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap } from 'socket.io';
import { userOf, type RequestUser } from '../app/auth';

/** What the server keeps about each realtime connection. */
export interface SocketData {
  /** The access token the client sent in the 'jwt-token' handshake header; null without one. */
  token: string | null;
  /** The signed-in user when the token verified; a guest otherwise. */
  user: RequestUser | null;
}

/** Spec section 7: the client refreshes its token when the channel reports this error name. */
export const TOKEN_ERROR = 'JsonWebTokenError';

export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the same HTTP server, path /socket.io; features add their events to its namespaces. */
    io: RealtimeServer;
  }
}

export interface RealtimePluginOptions {
  /** With a Redis URL, broadcasts reach the clients of every server process. */
  redisUrl: string | undefined;
}

export const REALTIME_PATH = '/socket.io';
export const CALCULATOR_NAMESPACE = '/calculator';

export default fp<RealtimePluginOptions>(
  async (app, { redisUrl }) => {
    // The browser apps bundle the client, so the server does not serve it.
    const io: RealtimeServer = new Server(app.server, { path: REALTIME_PATH, serveClient: false });

    let started = false;
    const redis = redisUrl
      ? createClient({
          url: redisUrl,
          // Unreachable at start: stop with the reason. Lost later: keep trying, at most every 5 s.
          socket: {
            reconnectStrategy: (retries: number, cause: Error) =>
              started ? Math.min(retries * 200, 5_000) : cause,
          },
        })
      : undefined;
    const redisSubscriber = redis?.duplicate();
    if (redis && redisSubscriber) {
      for (const client of [redis, redisSubscriber]) {
        client.on('error', (error: Error) => app.log.error({ err: error }, 'redis connection failed'));
      }
      await Promise.all([redis.connect(), redisSubscriber.connect()]);
      started = true;
      io.adapter(createAdapter(redis, redisSubscriber));
    }

    // The calculator is public: a bad token does not refuse the connection. The client is told
    // (an 'error' event named JsonWebTokenError, so it refreshes) and is served as a guest.
    const tokenErrors = new WeakMap<object, string>();
    const calculator = io.of(CALCULATOR_NAMESPACE);
    calculator.use((socket, next) => {
      const header = socket.handshake.headers['jwt-token'];
      const token = (Array.isArray(header) ? header[0] : header) || null;
      socket.data.token = token;
      socket.data.user = null;
      if (!token) return next();
      app.accessTokens.verify(token).then(
        (claims) => {
          socket.data.user = userOf(claims);
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

    app.decorate('io', io);
    // Upgraded connections keep the HTTP server from closing: end every client's connection
    // (all namespaces) before it closes.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all([redis?.close(), redisSubscriber?.close()]);
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
