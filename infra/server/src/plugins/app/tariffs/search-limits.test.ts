/**
 * Rationed realtime searches: the buckets with a fake clock, then real socket.io clients against a
 * server with tiny limits. Each client comes through the (trusted, loopback) proxy with its own
 * X-Forwarded-For address, so the per-address buckets of different tests never meet.
 */
import type { AddressInfo } from 'node:net';
import type { Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../../../app';
import { OWN_NETWORK } from '../../../db/seed/tariffs/own-network';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/test-app';
import { searchData } from '../../../../test/tariff-search';
import { CALCULATOR_NAMESPACE, SEARCH_ERROR, SEARCH_LIMIT_ERROR } from '@dostavka/shared-kernel/contract';
import { REFUSALS_BEFORE_CLOSE } from './channel';
import { rateCardProvider, type TariffProvider } from './providers';
import { SearchLimits, TokenBucket } from './search-limits';

describe('TokenBucket', () => {
  test('a burst, then one token per 1/rate seconds, never more than the burst', () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([1, 2, 3, 4].map(() => bucket.take(0))).toEqual([true, true, true, false]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.full(100_000)).toBe(true);
    expect([1, 2, 3, 4].map(() => bucket.take(100_000))).toEqual([true, true, true, false]);
  });
});

describe('SearchLimits', () => {
  const limits = (now: () => number) =>
    new SearchLimits(
      { connection: { burst: 2, perSecond: 1 }, address: { burst: 3, perSecond: 1 }, inFlight: 4 },
      now,
    );

  test('the connection bucket, then the address bucket (shared by its connections), then the process bound', () => {
    const rations = limits(() => 0);
    const [a, b, c] = [rations.connection(), rations.connection(), rations.connection()];
    expect([rations.admit(a, 'x'), rations.admit(a, 'x'), rations.admit(a, 'x')]).toEqual([
      null,
      null,
      'connection',
    ]);
    expect([rations.admit(b, 'x'), rations.admit(b, 'x')]).toEqual([null, 'address']);
    // A refusal by the address does not spend the connection's token: b still has one for another address.
    expect(rations.admit(b, 'y')).toBeNull();
    expect(rations.admit(c, 'z')).toBe('busy');
    expect(rations.inFlight).toBe(4);
    rations.release();
    expect(rations.admit(c, 'z')).toBeNull();
  });

  test('addresses that went quiet are forgotten', () => {
    let now = 0;
    const rations = limits(() => now);
    for (let i = 0; i < 50; i += 1) {
      rations.admit(rations.connection(), `10.0.0.${i}`);
      rations.release();
    }
    expect(rations.addressCount).toBe(50);
    now = 120_000;
    rations.admit(rations.connection(), 'fresh');
    expect(rations.addressCount).toBe(1);
  });
});

const waiting: Array<() => void> = [];
const releaseGated = () => waiting.splice(0).forEach((release) => release());
const gated = rateCardProvider({ slug: 'gated-partner', card: { ...OWN_NETWORK, name: 'Ждущий партнёр' } });
const fakes: TariffProvider[] = [
  {
    ...gated,
    quote: async (...args) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return gated.quote(...args);
    },
  },
];

const IN_FLIGHT = 3;
let database: TestDatabase;
let app: App;
let url: string;
let searches: jest.SpyInstance;
const clients: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env: Record<string, string> = {
    TRUST_PROXY: 'loopback',
    REALTIME_SEARCH_BURST: '3',
    REALTIME_SEARCHES_PER_SECOND: '0.001',
    REALTIME_ADDRESS_SEARCH_BURST: '5',
    REALTIME_ADDRESS_SEARCHES_PER_SECOND: '0.001',
    REALTIME_SEARCHES_IN_FLIGHT: String(IN_FLIGHT),
  };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  app = await buildTestApp(database, { env, tariffProviders: fakes });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${CALCULATOR_NAMESPACE}`;
}, 60_000);
beforeEach(() => {
  searches = jest.spyOn(app.tariffs, 'search');
});
afterEach(async () => {
  releaseGated();
  searches.mockRestore();
  for (const client of clients.splice(0)) client.disconnect();
  // Every admitted search gives its place back once it ends.
  const started = Date.now();
  while (app.searchLimits.inFlight > 0 && Date.now() - started < 3000) {
    releaseGated();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface Event {
  event: string;
  payload: { id?: string; name?: string; message?: string; done?: boolean };
}

let nextAddress = 1;
/** A client from an address of its own (or the given one). */
async function client(address = `198.51.100.${nextAddress++}`) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { 'x-forwarded-for': address },
    reconnection: false,
    forceNew: true,
  });
  clients.push(socket);
  const received: Event[] = [];
  socket.on('error', (payload: Event['payload']) => received.push({ event: 'error', payload }));
  socket.on('get:tariff', (payload: Event['payload']) => received.push({ event: 'get:tariff', payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const until = async (found: () => boolean) => {
    const started = Date.now();
    while (!found()) {
      if (Date.now() - started > 5000) throw new Error(`timed out; got ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const limitErrors = () =>
    received.filter((e) => e.event === 'error' && e.payload.name === SEARCH_LIMIT_ERROR);
  return { socket, received, until, limitErrors, address };
}

