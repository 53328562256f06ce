/**
 * Redis and PostgreSQL faults never end the process: a Redis of the test's own is killed and
 * started again; PostgreSQL sits behind a TCP proxy the test cuts and restores. Rate cards
 * changed while a process could not hear of it are reconciled, and quotes priced with an old card
 * are refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import type { App } from './app';
import { rateCards } from './db/schema';
import type { RateCard } from './tariffs/rate-card';
import { StartupError } from './db/client';
import { freePort, tcpProxy, testRedis, waitUntil, type TcpProxy, type TestRedis } from '../test/faults';
import { bearerOf, buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app';
import { searchData } from '../test/tariff-search';
import { call, orderBody, quoteFor, signIn, testClock, type UserApiContext } from '../test/user-api';

const postgres = process.env.DATABASE_URL;
const NETWORK = 'dostavka-network';

const networkTotal = async (app: App) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/calculator/consolidated',
    payload: searchData(),
  });
  return response.json<TariffOffer[]>().find((o) => o.company.slug === NETWORK)?.total;
};
const dearerCard = (app: App, rub: number) => {
  const card = structuredClone(app.tariffs.rateCards.find((p) => p.slug === NETWORK)!.card) as RateCard;
  card.consolidated!.zones.forEach((zone) => (zone.minimumRub += rub));
  return card;
};
const readiness = async (app: App) => {
  const response = await app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json<Record<string, string>>() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('probes', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  test('/healthz: alive; /readyz: the database answers (no Redis configured); the old health checks stay', async () => {
    const alive = await app.inject({ url: '/healthz' });
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(alive.headers['cache-control']).toBe('no-store');
    expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ready', database: 'up' } });
    for (const url of ['/api/user/helthcheck', '/api/calculator/helthcheck'])
      expect((await app.inject({ url })).json()).toEqual({ status: 'ok', db: 'ok' });
  }, 30_000);
});

describe('Redis goes away and comes back', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let first: App;
  let second: App | undefined;
  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), testRedis()]);
    // No timer: only Redis' return can bring the second process up to date.
    const env = { REDIS_URL: redis.url, RATE_CARD_RECONCILE_S: '3600', TARIFF_PROVIDER_TIMEOUT_MS: '30000' };
    first = await buildTestApp(database, { env });
    // Two processes share the database only on PostgreSQL (PGlite is one process's own).
    if (postgres) second = await buildTestApp(database, { env });
    await Promise.all([first, second].map((app) => app?.listen({ port: 0, host: '127.0.0.1' })));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
    await database?.drop();
  });

  test('a rate-card change while Redis is down answers 200, the process keeps serving, and every process resyncs', async () => {
    const before = await networkTotal(first);
    await redis.stop();
    await waitUntil(
      async () => (await readiness(first)).status === 503,
      10_000,
      'readiness to see Redis down',
    );
    expect(await readiness(first)).toEqual({
      status: 503,
      body: { status: 'not ready', database: 'up', redis: 'down' },
    });

    const put = await first.inject({
      method: 'PUT',
      url: `/api/calculator/rate-cards/${NETWORK}`,
      payload: dearerCard(first, 100),
      headers: { authorization: await bearerOf(first, 'MODERATOR') },
    });
    expect(put.statusCode).toBe(200);
    // The Redis client's commands time out about 5 s later: the process must outlive them.
    await sleep(7_000);
    expect((await first.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await networkTotal(first)).toBe(before! + 100);
    if (second) expect(await networkTotal(second)).toBe(before);

    await redis.start();
    await waitUntil(async () => (await readiness(first)).status === 200, 15_000, 'Redis back');
    if (second) {
      const other = second;
      await waitUntil(
        async () => (await networkTotal(other)) === before! + 100,
        15_000,
        'the second process to resync',
      );
    }
  }, 60_000);
});

describe('a rate card changed elsewhere', () => {
  let context: UserApiContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const clock = testClock();
    const app = await buildTestApp(database, {
      env: { RATE_CARD_RECONCILE_S: '1', CAPTCHA_MAX_NUMBER: '20', TARIFF_PROVIDER_TIMEOUT_MS: '30000' },
      now: clock.now,
    });
    context = { app, database, clock };
  }, 180_000);
  afterAll(async () => {
    await context?.app.close();
    await context?.database.drop();
  });

  test('is picked up by the timer, and a quote priced with the old card no longer backs an order', async () => {
    const { app } = context;
    const session = await signIn(app, 'stale@mail.ru');
    const before = await networkTotal(app);
    const [row] = await app.db.select().from(rateCards).where(eq(rateCards.provider, NETWORK));
    const quotedWith = row!.version;
    // Another process (or a person with psql) replaced the card; nobody told this process.
    await app.db
      .update(rateCards)
      .set({ card: dearerCard(app, 50), version: sql`${rateCards.version} + 1` })
      .where(eq(rateCards.provider, NETWORK));
    await waitUntil(async () => (await networkTotal(app)) === before! + 50, 5_000, 'the timer to reconcile');

    // The order's offer as priced with a given version of the card.
    const signedWith = (version: number) => async () => {
      const body = await orderBody(context);
      body.tariff.quote = quoteFor(context, body, body.tariff.total, { version });
      return body;
    };
    const stale = await call(
      app,
      'POST',
      '/api/user/order/create',
      await signedWith(quotedWith)(),
      session.accessToken,
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toMatch(/prices changed/);
    const fresh = await call(
      app,
      'POST',
      '/api/user/order/create',
      await signedWith(quotedWith + 1)(),
      session.accessToken,
    );
    expect(fresh.statusCode).toBe(201);
  }, 30_000);
});

(postgres ? describe : describe.skip)('PostgreSQL goes away and comes back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: App;
  const throughProxy = (port: number) => {
    const url = new URL(postgres!);
    url.host = `127.0.0.1:${port}`;
    return url.toString();
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await tcpProxy(Number(new URL(postgres!).port || 5432), new URL(postgres!).hostname);
    app = await buildTestApp(database, { env: { DATABASE_URL: throughProxy(proxy.port) } });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  test('cut mid-transaction and mid-run: failed requests, readiness down, then service again', async () => {
    // A connection lent out of the pool (a transaction between two statements) when the line drops.
    const transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      await sleep(300);
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();

    const during = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ url: '/api/content/city/search?name=%D0%BC%D0%BE%D1%81' }),
      ),
    );
    for (const response of during) expect([500, 503]).toContain(response.statusCode);
    expect(await readiness(app)).toEqual({ status: 503, body: { status: 'not ready', database: 'down' } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    proxy.restore();
    await waitUntil(async () => (await readiness(app)).status === 200, 15_000, 'PostgreSQL back');
    const after = await app.inject({ url: '/api/content/city/search?name=%D0%BC%D0%BE%D1%81' });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].name).toBe('Москва');
  }, 60_000);

  test('unreachable at start: waits and retries, then starts once it answers', async () => {
    const late = await tcpProxy(Number(new URL(postgres!).port || 5432), new URL(postgres!).hostname);
    late.cut();
    setTimeout(() => late.restore(), 2_500);
    const started = Date.now();
    const other = await buildTestApp(database, {
      env: { DATABASE_URL: throughProxy(late.port), DATABASE_START_TIMEOUT_S: '30' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect((await readiness(other)).status).toBe(200);
    await other.close();
    await late.close();
  }, 60_000);

  test('unreachable for good: one clear line, not a stack', async () => {
    const port = await freePort();
    const failed = buildTestApp(database, {
      env: { DATABASE_URL: throughProxy(port), DATABASE_START_TIMEOUT_S: '1' },
    });
    await expect(failed).rejects.toBeInstanceOf(StartupError);
    await expect(failed).rejects.toThrow(
      /^PostgreSQL is not reachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); gave up after 1 s \(DATABASE_START_TIMEOUT_S\)$/,
    );
  }, 30_000);
});
