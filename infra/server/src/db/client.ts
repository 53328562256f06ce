/**
 * Opens the database and brings its schema up to date: PGlite in the data folder by default,
 * PostgreSQL when a URL is given. Both run the same drizzle migrations and the same queries.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

/** The least the database can answer (`select 1`): the readiness and health probes ask it. */
export const selectOne = (db: Database): Promise<unknown> => db.execute(sql`select 1`);

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
  /** Told when a PostgreSQL connection fails (idle in the pool or checked out). */
  onIdleError: (error: Error) => void;
  /** PostgreSQL unreachable at start: retry this long before giving up (default 60 s). */
  startTimeoutMs?: number;
  /** PostgreSQL's pool: connections at most (10) and how long a query waits for one (5 s). */
  pool?: { max: number; waitMs: number };
  /** Told of each failed try at start, with the reason in one line. */
  onStartRetry?: (reason: string, retryInMs: number) => void;
}

/** The server could not start for a reason an operator can fix; its message is one line. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const START_RETRY_MS = 1_000;

/** 'connect ECONNREFUSED 127.0.0.1:5432' rather than a stack. */
export function oneLine(error: unknown): string {
  // Duck-typed: errors from Node's own modules may come from another realm (jest, vm).
  const { errors } = (error ?? {}) as { errors?: unknown[] };
  const first = Array.isArray(errors) && errors.length > 0 ? errors[0] : error;
  const { message, name } = (first ?? {}) as { message?: unknown; name?: unknown };
  const text =
    typeof message === 'string' && message ? message : typeof name === 'string' ? name : String(first);
  return text.split('\n')[0]!.trim();
}

const POOL_TIMEOUTS = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * No PostgreSQL connection within the pool's wait: every connection was busy (or a new one took
 * too long). The request did nothing in the database, so it may be refused and retried.
 */
export function isPoolTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (POOL_TIMEOUTS.some((text) => cause instanceof Error && cause.message.startsWith(text))) return true;
  }
  return false;
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

/** Waits until PostgreSQL answers, trying every second up to the deadline. */
async function waitForPostgres(pool: Pool, { startTimeoutMs = 60_000, onStartRetry }: DatabaseOptions) {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      const reason = oneLine(error);
      if (Date.now() + START_RETRY_MS > deadline) {
        throw new StartupError(
          `PostgreSQL is not reachable (${reason}); gave up after ${Math.round(startTimeoutMs / 1000)} s (DATABASE_START_TIMEOUT_S)`,
        );
      }
      onStartRetry?.(reason, START_RETRY_MS);
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { migrationsFolder, schema, onIdleError, pool: sizes = { max: 10, waitMs: 5_000 } } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  const pool = new Pool({
    connectionString,
    max: sizes.max,
    // PostgreSQL gone or every connection busy: a query fails in seconds (503 with Retry-After,
    // readiness down) instead of waiting forever.
    connectionTimeoutMillis: sizes.waitMs,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection dropped by the server must not crash the process, whether idle in the pool
  // (the pool's 'error') or checked out, e.g. between two statements of a transaction (the
  // client's own 'error', which the pool does not listen to while the client is lent out). The
  // query in flight fails; the next one reconnects.
  pool.on('error', onIdleError);
  pool.on('connect', (client) => client.on('error', onIdleError));
  const db = drizzlePg({ client: pool });
  try {
    await waitForPostgres(pool, options);
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
