import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap } from 'socket.io';

/** What the server keeps about each realtime connection. */
export interface SocketData {
  /** The access token the client sent in the 'jwt-token' handshake header, unverified; null without one. */
  token: string | null;
}

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

    io.of(CALCULATOR_NAMESPACE).use((socket, next) => {
      const header = socket.handshake.headers['jwt-token'];
      socket.data.token = (Array.isArray(header) ? header[0] : header) || null;
      next();
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
  { name: 'realtime' },
);
