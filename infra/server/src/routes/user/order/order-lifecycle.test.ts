import { inflateSync } from 'node:zlib';
import type { OrderDetail } from '@dostavka/shared-kernel/domain';
import { addCalendarDays, companyToday, daysBetween } from '@dostavka/shared-kernel/domain';
import {
  call,
  orderBody,
  signIn,
  signInAs,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

// Every placed order renders its waybill for the confirmation e-mail: slow on a busy machine.
// Orders with their waybills, a dozen in one test: minutes on a machine busy with a browser run.
jest.setTimeout(120_000);

let context: UserApiContext;
let owner: Session;
let stranger: Session;
let employee: Session;
let manager: Session;
let order: OrderDetail;
beforeAll(async () => {
  context = await startUserApi();
  [owner, stranger, employee, manager] = await Promise.all([
    signIn(context.app, 'owner@mail.ru'),
    signIn(context.app, 'stranger@mail.ru'),
    signInAs(context.app, 'employee@dostavka.ru', 'EMPLOYEE'),
    signInAs(context.app, 'manager@dostavka.ru', 'MANAGER'),
  ]);
  order = (
    await call(context.app, 'POST', '/api/user/order/create', await orderBody(context), owner.accessToken)
  ).json();
}, 60_000);
afterAll(() => stopUserApi(context));

const get = (url: string, session?: Session) =>
  call(context.app, 'GET', url, undefined, session?.accessToken);
const post = (url: string, body: unknown, session?: Session) =>
  call(context.app, 'POST', url, body, session?.accessToken);
const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => companyToday(new Date(context.clock.now().getTime() + days * DAY));

async function newOrder(session = owner): Promise<OrderDetail> {
  return (await post('/api/user/order/create', await orderBody(context), session)).json();
}

describe('GET /order/{id}', () => {
  test.each([
    ['the owner', 200, () => owner],
    ['staff (EMPLOYEE)', 200, () => employee],
    ['a MANAGER, below EMPLOYEE', 404, () => manager],
    ['another user', 404, () => stranger],
  ])('%s: %i', async (_who, status, session) => {
    expect((await get(`/api/user/order/${order.uuid}`, session())).statusCode).toBe(status);
  });

  test('by number too', async () => {
    expect((await get(`/api/user/order/${order.number}`, owner)).json().uuid).toBe(order.uuid);
  });

  test.each(['not-an-id', 'A-00000000', '00000000-0000-4000-8000-000000000000'])(
    '%s is a 404',
    async (id) => {
      const response = await get(`/api/user/order/${id}`, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No such order');
    },
  );

  test('without a token: 401', async () => {
    expect((await get(`/api/user/order/${order.uuid}`)).statusCode).toBe(401);
  });
});

describe('POST /order/change/dates', () => {
  test('moves the loading date to a later day', async () => {
    const mine = await newOrder();
    const date = inDays(5);
    const response = await post('/api/user/order/change/dates', { uuid: mine.uuid, date }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().loadingDate).toBe(date);
  });

  test('the expected delivery moves with it, in the detail, the list and tracking', async () => {
    const mine = await newOrder();
    const before = (await get(`/api/user/order/${mine.uuid}`, owner)).json();
    const term = daysBetween(before.loadingDate, before.expectedDelivery)!;
    const date = addCalendarDays(before.loadingDate, 7);
    expect((await post('/api/user/order/change/dates', { uuid: mine.uuid, date }, owner)).statusCode).toBe(
      200,
    );
    const expected = addCalendarDays(date, term);
    expect((await get(`/api/user/order/${mine.uuid}`, owner)).json()).toMatchObject({
      loadingDate: date,
      expectedDelivery: expected,
    });
    const list = (await get('/api/user/profile/orders?page=1&limit=10', owner)).json();
    expect(list.orders.find((o: { uuid: string }) => o.uuid === mine.uuid).expectedDelivery).toBe(expected);
    expect((await get(`/api/user/tracking/${mine.number}`)).json().expectedDelivery).toBe(expected);
  });

  test.each([
    ['yesterday', () => inDays(-1), /cannot be in the past/],
    ['not a date', () => '5 мая', /YYYY-MM-DD/],
    ['an impossible date', () => '2030-13-45', /YYYY-MM-DD/],
  ])('%s is a 400', async (_case, date, message) => {
    const response = await post('/api/user/order/change/dates', { uuid: order.uuid, date: date() }, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('another user’s order is a 404', async () => {
    const response = await post(
      '/api/user/order/change/dates',
      { uuid: order.uuid, date: inDays(3) },
      stranger,
    );
    expect(response.statusCode).toBe(404);
  });

  test('once the cargo is picked up, a 409', async () => {
    const mine = await newOrder();
    await post('/api/user/order/status', { uuid: mine.uuid, status: 'picked_up' }, employee);
    const response = await post('/api/user/order/change/dates', { uuid: mine.uuid, date: inDays(3) }, owner);
    expect(response.statusCode).toBe(409);
  });
});

describe('statuses and timeline', () => {
  test('staff move an order forward; each step joins the timeline', async () => {
    const mine = await newOrder();
    for (const status of ['confirmed', 'picked_up', 'in_transit', 'arrived', 'delivered']) {
      const response = await post('/api/user/order/status', { uuid: mine.uuid, status }, employee);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const detail = (await get(`/api/user/order/${mine.uuid}`, owner)).json<OrderDetail>();
    expect(detail.timeline.map((entry) => entry.status)).toEqual([
      'created',
      'confirmed',
      'picked_up',
      'in_transit',
      'arrived',
      'delivered',
    ]);
  });

  test.each([
    ['backwards', ['confirmed'], 'created'],
    ['after delivery', ['delivered'], 'cancelled'],
    ['after cancellation', ['cancelled'], 'confirmed'],
  ])('%s is a 409', async (_case, steps, to) => {
    const mine = await newOrder();
    for (const status of steps) await post('/api/user/order/status', { uuid: mine.uuid, status }, employee);
    const response = await post('/api/user/order/status', { uuid: mine.uuid, status: to }, employee);
    expect(response.statusCode).toBe(409);
  });

  test.each([
    ['the owner', () => owner],
    ['a MANAGER', () => manager],
  ])('%s cannot move an order: 403', async (_who, session) => {
    const response = await post(
      '/api/user/order/status',
      { uuid: order.uuid, status: 'confirmed' },
      session(),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /tracking/{number}', () => {
  test('anyone sees the timeline and cities, nothing personal', async () => {
    const mine = await newOrder();
    await post('/api/user/order/status', { uuid: mine.uuid, status: 'confirmed' }, employee);
    const response = await get(`/api/user/tracking/${mine.number}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      number: mine.number,
      status: 'confirmed',
      from: { city: 'Санкт-Петербург' },
      to: { city: 'Москва' },
      timeline: [
        { status: 'created', at: expect.any(String) },
        { status: 'confirmed', at: expect.any(String) },
      ],
      // The test offer plans two days from loading to delivery.
      expectedDelivery: addCalendarDays(mine.loadingDate, 2),
    });
    for (const secret of ['Иван', 'Петров', 'Анна', '912', 'ivan@mail.ru', 'Тверская', mine.uuid]) {
      expect(response.body).not.toContain(secret);
    }
  });

  test.each(['A-00000000', 'nonsense', 'a-1'])('%s is a 404', async (number) => {
    expect((await get(`/api/user/tracking/${number}`)).statusCode).toBe(404);
  });
});

describe('GET /profile/orders', () => {
  test('the user’s orders, newest first, 10 a page, next.page until the last', async () => {
    const buyer = await signIn(context.app, 'many@mail.ru');
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      // Seven seconds apart: nine in any minute, under the limit of orders per account.
      context.clock.advance(7000);
      made.push((await newOrder(buyer)).number);
    }
    const first = (await get('/api/user/profile/orders?page=1&limit=10', buyer)).json();
    expect(first.orders.map((o: { number: string }) => o.number)).toEqual(made.slice(2).reverse());
    expect(first.next).toEqual({ page: 2 });
    expect(first.orders[0]).toEqual({
      number: made[11],
      uuid: expect.any(String),
      created_at: expect.any(String),
      status: 'created',
      fromCity: 'Санкт-Петербург',
      toCity: 'Москва',
      carrier: expect.any(String),
      carrierSlug: expect.any(String),
      total: expect.any(Number),
      expectedDelivery: addCalendarDays(order.loadingDate, 2),
    });
    const second = (await get('/api/user/profile/orders?page=2&limit=10', buyer)).json();
    expect(second.orders.map((o: { number: string }) => o.number)).toEqual(made.slice(0, 2).reverse());
    expect(second.next).toBeNull();
  });

  test('another user’s orders are not listed', async () => {
    const page = (await get('/api/user/profile/orders?page=1&limit=10', stranger)).json();
    expect(page).toEqual({ orders: [], next: null });
  });

  test.each([
    ['page=1', 'Required parameter limit was null or undefined when calling getOrders'],
    ['limit=10', 'Required parameter page was null or undefined when calling getOrders'],
  ])('%s alone is a 400', async (query, message) => {
    const response = await get(`/api/user/profile/orders?${query}`, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

/** Every font stream and ToUnicode map of a PDF, inflated. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not deflated (or binary font data that is)
    }
  }
  return streams;
}

describe('waybill', () => {
  test('the owner gets a link to a PDF with Montserrat embedded and its Cyrillic mapped to Unicode', async () => {
    const created = await post('/api/user/order/waybill/create', { uuid: order.uuid }, owner);
    expect(created.statusCode).toBe(200);
    const { url, expiresAt } = created.json();
    expect(url).toMatch(new RegExp(`^/api/user/order/waybill/${order.uuid}/[^/?]+$`));
    expect(Date.parse(expiresAt) - context.clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);

    const pdf = await context.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`waybill-${order.number}.pdf`);
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Montserrat-Regular/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Montserrat-Bold/);
    const cmaps = pdfStreams(bytes).filter((s) => s.includes('begincmap'));
    const mapped = cmaps.join('').toLowerCase();
    // Т р а н с п о р т, as UTF-16 in the ToUnicode maps: text that copies and searches as Russian.
    for (const hex of ['0422', '0440', '0430', '043d', '0441', '043f', '043e', '0442'])
      expect(mapped).toContain(hex);
  });

  test.each([
    ['another user', 404, () => stranger],
    ['staff', 200, () => employee],
  ])('%s asking for a waybill: %i', async (_who, status, session) => {
    expect((await post('/api/user/order/waybill/create', { uuid: order.uuid }, session())).statusCode).toBe(
      status,
    );
  });

  test('a link works 10 minutes, for its own order only', async () => {
    const other = await newOrder();
    const { url } = (await post('/api/user/order/waybill/create', { uuid: order.uuid }, owner)).json();
    const token = (url as string).split('/').pop()!;
    const foreign = await get(`/api/user/order/waybill/${other.uuid}/${token}`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/user/order/waybill/${order.uuid}/forged`)).statusCode).toBe(404);
    context.clock.advance(10 * 60_000 + 1000);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
