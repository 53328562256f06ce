/**
 * Issue 37, item 2: a burst of orders larger than the connection pool. A committed order is
 * always answered 201 (its answer is built from what the transaction returned, nothing after the
 * commit can turn it into an error); an order refused for want of a connection is a 503 with
 * Retry-After and stored nothing. PostgreSQL only: PGlite has no pool.
 */
import { inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import {
  call,
  orderBody,
  signIn,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

const postgres = process.env.DATABASE_URL;
if (!postgres) {
  console.warn('order-burst.test.ts: skipped, set DATABASE_URL to run it against PostgreSQL');
}

const ACCOUNTS = 20;
const ORDERS_EACH = 10;

(postgres ? describe : describe.skip)('200 orders at once on a small pool (PostgreSQL)', () => {
  let context: UserApiContext;
  let sessions: Session[];
  beforeAll(async () => {
    // A pool much smaller than the burst, and a short wait for a connection: overload for sure.
    context = await startUserApi({ DATABASE_POOL_MAX: '3', DATABASE_POOL_WAIT_MS: '300' });
    sessions = [];
    for (let i = 0; i < ACCOUNTS; i += 1) sessions.push(await signIn(context.app, `burst${i}@mail.ru`));
  }, 120_000);
  afterAll(() => stopUserApi(context));

  test('every 2xx is one stored order, every stored order got its 2xx, the rest are 503s with Retry-After', async () => {
    // Built one by one: only the orders themselves come at once.
    const bodies = [];
    for (const [account, session] of sessions.entries()) {
      for (let n = 0; n < ORDERS_EACH; n += 1) {
        const key = `burst-${account}-${n}`;
        bodies.push({ session, key, body: await orderBody(context, (order) => (order.roistat = key), key) });
      }
    }
    const answers = await Promise.all(
      bodies.map(async ({ session, key, body }) => ({
        key,
        answer: await call(context.app, 'POST', '/api/user/order/create', body, session.accessToken),
      })),
    );
    const statuses = answers.map(({ answer }) => answer.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    for (const { answer } of answers.filter(({ answer }) => answer.statusCode === 503)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json().message).toMatch(/busy/);
    }
    const stored = await context.app.db
      .select({ id: orders.id, key: orders.roistat })
      .from(orders)
      .where(
        inArray(
          orders.roistat,
          answers.map(({ key }) => key),
        ),
      );
    const answered = answers.filter(({ answer }) => answer.statusCode === 201);
    expect(new Set(stored.map(({ key }) => key))).toEqual(new Set(answered.map(({ key }) => key)));
    expect(stored).toHaveLength(answered.length);
    for (const { key, answer } of answered) {
      expect(stored.find((row) => row.key === key)?.id).toBe(answer.json().uuid);
    }
    expect(answered.length).toBeGreaterThan(0);
  }, 240_000);
});
