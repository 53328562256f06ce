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
import { importReferenceData } from '../src/db/seed/import-reference-data';
import { seedTariffData } from '../src/db/seed/tariff-data';
import { users } from '../src/db/schema';

export interface TestDatabase {
  env: Record<string, string>;
  dbSchema: string | undefined;
  drop(): Promise<void>;
}

/** Where the jest run keeps its migrated PGlite database (set by scripts/jest-global-setup.cjs). */
const MIGRATIONS_FOLDER = path.join(__dirname, '..', 'drizzle');
const TEMPLATE_VARIABLE = 'DOSTAVKA_PGLITE_TEMPLATE';
/** The name of the run's PostgreSQL template database (set by scripts/jest-global-setup.cjs). */
const POSTGRES_TEMPLATE_VARIABLE = 'DOSTAVKA_POSTGRES_TEMPLATE';
const TEMPLATE_WAIT_MS = 180_000;

/**
 * Runs `build` once in a jest run, whichever test file asks first, under a lock made atomically
 * (a folder in the run's template folder); the other files wait for it. True once built; false
 * if it failed or took too long, and the caller then starts from scratch.
 */
async function builtOncePerRun(root: string, name: string, build: () => Promise<void>): Promise<boolean> {
  const ready = path.join(root, `${name}.ready`);
  const failed = path.join(root, `${name}.failed`);
  if (existsSync(ready)) return true;
  try {
    await mkdir(path.join(root, `${name}.lock`), { recursive: false });
  } catch {
    // Another test file is building it.
    const started = Date.now();
    while (Date.now() - started < TEMPLATE_WAIT_MS) {
      if (existsSync(ready)) return true;
      if (existsSync(failed)) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }
  try {
    await build();
    await writeFile(ready, '');
    return true;
  } catch {
    await writeFile(failed, '');
    return false;
  }
}

/**
 * A PGlite database created and migrated once per jest run, to be copied by every test file:
 * creating a cluster (initdb) and running the migrations costs seconds, copying its 40 MB folder
 * a fraction of one. It holds only what does not depend on a test's configuration (the schema);
 * each server seeds its own data at start, as on a fresh database. Undefined outside a jest run
 * with the global setup, or if it could not be built: the test then starts from scratch.
 */
async function pgliteTemplate(): Promise<string | undefined> {
  const root = process.env[TEMPLATE_VARIABLE];
  if (!root) return undefined;
  const built = await builtOncePerRun(root, 'pglite', async () => {
    const handle = await openDatabase({
      databaseUrl: undefined,
      dataDir: root,
      migrationsFolder: MIGRATIONS_FOLDER,
      onIdleError: () => undefined,
    });
    await handle.close();
  });
  return built ? path.join(root, 'pglite') : undefined;
}

/** The same PostgreSQL server, another database on it. */
function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(databaseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database migrated and holding the reference data (cities, catalogue pages, the seed
 * fleet and rate cards: what every server's first start imports from the repository's files),
 * made once per jest run; each test file's database is a copy of it (`create database ...
 * template`), a fifth of a second instead of a second of migrations and imports per server
 * start. What depends on a test's configuration is still made by its server at start. Undefined
 * outside a jest run with the global setup, or if it could not be made: the file then takes a
 * schema of its own and migrates it.
 */
async function postgresTemplate(databaseUrl: string): Promise<string | undefined> {
  const root = process.env[TEMPLATE_VARIABLE];
  const name = process.env[POSTGRES_TEMPLATE_VARIABLE];
  if (!root || !name) return undefined;
  const built = await builtOncePerRun(root, 'postgres', async () => {
    await administer(databaseUrl, `create database "${name}"`);
    const handle = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, name),
      dataDir: root,
      migrationsFolder: MIGRATIONS_FOLDER,
      onIdleError: () => undefined,
    });
    try {
      await importReferenceData(handle.db, loadConfig({}).citiesCsv);
      await seedTariffData(handle.db);
    } finally {
      await handle.close();
    }
  });
  return built ? name : undefined;
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

  const template = await postgresTemplate(databaseUrl);
  if (template) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await administer(databaseUrl, `create database "${name}" template "${template}"`);
    return {
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(databaseUrl, name),
        REDIS_KEY_PREFIX: redisKeyPrefix,
      },
      dbSchema: undefined,
      async drop() {
        await administer(databaseUrl, `drop database if exists "${name}" with (force)`);
        await removeDataDir();
      },
    };
  }
  const dbSchema = `test_${randomBytes(6).toString('hex')}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: redisKeyPrefix },
    dbSchema,
    async drop() {
      await administer(databaseUrl, `drop schema if exists "${dbSchema}" cascade`);
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
