import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type {
  OrderDetail,
  StaffOrderChanged,
  StaffOrderDetail,
  StaffOrderPage,
} from '@dostavka/shared-kernel/contract';
import { STAFF_NAMESPACE, STAFF_ORDERS_FLAG, STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { featureFlags, mailOutbox } from '../../../db/schema';
import { flaggedPageVisible } from '../../../plugins/app/web/staff-pages';
import {
  call,
  orderBody,
  roleCases,
  signIn,
  signInCast,
  type Cast,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

// Every placed order renders its waybill for the confirmation e-mail: slow on a busy machine.
jest.setTimeout(30_000);

let context: UserApiContext;
let cast: Cast;
let customer: Session;
let manager: Session;
let employee: Session;
let admin: Session;
let employeeId: string;
let order: OrderDetail;

const get = (url: string, session?: Session) =>
  call(context.app, 'GET', url, undefined, session?.accessToken);
const post = (url: string, body: unknown, session?: Session) =>
  call(context.app, 'POST', url, body, session?.accessToken);
const setFlag = (enabled: boolean) =>
  context.app.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, STAFF_ORDERS_FLAG));

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (to: string): Promise<OutboxMail[]> =>
  (await get(`/api/user/outbox?to=${encodeURIComponent(to)}&limit=50`)).json<{ mails: OutboxMail[] }>().mails;

async function newOrder(session = customer): Promise<OrderDetail> {
  context.clock.advance(7000);
  const response = await post('/api/user/order/create', await orderBody(context), session);
  expect(response.statusCode).toBe(201);
  return response.json();
}

beforeAll(async () => {
  context = await startUserApi();
  cast = await signInCast(context.app, 'board');
  ({ USER: customer, MANAGER: manager, EMPLOYEE: employee, ADMIN: admin } = cast);
  employeeId = (await get('/api/user/profile', employee)).json().user.uuid;
  order = await newOrder();
}, 60_000);
afterAll(() => stopUserApi(context));

describe('who may use the orders board', () => {
  test.each(roleCases('EMPLOYEE', () => cast))('%s, flag on', async (_who, session, status) => {
    expect((await get('/api/user/staff/orders', session?.())).statusCode).toBe(status);
    expect((await get(`/api/user/staff/orders/${order.uuid}`, session?.())).statusCode).toBe(status);
    expect((await get('/api/user/staff/members', session?.())).statusCode).toBe(status);
  });

  test.each([
    ['an EMPLOYEE', () => employee],
    ['an ADMIN', () => admin],
  ])('%s, flag off: 403 on every call', async (_who, session) => {
    await setFlag(false);
    try {
      expect((await get('/api/user/staff/orders', session())).statusCode).toBe(403);
      const moved = await post(
        `/api/user/staff/orders/${order.uuid}/status`,
        { status: 'confirmed', comment: 'x' },
        session(),
      );
      expect(moved.statusCode).toBe(403);
      expect(
        (await post(`/api/user/staff/orders/${order.uuid}/notes`, { text: 'x' }, session())).statusCode,
      ).toBe(403);
    } finally {
      await setFlag(true);
    }
  });

  test.each([
    ['a USER', () => customer],
    ['a MANAGER', () => manager],
  ])('%s cannot move, assign or annotate: 403', async (_who, session) => {
    const base = `/api/user/staff/orders/${order.uuid}`;
    expect((await post(`${base}/status`, { status: 'confirmed', comment: 'x' }, session())).statusCode).toBe(
      403,
    );
    expect((await post(`${base}/manager`, { managerId: null }, session())).statusCode).toBe(403);
    expect((await post(`${base}/notes`, { text: 'x' }, session())).statusCode).toBe(403);
  });
});

