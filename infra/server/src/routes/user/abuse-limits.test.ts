/**
 * Limits on orders per account and on tracking look-ups per client address; with REDIS_URL (the
 * second jest pass) two servers sharing a Redis key prefix count together, as processes do.
 */
import type { CreateOrderBody } from '@dostavka/shared-kernel/domain';
import { ORDERS_PER_USER } from '../../plugins/app/orders/place-order';
import { buildTestApp, createTestDatabase } from '../../../test/test-app';
import {
  call,
  orderBody,
  signIn,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../test/user-api';
import { TRACKING_PER_ADDRESS } from './tracking';

const prefix = `test-abuse-${process.pid}-${Date.now()}:`;
let context: UserApiContext;
let session: Session;
beforeAll(async () => {
  context = await startUserApi({
    TRUST_PROXY: '1',
    REDIS_KEY_PREFIX: prefix,
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
  });
  session = await signIn(context.app, 'bulk.buyer@mail.ru');
}, 60_000);
afterAll(() => stopUserApi(context));

const track = (app = context.app, from = '203.0.113.70') =>
  app.inject({ url: '/api/user/tracking/A-00000001', headers: { 'x-forwarded-for': from } });

// First: the other server's clock is the real one, this one's moves later.
(process.env.REDIS_URL ? describe : describe.skip)('with REDIS_URL, processes share the limits', () => {
  test('look-ups on two servers with one key prefix count together', async () => {
    const database = await createTestDatabase();
    const other = await buildTestApp(database, {
      env: { REDIS_URL: process.env.REDIS_URL!, TRUST_PROXY: '1', REDIS_KEY_PREFIX: prefix },
    });
    try {
      const half = TRACKING_PER_ADDRESS[0].limit / 2;
      for (let i = 0; i < half; i += 1)
        expect((await track(context.app, '203.0.113.80')).statusCode).toBe(404);
      for (let i = 0; i < half; i += 1) expect((await track(other, '203.0.113.80')).statusCode).toBe(404);
      expect((await track(context.app, '203.0.113.80')).statusCode).toBe(429);
      expect((await track(other, '203.0.113.80')).statusCode).toBe(429);
    } finally {
      await other.close();
      await database.drop();
    }
  }, 60_000);
});

const place = async (body?: CreateOrderBody) =>
  call(
    context.app,
    'POST',
    '/api/user/order/create',
    body ?? (await orderBody(context)),
    session.accessToken,
  );

describe('orders per account', () => {
  test(`the ${ORDERS_PER_USER[0].limit + 1}th order within a minute is a 429; a retry of a placed one still answers`, async () => {
    const placed: CreateOrderBody[] = [];
    for (let i = 0; i < ORDERS_PER_USER[0].limit; i += 1) {
      const body = await orderBody(context);
      expect((await place(body)).statusCode).toBe(201);
      placed.push(body);
    }
    const refused = await place();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many orders in a short time: try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same idempotency key again is the first answer, not a new order.
    expect((await place(placed[0])).statusCode).toBe(201);
    context.clock.advance(61_000);
    expect((await place()).statusCode).toBe(201);
  }, 60_000);
});

describe('tracking look-ups per address', () => {
  test(`${TRACKING_PER_ADDRESS[0].limit} a minute from one address, then 429; another address goes on`, async () => {
    for (let i = 0; i < TRACKING_PER_ADDRESS[0].limit; i += 1) expect((await track()).statusCode).toBe(404);
    const refused = await track();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many tracking look-ups from your address/);
    expect((await track(context.app, '203.0.113.71')).statusCode).toBe(404);
  }, 30_000);
});