describe('realtime searches beyond the limits', () => {
  test('a connection gets its burst; the rest get a limit error with their id and cost no engine work', async () => {
    const c = await client();
    for (let i = 0; i < 8; i += 1) c.socket.emit('calculator:precast', searchData({ id: `s${i}` }));
    await c.until(() => c.limitErrors().length === 5);
    // Never more than the burst reaches the engine; a search replaced by the next message of the
    // same read (here every one: a refused search cancels the running one too) costs nothing.
    expect(searches.mock.calls.length).toBeLessThanOrEqual(3);
    expect(c.limitErrors().map((e) => e.payload)).toEqual(
      [3, 4, 5, 6, 7].map((i) => ({
        name: SEARCH_LIMIT_ERROR,
        message: 'Too many searches from this page: wait a few seconds and search again',
        id: `s${i}`,
      })),
    );
  });

  test('the connections of one address share its bucket; another address is not affected', async () => {
    const [a, b] = [await client('203.0.113.50'), await client('203.0.113.50')];
    for (let i = 0; i < 3; i += 1) a.socket.emit('calculator:precast', searchData({ id: `a${i}` }));
    for (let i = 0; i < 3; i += 1) b.socket.emit('calculator:precast', searchData({ id: `b${i}` }));
    await b.until(() => b.limitErrors().length === 1);
    expect(b.limitErrors()[0]?.payload).toMatchObject({
      id: 'b2',
      message: expect.stringMatching(/your network/),
    });
    expect(searches.mock.calls.length).toBeLessThanOrEqual(5);
    const other = await client('203.0.113.51');
    other.socket.emit('calculator:precast', searchData({ id: 'c0' }));
    await other.until(() => other.received.length > 0);
    expect(other.limitErrors()).toEqual([]);
  });

  test('a search replaced by the next message before it began costs the engine nothing; the last one runs', async () => {
    const c = await client();
    // Two messages in one write: the first is replaced within the same read.
    c.socket.emit('calculator:precast', searchData({ id: 'first' }));
    c.socket.emit('calculator:precast', searchData({ id: 'second' }));
    await c.until(() => c.received.some((e) => e.event === 'get:tariff' && e.payload.id === 'second'));
    expect(c.received.filter((e) => e.payload.id === 'first')).toEqual([]);
    expect(searches.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(searches.mock.calls.length).toBeLessThanOrEqual(2);
  });

  test(`at most ${IN_FLIGHT} searches run in the process; the next is refused as busy until one ends`, async () => {
    const running = [await client(), await client(), await client()];
    running.forEach((c, i) => c.socket.emit('calculator:precast', searchData({ id: `run${i}` })));
    // The seed providers answer at once; the gated partner keeps each search open.
    for (const c of running) await c.until(() => c.received.some((e) => e.event === 'get:tariff'));
    expect(app.searchLimits.inFlight).toBe(IN_FLIGHT);
    const late = await client();
    late.socket.emit('calculator:precast', searchData({ id: 'late' }));
    await late.until(() => late.limitErrors().length === 1);
    expect(late.limitErrors()[0]?.payload.message).toMatch(/busy/);
    expect(searches).toHaveBeenCalledTimes(IN_FLIGHT);
    releaseGated();
    await running[0]!.until(() => app.searchLimits.inFlight === 0);
    late.socket.emit('calculator:precast', searchData({ id: 'late2' }));
    await late.until(() => late.received.some((e) => e.payload.id === 'late2' && e.event === 'get:tariff'));
    expect(searches).toHaveBeenCalledTimes(IN_FLIGHT + 1);
  });

  test('a malformed search still counts against the bucket, and gives its place back', async () => {
    const c = await client();
    for (let i = 0; i < 4; i += 1) c.socket.emit('calculator:precast', { id: `bad${i}` });
    await c.until(() => c.limitErrors().length === 1);
    expect(c.received.filter((e) => e.payload.name === SEARCH_ERROR)).toHaveLength(3);
    expect(searches).not.toHaveBeenCalled();
    expect(app.searchLimits.inFlight).toBe(0);
  });

  test(`a flood from one socket: at most the burst is searched, the connection is closed after ${REFUSALS_BEFORE_CLOSE} refusals`, async () => {
    const c = await client();
    const closed = new Promise((resolve) => c.socket.once('disconnect', resolve));
    for (let i = 0; i < 1_000; i += 1) c.socket.emit('calculator:precast', searchData({ id: `f${i}` }));
    await expect(closed).resolves.toBe('io server disconnect');
    expect(searches.mock.calls.length).toBeLessThanOrEqual(3);
    expect(c.limitErrors()).toHaveLength(REFUSALS_BEFORE_CLOSE - 1);
  }, 30_000);

  test('a closed flooding connection is no longer read: the rest of its flood stays unread', async () => {
    const FLOOD = 5_000;
    const body = (i: number) => searchData({ id: `r${i}` });
    const floodBytes = FLOOD * JSON.stringify(['calculator:precast', body(0)]).length;
    const read: Array<() => number> = [];
    // The TCP connection under the WebSocket: what the process has read from it, in bytes.
    const watch = (socket: ServerSocket) => {
      const tcp = socket.request.socket;
      read.push(() => tcp.bytesRead);
    };
    app.io.of(CALCULATOR_NAMESPACE).on('connection', watch);
    try {
      const c = await client();
      const closed = new Promise((resolve) => c.socket.once('disconnect', resolve));
      for (let i = 0; i < FLOOD; i += 1) c.socket.emit('calculator:precast', body(i));
      await expect(closed).resolves.toBe('io server disconnect');
      // A connection still being read would have had all of its flood by now (a loopback
      // connection carries megabytes in milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(read).toHaveLength(1);
      expect(read[0]!()).toBeLessThan(floodBytes / 4);
    } finally {
      app.io.of(CALCULATOR_NAMESPACE).off('connection', watch);
    }
  }, 30_000);
});
