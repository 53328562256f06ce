import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { createClient } from '@redis/client';
import { Server, type DefaultEventsMap } from 'socket.io';
import { oneLine, StartupError } from '../../db/client';
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

/**
 * The Redis the adapter shares events through, as readiness and the features see it. One
 * connection (and the subscriber's) per process, so an outage is one log line when it starts and
 * one when it ends, whichever feature uses it.
 */
export interface SharedRedis {
  /** PING within the timeout; false when Redis does not answer. */
  ping(timeoutMs: number): Promise<boolean>;
  /** Whether the connection is up now (commands sent while it is not wait or fail). */
  readonly ready: boolean;
  /** Runs a Lua script atomically (the shared rate limits). */
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  /** Called each time the connections come back after a loss (events sent meanwhile are lost). */
  onReconnect(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the same HTTP server, path /socket.io; features add their events to its namespaces. */
    io: RealtimeServer;
    /** null without REDIS_URL. */
    sharedRedis: SharedRedis | null;
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
    const reconnectListeners: Array<() => void> = [];
    if (redis && redisSubscriber) {
      let lost = false;
      for (const client of [redis, redisSubscriber]) {
        client.on('error', (error: Error) => {
          if (started && !lost) app.log.error({ err: error }, 'Redis connection lost: retrying');
          if (started) lost = true;
        });
      }
      // Back when both connections are: a client that comes back before the other must not end
      // the outage, or the other's next failed retry would report it again. The subscriber's loss
      // loses events: when it is back, features resync.
      for (const client of [redis, redisSubscriber]) {
        client.on('ready', () => {
          if (!lost || !redis.isReady || !redisSubscriber.isReady) return;
          lost = false;
          app.log.info('Redis connection back');
          for (const listener of reconnectListeners) listener();
        });
      }
      try {
        await Promise.all([redis.connect(), redisSubscriber.connect()]);
      } catch (error) {
        for (const client of [redis, redisSubscriber]) if (client.isOpen) client.destroy();
        throw new StartupError(`Redis is not reachable (${oneLine(error)}): check REDIS_URL`);
      }
      started = true;
      // The adapter publishes without awaiting: while Redis is away a publish would end as an
      // unhandled rejection (and the process with it). Such an event is lost, not fatal; the
      // features resync when Redis is back (onReconnect) and on their own timers.
      const publish = redis.publish.bind(redis);
      Object.assign(redis, {
        publish: (...args: Parameters<typeof publish>) =>
          publish(...args).catch((error: unknown) => {
            app.log.warn({ err: error }, 'a realtime event was not shared: Redis unavailable');
            return 0;
          }),
      });
      // Channels under the deployment's prefix: two deployments sharing a Redis stay apart.
      io.adapter(createAdapter(redis, redisSubscriber, { key: `${redisKeyPrefix}socket.io` }));
      app.metrics.gauge('dostavka_redis_up', 'Redis connections ready (1) or not (0)', () =>
        redis.isReady && redisSubscriber.isReady ? 1 : 0,
      );
    }

    app.decorate('io', io);
    const sharedRedis: SharedRedis | null = redis
      ? {
          async ping(timeoutMs: number) {
            if (!redis.isReady) return false;
            let timer: NodeJS.Timeout | undefined;
            const late = new Promise<false>((resolve) => {
              timer = setTimeout(() => resolve(false), timeoutMs);
            });
            try {
              return await Promise.race([redis.ping().then(() => true), late]);
            } catch {
              return false;
            } finally {
              clearTimeout(timer);
            }
          },
          get ready() {
            return redis.isReady;
          },
          eval: (script, options) => redis.eval(script, options),
          onReconnect(listener: () => void) {
            reconnectListeners.push(listener);
          },
        }
      : null;
    app.decorate('sharedRedis', sharedRedis);
    app.metrics.gauge(
      'dostavka_realtime_connections',
      'Realtime clients connected to this process',
      () => io.engine.clientsCount,
    );
    // Upgraded connections keep the HTTP server from closing: end every client's connection
    // (all namespaces) before it closes.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      // A Redis that is away would keep close() waiting for its pending commands.
      // destroy() rejects the commands still queued: give a reconnecting client a moment first.
      const end = async (client: typeof redis) => {
        if (!client?.isOpen) return;
        if (!client.isReady) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            new Promise((resolve) => client.once('ready', resolve)),
            new Promise((resolve) => {
              timer = setTimeout(resolve, 2_000);
            }),
          ]);
          clearTimeout(timer);
        }
        if (client.isReady) await client.close();
        else client.destroy();
      };
      await Promise.allSettled([end(redis), end(redisSubscriber)]);
    });
  },
  { name: 'realtime', dependencies: ['metrics'] },
);
