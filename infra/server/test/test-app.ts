/**
 * Test servers: PGlite in a temporary folder, or, when DATABASE_URL is set, PostgreSQL in a fresh
 * schema of their own (dropped afterwards) so that test files running in parallel never meet.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { RoleSlug } from '@dostavka/shared-kernel/domain';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';

export interface TestDatabase {
  env: Record<string, string>;
  dbSchema: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dostavka-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  // One deployment per test database: its servers share Redis keys and channels, and the servers
  // of parallel test files sharing one Redis never count or hear each other's.
  const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  if (!databaseUrl)
    return {
      env: { DATA_DIR: dataDir, REDIS_KEY_PREFIX: redisKeyPrefix },
      dbSchema: undefined,
      drop: removeDataDir,
    };

  const dbSchema = `test_${randomBytes(6).toString('hex')}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: redisKeyPrefix },
    dbSchema,
    async drop() {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${dbSchema}" cascade`);
      } finally {
        await client.end();
      }
      await removeDataDir();
    },
  };
}

export async function buildTestApp(
  database: TestDatabase,
  { env = {}, ...options }: BuildOptions & { env?: Record<string, string> } = {},
): Promise<App> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...database.env,
    ...env,
  });
  return buildApp(config, { dbSchema: database.dbSchema, ...options });
}

export interface TestServer {
  readonly app: App;
  readonly database: TestDatabase;
}

/**
 * One server over a fresh database for a whole test file: built before its tests (then `setup`,
 * e.g. routes of the test's own), closed and dropped after them. Read `app` inside the tests.
 */
export function testServer(
  options: Parameters<typeof buildTestApp>[1] = {},
  setup?: (app: App) => void | Promise<void>,
): TestServer {
  const server = {} as { app: App; database: TestDatabase };
  beforeAll(async () => {
    server.database = await createTestDatabase();
    server.app = await buildTestApp(server.database, options);
    await setup?.(server.app);
  }, 60_000);
  afterAll(async () => {
    await server.app?.close();
    await server.database?.drop();
  });
  return server;
}

/** A bearer access token of an account with this role (staff are made by hand in the database). */
export async function bearerOf(app: App, role: RoleSlug, id: string = randomUUID()): Promise<string> {
  const [user] = await app.db
    .insert(users)
    .values({ id, email: `${id}@dostavka.test`, role })
    .onConflictDoUpdate({ target: users.id, set: { role } })
    .returning();
  return `Bearer ${await app.accessTokens.issue({ sub: id, role, ver: user!.tokenVersion })}`;
}
