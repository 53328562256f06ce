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
}

/** The database (PGlite or PostgreSQL), migrated, as `app.db`; closed with the server. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onIdleError: (error) => app.log.error({ err: error }, 'database connection lost'),
    });
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
    app.log.info({ database: handle.kind }, 'database ready');
  },
  { name: 'db' },
);
