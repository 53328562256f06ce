import { and, eq } from 'drizzle-orm';
import type { InboxCount, InboxItemDetail, InboxPage } from '@dostavka/shared-kernel/contract';
import { STAFF_INBOX_FLAG, STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { auditLog, featureFlags } from '../../../db/schema';
import { flaggedPageVisible } from '../../../plugins/app/web/staff-pages';
import {
  call,
  roleCases,
  signInCast,
  solvedCaptcha,
  type Cast,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

jest.setTimeout(30_000);

let context: UserApiContext;
let cast: Cast;
let customer: Session;
let manager: Session;
let employee: Session;
let moderator: Session;
let admin: Session;
let employeeId: string;

const get = (url: string, session?: Session) =>
  call(context.app, 'GET', url, undefined, session?.accessToken);
const post = (url: string, body: unknown, session?: Session) =>
  call(context.app, 'POST', url, body, session?.accessToken);
const setFlag = (enabled: boolean) =>
  context.app.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, STAFF_INBOX_FLAG));

let sent = 0;
/** A visitor's request through the public form (each from an address and phone of its own). */
async function visitorSends(kind: 'message' | 'callback', roistat = 'rs-1'): Promise<string> {
  sent += 1;
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/user/feedback/${kind}`,
    headers: { 'x-forwarded-for': `203.0.113.${sent}` },
    payload: {
      idempotencyKey: `inbox-${sent}`,
      token: await solvedCaptcha(context.app),
      phone: `+7 (913) ${String(sent).padStart(7, '0')}`,
      roistat,
      ...(kind === 'message' ? { message: 'Сколько стоит доставка в Казань?' } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const newCount = async () => (await get('/api/user/staff/inbox/count', employee)).json<InboxCount>().new;

beforeAll(async () => {
  context = await startUserApi({ COMPANY_INBOX: 'zakaz@dostavka.ru', TRUST_PROXY: '1' });
  cast = await signInCast(context.app, 'inbox');
  ({ USER: customer, MANAGER: manager, EMPLOYEE: employee, MODERATOR: moderator, ADMIN: admin } = cast);
  employeeId = (await get('/api/user/profile', employee)).json().user.uuid;
}, 60_000);
afterAll(() => stopUserApi(context));

describe('who may use the inbox', () => {
  test.each(roleCases('EMPLOYEE', () => cast))('%s, flag on', async (_who, session, status) => {
    const who = session?.();
    expect((await get('/api/user/staff/inbox', who)).statusCode).toBe(status);
    expect((await get('/api/user/staff/inbox/count', who)).statusCode).toBe(status);
  });

  test('with the flag off even an ADMIN is refused, reading and changing', async () => {
    const id = await visitorSends('callback');
    await setFlag(false);
    try {
      for (const session of [employee, admin]) {
        const list = await get('/api/user/staff/inbox', session);
        expect(list.statusCode).toBe(403);
        expect(list.json().message).toMatch(/inbox is switched off/);
        expect((await get('/api/user/staff/inbox/count', session)).statusCode).toBe(403);
        expect(
          (await post(`/api/user/staff/inbox/${id}/state`, { state: 'in_progress' }, session)).statusCode,
        ).toBe(403);
      }
    } finally {
      await setFlag(true);
    }
  });

  test('the page itself is a 404 for a USER and there for an EMPLOYEE (the server reads the staff cookie)', async () => {
    const cookie = (session: Session) => `${STAFF_TOKEN_COOKIE}=${session.accessToken}`;
    expect(await flaggedPageVisible(context.app, STAFF_INBOX_FLAG, cookie(customer))).toBe(false);
    expect(await flaggedPageVisible(context.app, STAFF_INBOX_FLAG, cookie(manager))).toBe(false);
    expect(await flaggedPageVisible(context.app, STAFF_INBOX_FLAG, cookie(employee))).toBe(true);
    expect(await flaggedPageVisible(context.app, STAFF_INBOX_FLAG, undefined)).toBe(false);
  });

  test('a USER or MANAGER cannot change an item', async () => {
    const id = await visitorSends('message');
    for (const session of [customer, manager])
      expect(
        (await post(`/api/user/staff/inbox/${id}/state`, { state: 'in_progress' }, session)).statusCode,
      ).toBe(403);
  });
});

describe('handling a callback request', () => {
  test('new → taken → done with the outcome; the count follows and every step is audited', async () => {
    const before = await newCount();
    const id = await visitorSends('callback', 'roistat-777');
    expect(await newCount()).toBe(before + 1);

    const listed = (await get('/api/user/staff/inbox?state=new&kind=callback', employee)).json<InboxPage>();
    const item = listed.data.find((row) => row.id === id);
    expect(item).toMatchObject({ kind: 'callback', roistat: 'roistat-777', state: 'new', takenBy: null });
    expect(listed.data.every((row) => row.state === 'new' && row.kind === 'callback')).toBe(true);

    const taken = await post(`/api/user/staff/inbox/${id}/state`, { state: 'in_progress' }, employee);
    expect(taken.statusCode).toBe(200);
    expect(taken.json<InboxItemDetail>().item).toMatchObject({
      state: 'in_progress',
      takenBy: { id: employeeId, email: 'inbox-employee@dostavka.ru' },
    });
    expect(await newCount()).toBe(before);

    const done = await post(
      `/api/user/staff/inbox/${id}/state`,
      { state: 'done', outcome: '  Перезвонили, оформит заказ сам  ' },
      moderator,
    );
    expect(done.statusCode).toBe(200);
    const detail = done.json<InboxItemDetail>();
    // Who took it stays the one who took it.
    expect(detail.item).toMatchObject({
      state: 'done',
      outcome: 'Перезвонили, оформит заказ сам',
      takenBy: { id: employeeId },
      doneAt: expect.any(String),
    });
    expect(detail.audit.map((entry) => [entry.action, entry.actor?.email])).toEqual([
      ['inbox.state', 'inbox-employee@dostavka.ru'],
      ['inbox.state', 'inbox-moderator@dostavka.ru'],
    ]);
    expect(detail.audit[1]).toMatchObject({
      before: { state: 'in_progress', outcome: null },
      after: { state: 'done', outcome: 'Перезвонили, оформит заказ сам' },
      comment: 'Перезвонили, оформит заказ сам',
    });
    const rows = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inbox'), eq(auditLog.entityId, id)));
    expect(rows.map((row) => row.actorRole)).toEqual(['EMPLOYEE', 'MODERATOR']);

    expect(
      (await get('/api/user/staff/inbox?state=done', employee)).json<InboxPage>().data.map((row) => row.id),
    ).toContain(id);
  });

  test('back to new lets go of it', async () => {
    const id = await visitorSends('message');
    await post(`/api/user/staff/inbox/${id}/state`, { state: 'in_progress' }, employee);
    const back = await post(`/api/user/staff/inbox/${id}/state`, { state: 'new' }, employee);
    expect(back.json<InboxItemDetail>().item).toMatchObject({ state: 'new', takenBy: null, takenAt: null });
  });
});

describe('bad input is a 4xx with a message', () => {
  test.each([
    ['done without an outcome', { state: 'done' }, 400, /outcome/],
    ['done with a blank outcome', { state: 'done', outcome: '   ' }, 400, /outcome/],
    ['an unknown state', { state: 'lost' }, 400, /state/],
    ['an outcome too long', { state: 'done', outcome: 'x'.repeat(2001) }, 400, /outcome/],
  ])('%s', async (_case, body, status, message) => {
    const id = await visitorSends('callback');
    const response = await post(`/api/user/staff/inbox/${id}/state`, body, employee);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  test('an unknown or malformed id is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        (await post(`/api/user/staff/inbox/${id}/state`, { state: 'in_progress' }, employee)).statusCode,
      ).toBe(404);
      expect((await get(`/api/user/staff/inbox/${id}`, employee)).statusCode).toBe(404);
    }
  });

  test.each(['state=lost', 'kind=letter', 'page=0', 'limit=1000'])(
    'a bad filter %s is a 400',
    async (query) => {
      const response = await get(`/api/user/staff/inbox?${query}`, employee);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.stringMatching(/\S/));
    },
  );
});
