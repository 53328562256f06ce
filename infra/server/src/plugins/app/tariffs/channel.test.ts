/**
 * The realtime tariff search with real socket.io clients. Besides the seed providers the server
 * runs three fakes: one that waits until the test lets it go, one that never answers (cut off by
 * a 300 ms timeout) and one that fails.
 */
import type { AddressInfo } from 'node:net';
import type { TariffBatch } from '@dostavka/shared-kernel/api';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../../../app';
import { OWN_NETWORK } from '../../../db/seed/tariffs/own-network';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/test-app';
import { GAZELLE, searchData, SPB } from '../../../../test/tariff-search';
import { CALCULATOR_NAMESPACE, SEARCH_ERROR } from '@dostavka/shared-kernel/contract';
import { rateCardProvider, type TariffProvider } from './providers';

const TIMEOUT_MS = 300;
const waiting: Array<() => void> = [];
const releaseSlow = () => waiting.splice(0).forEach((release) => release());

const gated = rateCardProvider({ slug: 'slow-partner', card: { ...OWN_NETWORK, name: 'Медленный партнёр' } });
const fakes: TariffProvider[] = [
  {
    ...gated,
    quote: async (...args) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return gated.quote(...args);
    },
  },
  {
    slug: 'hanging-partner',
    name: 'Зависший',
    kinds: ['consolidated'],
    quote: () => new Promise(() => undefined),
  },
  {
    slug: 'failing-partner',
    name: 'Сломанный',
    kinds: ['consolidated'],
    quote: () => {
      throw new Error('partner API is down');
    },
  },
];

let database: TestDatabase;
let app: App;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env: Record<string, string> = { TARIFF_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  app = await buildTestApp(database, { env, tariffProviders: fakes });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${CALCULATOR_NAMESPACE}`;
}, 60_000);
afterEach(() => {
  releaseSlow();
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Received {
  event: 'get:tariff' | 'error';
  payload: TariffBatch & { name?: string; message?: string };
  at: number;
}

/** A connected client that records every event it gets. */
async function client(headers: Record<string, string> = {}) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  clients.push(socket);
  const received: Received[] = [];
  socket.on('get:tariff', (payload: Received['payload']) =>
    received.push({ event: 'get:tariff', payload, at: Date.now() }),
  );
  socket.on('error', (payload: Received['payload']) =>
    received.push({ event: 'error', payload, at: Date.now() }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const until = async (found: (r: Received[]) => boolean, ms = 3000) => {
    const started = Date.now();
    while (!found(received)) {
      if (Date.now() - started > ms)
        throw new Error(`timed out; got ${JSON.stringify(received.map((r) => r.payload))}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const doneOf = (id: string) => (r: Received[]) => r.some((e) => e.payload.id === id && e.payload.done);
  const slugs = (id: string) =>
    received
      .filter((e) => e.payload.id === id && e.event === 'get:tariff')
      .flatMap((e) => e.payload.tariffs.map((t) => t.company.slug));
  return { socket, received, until, doneOf, slugs };
}

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

