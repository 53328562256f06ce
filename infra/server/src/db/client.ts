/**
 * Opens the database and brings its schema up to date: PGlite in the data folder by default,
 * PostgreSQL when a URL is given. Both run the same drizzle migrations and the same queries.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its sizes. */
  pool?: Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite stores its files in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  /**
   * PostgreSQL schema to work in (tables and the migrations journal), created when missing.
   * Lets several servers or test files share one database without seeing each other.
   */
  schema?: string;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError: (error: Error) => void;
}

// Any constant shared by every server process: they queue on it to migrate one at a time.
const MIGRATION_LOCK = 4_242_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite({ dataDir, migrationsFolder }: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create({ dataDir: folder });
  const db = drizzlePglite({ client });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(
  connectionString: string,
  { migrationsFolder, schema, onIdleError }: DatabaseOptions,
): Promise<DatabaseHandle> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A pooled connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool });
  try {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      if (schema) await lock.query(`create schema if not exists "${schema}"`);
      await migratePg(db, { migrationsFolder, ...(schema ? { migrationsSchema: schema } : {}) });
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