describe('the list', () => {
  test('finds an order by number, e-mail, phone digits and status; counts and pages', async () => {
    const list = (query: string) =>
      get(`/api/user/staff/orders?${query}`, employee).then((r) => r.json<StaffOrderPage>());
    const byNumber = await list(`q=${order.number}`);
    expect(byNumber.data.map((row) => row.number)).toEqual([order.number]);
    expect(byNumber.data[0]).toMatchObject({
      customerEmail: 'board-customer@mail.ru',
      fromCity: 'Санкт-Петербург',
      toCity: 'Москва',
      internal: false,
      manager: null,
    });
    expect((await list('q=board-customer@mail')).total).toBeGreaterThanOrEqual(1);
    const phone = order.contacts.sender.phone.replace(/\D/g, '').slice(-7);
    expect((await list(`q=${phone}`)).data.map((row) => row.uuid)).toContain(order.uuid);
    expect((await list('q=nobody-has-this')).total).toBe(0);
    expect((await list('city=Моск')).data.map((row) => row.uuid)).toContain(order.uuid);
    expect((await list('city=Казань')).total).toBe(0);
    expect((await list('placedBy=staff')).total).toBe(0);
    expect((await list('status=delivered')).data.map((row) => row.uuid)).not.toContain(order.uuid);
    const paged = await list('limit=1&page=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.next).toEqual(paged.total > 1 ? { page: 2 } : null);
  });

  test('a period: an order placed today is in today and not in yesterday', async () => {
    const today = context.app.today();
    const inToday = (
      await get(`/api/user/staff/orders?from=${today}&to=${today}`, employee)
    ).json<StaffOrderPage>();
    expect(inToday.data.map((row) => row.uuid)).toContain(order.uuid);
    const before = (
      await get('/api/user/staff/orders?from=2000-01-01&to=2000-01-02', employee)
    ).json<StaffOrderPage>();
    expect(before.total).toBe(0);
  });

  test.each([
    ['status=lost', /lost is not an order status/],
    ['from=yesterday', /from: the date must be YYYY-MM-DD/],
    ['from=2030-02-02&to=2030-01-01', /starts after it ends/],
    ['placedBy=robot', /placedBy/],
  ])('%s is a 400', async (query, message) => {
    const response = await get(`/api/user/staff/orders?${query}`, employee);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('actions', () => {
  test('a status change: audit with before, after and comment; tracking at once; the customer’s e-mail', async () => {
    const mine = await newOrder();
    const before = (await mailsTo('board-customer@mail.ru')).length;
    const response = await post(
      `/api/user/staff/orders/${mine.uuid}/status`,
      { status: 'confirmed', comment: 'Позвонили клиенту' },
      employee,
    );
    expect(response.statusCode).toBe(200);
    const detail = response.json<StaffOrderDetail>();
    expect(detail.order.status).toBe('confirmed');
    expect(detail.nextStatuses).toEqual(['picked_up', 'in_transit', 'arrived', 'delivered', 'cancelled']);
    expect(detail.audit.at(-1)).toMatchObject({
      action: 'order.status',
      actor: { id: employeeId, email: 'board-employee@dostavka.ru' },
      before: { status: 'created' },
      after: { status: 'confirmed' },
      comment: 'Позвонили клиенту',
    });
    const tracking = (await get(`/api/user/tracking/${mine.number}`)).json();
    expect(tracking.status).toBe('confirmed');
    const mails = await mailsTo('board-customer@mail.ru');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toBe(`Заказ ${mine.number}: Заказ подтверждён`);
    expect(mails[0]?.text).toContain('/tracking/?number=');
  });

  test('a status change needs a comment and an allowed transition', async () => {
    const mine = await newOrder();
    const url = `/api/user/staff/orders/${mine.uuid}/status`;
    expect((await post(url, { status: 'confirmed' }, employee)).statusCode).toBe(400);
    expect((await post(url, { status: 'confirmed', comment: '   ' }, employee)).statusCode).toBe(400);
    expect((await post(url, { status: 'delivered', comment: 'ok' }, employee)).statusCode).toBe(200);
    const back = await post(url, { status: 'in_transit', comment: 'назад' }, employee);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is delivered cannot become in_transit');
  });

  test('assigning a manager and a note are audited; a non-staff id is a 400', async () => {
    const mine = await newOrder();
    const base = `/api/user/staff/orders/${mine.uuid}`;
    const assigned = await post(`${base}/manager`, { managerId: employeeId }, admin);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<StaffOrderDetail>().manager).toMatchObject({ id: employeeId, role: 'EMPLOYEE' });
    const customerId = (await get('/api/user/profile', customer)).json().user.uuid;
    const wrong = await post(`${base}/manager`, { managerId: customerId }, admin);
    expect(wrong.statusCode).toBe(400);
    const noted = (await post(`${base}/notes`, { text: 'Груз хрупкий' }, employee)).json<StaffOrderDetail>();
    expect(noted.notes.map((note) => note.text)).toEqual(['Груз хрупкий']);
    expect(noted.audit.map((entry) => entry.action)).toEqual(['order.manager', 'order.note']);
    const row = (await get(`/api/user/staff/orders?q=${mine.number}`, employee)).json<StaffOrderPage>()
      .data[0];
    expect(row?.manager?.email).toBe('board-employee@dostavka.ru');
    // The customer never sees the notes.
    expect((await get(`/api/user/order/${mine.uuid}`, customer)).body).not.toContain('Груз хрупкий');
  });
});

describe('the customer', () => {
  test('an order placed: confirmation with the waybill PDF, in HTML and text', async () => {
    const mine = await newOrder();
    const rows = await context.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'board-customer@mail.ru'));
    const confirmation = rows.find((mail) => mail.subject === `Заказ ${mine.number} оформлен`);
    expect(confirmation?.html).toContain('<table');
    expect(confirmation?.text).toContain('Москва');
    expect(confirmation?.attachments[0]?.filename).toBe(`waybill-${mine.number}.pdf`);
    expect(
      Buffer.from(confirmation?.attachments[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('English customers get English mails', async () => {
    const english = await signIn(context.app, 'board-english@mail.ru');
    context.clock.advance(7000);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/user/order/create',
      payload: await orderBody(context),
      headers: { authorization: `Bearer ${english.accessToken}`, cookie: 'i18n_redirected=en' },
    });
    const mine = response.json<OrderDetail>();
    const [mail] = await mailsTo('board-english@mail.ru');
    expect(mail?.subject).toBe(`Order ${mine.number} placed`);
    expect(mail?.text).toContain('Expected delivery');
  });

  test('cancels before pick-up (timeline, e-mail), not after', async () => {
    const mine = await newOrder();
    const cancelled = await post('/api/user/order/cancel', { uuid: mine.uuid }, customer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<OrderDetail>().timeline.map((entry) => entry.status)).toEqual([
      'created',
      'cancelled',
    ]);
    expect((await mailsTo('board-customer@mail.ru'))[0]?.subject).toBe(`Заказ ${mine.number}: Отменён`);

    const picked = await newOrder();
    await post(
      `/api/user/staff/orders/${picked.uuid}/status`,
      { status: 'picked_up', comment: 'забрали' },
      employee,
    );
    expect((await post('/api/user/order/cancel', { uuid: picked.uuid }, customer)).statusCode).toBe(409);
    expect((await post('/api/user/order/cancel', { uuid: order.uuid }, employee)).statusCode).toBe(403);
  });

  test('a changed loading date is in the timeline and mailed', async () => {
    const mine = await newOrder();
    const date = mine.loadingDate.replace(/\d{2}$/, (day) => day); // same format
    const later = new Date(`${date}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const next = later.toISOString().slice(0, 10);
    const moved = await post('/api/user/order/change/dates', { uuid: mine.uuid, date: next }, customer);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<OrderDetail>().timeline.at(-1)).toMatchObject({
      kind: 'loading_date',
      loadingDate: next,
      status: 'created',
    });
    expect((await mailsTo('board-customer@mail.ru'))[0]?.subject).toBe(
      `Заказ ${mine.number}: новая дата погрузки`,
    );
  });
});

describe('the staff realtime room', () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}${STAFF_NAMESPACE}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  const open = (session?: Session) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: session ? { 'jwt-token': session.accessToken } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  test.each([
    ['a guest', undefined],
    ['a MANAGER', () => manager],
  ])('%s is refused', async (_who, session) => {
    const socket = open(session?.());
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toMatch(/Sign in first|switched off/);
  });

  test('an EMPLOYEE hears a new order and a status change', async () => {
    const socket = open(employee);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const heard: StaffOrderChanged[] = [];
    socket.on('order:changed' as never, (event: StaffOrderChanged) => {
      heard.push(event);
    });
    const mine = await newOrder();
    await post(
      `/api/user/staff/orders/${mine.uuid}/status`,
      { status: 'confirmed', comment: 'ok' },
      employee,
    );
    for (let i = 0; i < 50 && heard.length < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(heard.map((event) => [event.number, event.change, event.status])).toEqual([
      [mine.number, 'created', 'created'],
      [mine.number, 'status', 'confirmed'],
    ]);
  });
});

describe('the staff pages’ documents', () => {
  const visible = (session?: Session) =>
    flaggedPageVisible(
      context.app,
      STAFF_ORDERS_FLAG,
      session ? `lang=ru; ${STAFF_TOKEN_COOKIE}=${session.accessToken}` : undefined,
    );

  test.each([
    ['a guest', undefined, false],
    ['a customer', () => customer, false],
    ['a MANAGER', () => manager, false],
    ['an EMPLOYEE', () => employee, true],
    ['an ADMIN', () => admin, true],
  ])('/staff/orders/ exists for %s', async (_who, session, shown) => {
    expect(await visible(session?.())).toBe(shown);
  });

  test('a forged cookie is a guest; an access token that expired hours ago still counts', async () => {
    expect(
      await flaggedPageVisible(context.app, STAFF_ORDERS_FLAG, `${STAFF_TOKEN_COOKIE}=forged.token.here`),
    ).toBe(false);
    context.clock.advance(2 * 60 * 60_000);
    expect(await visible(employee)).toBe(true);
  });

  test('the flag off: nobody', async () => {
    await setFlag(false);
    try {
      expect(await visible(admin)).toBe(false);
    } finally {
      await setFlag(true);
    }
  });
});