describe('realtime tariff search', () => {
  test('offers arrive provider by provider, the slow one when it answers, then the end', async () => {
    const c = await client();
    c.socket.emit('calculator:precast', searchData({ id: 'a' }));
    await c.until((r) => r.length >= 3);
    await settle();
    expect(c.slugs('a').sort()).toEqual(['dostavka-network', 'severny-express', 'transvektor']);
    expect(c.received.some((e) => e.payload.done)).toBe(false);
    releaseSlow();
    await c.until(c.doneOf('a'));
    const batches = c.received.map((e) => e.payload);
    expect(batches.map((b) => b.tariffs[0]?.company.slug ?? 'done').slice(-2)).toEqual([
      'slow-partner',
      'done',
    ]);
    expect(batches.every((b) => b.id === 'a')).toBe(true);
    expect(batches.at(-1)).toEqual({ id: 'a', tariffs: [], done: true });
  });

  test('a provider that hangs is cut off by its timeout while the others arrive', async () => {
    const c = await client();
    const started = Date.now();
    c.socket.emit('calculator:precast', searchData({ id: 'b' }));
    await c.until((r) => r.length >= 3);
    const firstOffers = Date.now() - started;
    releaseSlow();
    await c.until(c.doneOf('b'));
    const finished = c.received.at(-1)!.at - started;
    expect(firstOffers).toBeLessThan(TIMEOUT_MS);
    expect(finished).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(finished).toBeLessThan(TIMEOUT_MS + 1000);
    expect(c.slugs('b')).not.toContain('hanging-partner');
    expect(c.slugs('b')).not.toContain('failing-partner');
  });

  test('a cancelled search sends nothing more', async () => {
    const c = await client();
    c.socket.emit('calculator:precast', searchData({ id: 'c' }));
    await c.until((r) => r.length >= 3);
    c.socket.emit('calculator:cancel', { id: 'c' });
    await settle(50);
    releaseSlow();
    await settle(TIMEOUT_MS + 100);
    expect(c.slugs('c')).not.toContain('slow-partner');
    expect(c.received.some((e) => e.payload.done)).toBe(false);
  });

  test('searches are counted by outcome, and none stays in flight', async () => {
    const value = async (name: string, outcome?: string) => {
      const metric = (await app.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
      return metric?.values.find((v) => outcome === undefined || v.labels.outcome === outcome)?.value ?? 0;
    };
    const [done, cancelled] = [
      await value('dostavka_searches_total', 'done'),
      await value('dostavka_searches_total', 'cancelled'),
    ];
    const c = await client();
    c.socket.emit('calculator:precast', searchData({ id: 'counted-cancel' }));
    await c.until((r) => r.length >= 1);
    c.socket.emit('calculator:cancel', { id: 'counted-cancel' });
    c.socket.emit('calculator:precast', searchData({ id: 'counted-done' }));
    releaseSlow();
    await c.until(c.doneOf('counted-done'));
    await settle(TIMEOUT_MS + 100);
    expect(await value('dostavka_searches_total', 'done')).toBe(done + 1);
    expect(await value('dostavka_searches_total', 'cancelled')).toBe(cancelled + 1);
    expect(await value('dostavka_searches_in_flight')).toBe(0);
  });

  test('a new search replaces the running one: the old id gets nothing after it', async () => {
    const c = await client();
    c.socket.emit('calculator:precast', searchData({ id: 'old' }));
    await c.until((r) => r.length >= 3);
    const before = c.received.length;
    c.socket.emit('calculator:precast', searchData({ id: 'new' }));
    await c.until((r) => r.filter((e) => e.payload.id === 'new').length >= 3);
    releaseSlow();
    await c.until(c.doneOf('new'));
    releaseSlow();
    await settle();
    expect(c.received.slice(before).filter((e) => e.payload.id === 'old')).toEqual([]);
    expect(c.slugs('new')).toContain('slow-partner');
  });

  test('cancelling a stale search id leaves the current search running', async () => {
    const c = await client();
    c.socket.emit('calculator:precast', searchData({ id: 'first' }));
    c.socket.emit('calculator:precast', searchData({ id: 'second' }));
    await c.until((r) => r.filter((e) => e.payload.id === 'second').length >= 3);
    c.socket.emit('calculator:cancel', { id: 'first' });
    await settle(50);
    releaseSlow();
    await c.until(c.doneOf('second'));
    expect(c.slugs('second')).toContain('slow-partner');
  });

  test('searches of two clients do not meet', async () => {
    const [one, two] = await Promise.all([client(), client()]);
    one.socket.emit('calculator:precast', searchData({ id: 'one' }));
    two.socket.emit('calculator:precast', searchData({ id: 'two', to: SPB, from: '7700000000000' }));
    releaseSlow();
    await Promise.all([one.until(one.doneOf('one')), two.until(two.doneOf('two'))]);
    releaseSlow();
    expect(one.received.every((e) => e.payload.id === 'one')).toBe(true);
    expect(two.received.every((e) => e.payload.id === 'two')).toBe(true);
  });

  test('a dedicated search streams the dedicated providers', async () => {
    const c = await client();
    c.socket.emit('calculator:dedicated', searchData({ id: 'd', car: GAZELLE }));
    await c.until(c.doneOf('d'));
    expect(c.slugs('d')).toEqual(['dostavka-fleet', 'gruzolet']);
  });

  test.each([
    [
      'an unknown city',
      searchData({ id: 'e1', to: '1234567890123' }),
      'e1',
      'Unknown city of destination: 1234567890123',
    ],
    [
      'a place too heavy',
      searchData({
        id: 'e2',
        cargos: [
          {
            width: 1,
            height: 1,
            length: 1,
            rotable: true,
            stackable: true,
            volume: 0,
            weight: 10_000_001,
            quantity: 1,
          },
        ],
      }),
      'e2',
      'Cargo 1: A place weighs at most 10000 kg',
    ],
    [
      'a size that is not a number',
      { ...searchData({ id: 'e3' }), delivery: { dimensions: { cargos: [{ width: 'wide' }] } } },
      'e3',
      expect.stringMatching(/^The search is not valid: \/delivery\/dimensions\/cargos\/0/),
    ],
  ])('%s gets an error event with a message, and the search ends', async (_case, payload, id, message) => {
    const c = await client();
    c.socket.emit('calculator:precast', payload);
    await c.until(c.doneOf(id));
    expect(c.received.map((e) => [e.event, e.payload])).toEqual([
      ['error', { name: SEARCH_ERROR, message, id }],
      ['get:tariff', { id, tariffs: [], done: true }],
    ]);
    expect(c.socket.connected).toBe(true);
  });

  test('a search without an id is answered with an error, never a crash', async () => {
    const c = await client();
    c.socket.emit('calculator:precast', 'nonsense');
    await c.until((r) => r.length > 0);
    expect(c.received[0]?.payload).toEqual({ name: SEARCH_ERROR, message: 'A search needs an id' });
  });

  test("an invalid token gets an 'error' named JsonWebTokenError, and searching still works", async () => {
    const c = await client({ 'jwt-token': 'forged' });
    await c.until((r) => r.length > 0);
    expect(c.received[0]?.payload).toMatchObject({ name: 'JsonWebTokenError' });
    c.socket.emit('calculator:dedicated', searchData({ id: 'guest', car: GAZELLE }));
    await c.until(c.doneOf('guest'));
  });
});
