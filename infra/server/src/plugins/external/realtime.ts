import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap } from 'socket.io';
import type {
  EventListeners,
  RealtimeClientEvents,
  RealtimeServerEvents,
} from '@dostavka/shared-kernel/contract';

/**
 * What the server keeps about each realtime connection. This plugin knows no field of it: the
 * app plugins that fill it declare theirs by interface merging (as with fastify's decorators).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SocketData {}

/** Client and server events are the contract's; events between server processes are the features' own. */
export type RealtimeServer = Server<
  EventListeners<RealtimeClientEvents>,
  EventListeners<RealtimeServerEvents>,
  DefaultEventsMap,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the same HTTP server, path /socket.io; features add their events to its namespaces. */
    io: RealtimeServer;
  }
}

export interface RealtimePluginOptions {
  /** With a Redis URL, broadcasts reach the clients of every server process. */
  redisUrl: string | undefined;
  /** Prefix of the adapter's channels (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
}

export const REALTIME_PATH = '/socket.io';

export default fp<RealtimePluginOptions>(
  async (app, { redisUrl, redisKeyPrefix }) => {
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
      // Channels under the deployment's prefix: two deployments sharing a Redis stay apart.
      io.adapter(createAdapter(redis, redisSubscriber, { key: `${redisKeyPrefix}socket.io` }));
      app.metrics.gauge('dostavka_redis_up', 'Redis connections ready (1) or not (0)', () =>
        redis.isReady && redisSubscriber.isReady ? 1 : 0,
      );
    }

    app.decorate('io', io);
    app.metrics.gauge('dostavka_realtime_connections', 'Realtime clients connected to this process', () =>
      io.engine.clientsCount,
    );
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
  { name: 'realtime', dependencies: ['metrics'] },
);
