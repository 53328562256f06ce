/**
 * Test servers: PGlite in a temporary folder, or, when DATABASE_URL is set, PostgreSQL in a fresh
 * schema of their own (dropped afterwards) so that test files running in parallel never meet.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { RoleSlug } from '@dostavka/shared-kernel/domain';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

export interface TestDatabase {
  env: Record<string, string>;
  dbSchema: string | undefined;
  drop(): Promise<void>;
}

/** Where the jest run keeps its migrated PGlite database (set by scripts/jest-global-setup.cjs). */
const MIGRATIONS_FOLDER = path.join(__dirname, '..', 'drizzle');
const TEMPLATE_VARIABLE = 'DOSTAVKA_PGLITE_TEMPLATE';
const TEMPLATE_WAIT_MS = 180_000;

/**
 * A PGlite database created and migrated once per jest run, to be copied by every test file:
 * creating a cluster (initdb) and running the migrations costs seconds, copying its 40 MB folder
 * a fraction of one. It holds only what does not depend on a test's configuration (the schema);
 * each server seeds its own data at start, as on a fresh database. The first test file to ask
 * builds it under a lock (a folder made atomically); the others wait for it. Undefined outside a
 * jest run with the global setup, or if it could not be built: the test then starts from scratch.
 */
async function pgliteTemplate(): Promise<string | undefined> {
  const root = process.env[TEMPLATE_VARIABLE];
  if (!root) return undefined;
  const ready = path.join(root, 'ready');
  const template = path.join(root, 'pglite');
  if (existsSync(ready)) return template;
  let builder = false;
  try {
    await mkdir(path.join(root, 'lock'), { recursive: false });
    builder = true;
  } catch {
    // Another test file is building it.
  }
  if (builder) {
    try {
      const handle = await openDatabase({
        databaseUrl: undefined,
        dataDir: root,
        migrationsFolder: MIGRATIONS_FOLDER,
        onIdleError: () => undefined,
      });
      await handle.close();
      await writeFile(ready, '');
      return template;
    } catch {
      await writeFile(path.join(root, 'failed'), '');
      return undefined;
    }
  }
  const started = Date.now();
  while (Date.now() - started < TEMPLATE_WAIT_MS) {
    if (existsSync(ready)) return template;
    if (existsSync(path.join(root, 'failed'))) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dostavka-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  // One deployment per test database: its servers share Redis keys and channels, and the servers
  // of parallel test files sharing one Redis never count or hear each other's.
  const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  if (!databaseUrl) {
    const template = await pgliteTemplate();
    // The server opens `<DATA_DIR>/pglite`: a copy of the migrated template, or a new cluster.
    if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir, REDIS_KEY_PREFIX: redisKeyPrefix },
      dbSchema: undefined,
      drop: removeDataDir,
    };
  }

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
  }, 180_000);
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
