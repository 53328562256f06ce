import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  schema: string | undefined;
  /** PostgreSQL unreachable at start: wait and retry this long. */
  startTimeoutMs: number;
  /** PostgreSQL's pool: connections at most, and how long a query waits for one. */
  pool: { max: number; waitMs: number };
}

/** The database (PGlite or PostgreSQL), migrated, as `app.db`; closed with the server. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onIdleError: (error) => app.log.error({ err: error }, 'database connection lost'),
      onStartRetry: (reason, retryInMs) =>
        app.log.warn(`PostgreSQL is not reachable yet (${reason}): retrying in ${retryInMs / 1000} s`),
    });
    app.decorate('db', handle.db);
    const { pool } = handle;
    if (pool) {
      app.metrics.gauge(
        'dostavka_db_pool_connections',
        'PostgreSQL pool: open connections',
        () => pool.totalCount,
      );
      app.metrics.gauge('dostavka_db_pool_idle', 'PostgreSQL pool: idle connections', () => pool.idleCount);
      app.metrics.gauge(
        'dostavka_db_pool_waiting',
        'PostgreSQL pool: queries waiting for a connection',
        () => pool.waitingCount,
      );
    }
    app.addHook('onClose', () => handle.close());
    app.log.info({ database: handle.kind }, 'database ready');
  },
  { name: 'db', dependencies: ['metrics'] },
);
