import type { OrderDetail, OrderListPage } from '@dostavka/shared-kernel/domain';
import { companyToday } from '@dostavka/shared-kernel/domain';
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
jest.setTimeout(30_000);

const DAY = 24 * 60 * 60_000;

let context: UserApiContext;
let buyer: Session;
let employee: Session;
/** Placed on the first day: one cancelled, one confirmed. */
let early: OrderDetail[];
/** Placed two days later, still created. */
let late: OrderDetail;
let firstDay: string;
let lastDay: string;

const get = (url: string, session: Session) => call(context.app, 'GET', url, undefined, session.accessToken);
const post = (url: string, body: unknown, session: Session) =>
  call(context.app, 'POST', url, body, session.accessToken);
const newOrder = async () => {
  context.clock.advance(7000);
  return (await post('/api/user/order/create', await orderBody(context), buyer)).json<OrderDetail>();
};
const numbers = (page: OrderListPage) => page.orders.map((order) => order.number);
const list = async (query: string) =>
  (await get(`/api/user/profile/orders?page=1&limit=10${query}`, buyer)).json<OrderListPage>();

beforeAll(async () => {
  context = await startUserApi();
  [buyer, employee] = await Promise.all([
    signIn(context.app, 'filters@mail.ru'),
    signInAs(context.app, 'filters-staff@dostavka.ru', 'EMPLOYEE'),
  ]);
  firstDay = companyToday(context.clock.now());
  early = [await newOrder(), await newOrder()];
  await post('/api/user/order/cancel', { uuid: early[0]!.uuid }, buyer);
  await post('/api/user/order/status', { uuid: early[1]!.uuid, status: 'confirmed' }, employee);
  context.clock.advance(2 * DAY);
  lastDay = companyToday(context.clock.now());
  late = await newOrder();
}, 90_000);
afterAll(() => stopUserApi(context));

describe('GET /profile/orders: filters', () => {
  test('no filter: every order, newest first', async () => {
    expect(numbers(await list(''))).toEqual([late.number, early[1]!.number, early[0]!.number]);
  });

  test('by one status', async () => {
    const page = await list('&status=cancelled');
    expect(numbers(page)).toEqual([early[0]!.number]);
    expect(page.orders[0]!.status).toBe('cancelled');
  });

  test('by several statuses', async () => {
    expect(numbers(await list('&status=created,confirmed'))).toEqual([late.number, early[1]!.number]);
  });

  test('an empty status is any status', async () => {
    expect(numbers(await list('&status='))).toHaveLength(3);
  });

  test('by period: from a day on, up to a day, both ends included', async () => {
    expect(numbers(await list(`&from=${lastDay}`))).toEqual([late.number]);
    expect(numbers(await list(`&to=${firstDay}`))).toEqual([early[1]!.number, early[0]!.number]);
    expect(numbers(await list(`&from=${firstDay}&to=${firstDay}`))).toHaveLength(2);
    expect(numbers(await list(`&from=${firstDay}&to=${lastDay}`))).toHaveLength(3);
  });

  test('status and period together', async () => {
    expect(numbers(await list(`&status=created&to=${firstDay}`))).toEqual([]);
    expect(numbers(await list(`&status=created&from=${lastDay}`))).toEqual([late.number]);
  });

  test('pages count within the filter', async () => {
    const page = (
      await get(`/api/user/profile/orders?page=1&limit=1&status=created,confirmed`, buyer)
    ).json<OrderListPage>();
    expect(numbers(page)).toEqual([late.number]);
    expect(page.next).toEqual({ page: 2 });
  });

  test.each([
    ['an unknown status', '&status=lost', /status: lost is not an order status/],
    ['one unknown among known', '&status=created,lost', /status: lost/],
    ['a date not YYYY-MM-DD', '&from=01.02.2030', /from: the date must be YYYY-MM-DD/],
    ['an impossible date', '&to=2030-02-30', /to: the date must be YYYY-MM-DD/],
    ['a date before 2000', '&from=1999-12-31', /from: the date must be/],
    ['a period that starts after it ends', '&from=2030-02-02&to=2030-02-01', /starts after it ends/],
    ['a too long status', `&status=${'created,'.repeat(30)}`, /status/],
    ['a too long date', '&from=2030-01-01T00:00', /from/],
  ])('%s is a 400 with a message', async (_case, query, message) => {
    const response = await get(`/api/user/profile/orders?page=1&limit=10${query}`, buyer);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('another user’s orders stay hidden whatever the filter', async () => {
    const stranger = await signIn(context.app, 'filters-stranger@mail.ru');
    const page = (
      await get(`/api/user/profile/orders?page=1&limit=10&status=created&from=${firstDay}`, stranger)
    ).json<OrderListPage>();
    expect(page.orders).toEqual([]);
  });
});
