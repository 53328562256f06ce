import { and, desc, eq } from 'drizzle-orm';
import type { FlagPreview, StaffFlag } from '@dostavka/shared-kernel/contract';
import { STAFF_FLAGS_FLAG, STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { auditLog, featureFlags } from '../../../db/schema';
import { flaggedPageVisible } from '../../../plugins/app/web/staff-pages';
import {
  call,
  roleCases,
  signInCast,
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
let moderator: Session;
let admin: Session;
let customerId: string;

const get = (url: string, session?: Session) =>
  call(context.app, 'GET', url, undefined, session?.accessToken);
const put = (url: string, body: unknown, session?: Session) =>
  call(context.app, 'PUT', url, body, session?.accessToken);
const setFlag = (enabled: boolean) =>
  context.app.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, STAFF_FLAGS_FLAG));

const analytics = {
  description: 'Tariff analytics for staff',
  enabled: true,
  minRole: 'MANAGER',
  rolloutPercent: 100,
  userEmails: [] as string[],
};

beforeAll(async () => {
  context = await startUserApi();
  cast = await signInCast(context.app, 'flags');
  ({ USER: customer, MODERATOR: moderator, ADMIN: admin } = cast);
  customerId = (await get('/api/user/profile', customer)).json().user.uuid;
}, 60_000);
afterAll(() => stopUserApi(context));

describe('who may use the flags page', () => {
  test.each(roleCases('ADMIN', () => cast))('%s', async (_who, session, status) => {
    const who = session?.();
    expect((await get('/api/user/staff/flags', who)).statusCode).toBe(status);
    expect((await get('/api/user/staff/flags/preview?email=flags-customer@mail.ru', who)).statusCode).toBe(
      status,
    );
    expect((await put('/api/user/staff/flags/staff-tariff-analytics', analytics, who)).statusCode).toBe(
      status,
    );
  });

  test('with the flag off an ADMIN is refused too', async () => {
    await setFlag(false);
    try {
      const response = await get('/api/user/staff/flags', admin);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/flags page is switched off/);
      expect((await put('/api/user/staff/flags/staff-tariff-analytics', analytics, admin)).statusCode).toBe(
        403,
      );
    } finally {
      await setFlag(true);
    }
  });

  test('the page is a 404 for everybody below ADMIN', async () => {
    const cookie = (session: Session) => `${STAFF_TOKEN_COOKIE}=${session.accessToken}`;
    expect(await flaggedPageVisible(context.app, STAFF_FLAGS_FLAG, cookie(customer))).toBe(false);
    expect(await flaggedPageVisible(context.app, STAFF_FLAGS_FLAG, cookie(moderator))).toBe(false);
    expect(await flaggedPageVisible(context.app, STAFF_FLAGS_FLAG, cookie(admin))).toBe(true);
  });
});

describe('editing a flag', () => {
  test('lists every flag with its rules', async () => {
    const flags = (await get('/api/user/staff/flags', admin)).json<StaffFlag[]>();
    expect(flags.map((flag) => flag.key)).toEqual(
      expect.arrayContaining(['staff-flags', 'staff-inbox', 'staff-orders', 'staff-tariff-analytics']),
    );
    expect(flags.find((flag) => flag.key === 'staff-inbox')).toMatchObject({
      enabled: true,
      minRole: 'EMPLOYEE',
      rolloutPercent: 100,
      users: [],
    });
  });

  test('a flag describes itself in Russian and in English: the migrated flags, and an edit of either', async () => {
    const flags = (await get('/api/user/staff/flags', admin)).json<StaffFlag[]>();
    expect(flags.find((flag) => flag.key === 'staff-inbox')).toMatchObject({
      description: 'Входящие в консоли (/staff/inbox/): сообщения и заявки на обратный звонок',
      en: {
        description: 'Inbox of the staff console (/staff/inbox/): feedback messages and callback requests',
      },
    });
    const migrated = [
      'order-manager-mode',
      'staff-carriers',
      'staff-flags',
      'staff-inbox',
      'staff-orders',
      'staff-rate-cards',
      'staff-remote-registry',
    ];
    for (const key of migrated) {
      const flag = flags.find((found) => found.key === key);
      expect([key, flag?.description]).toEqual([key, expect.stringMatching(/^[А-ЯЁ]/)]);
      expect([key, flag?.en?.description]).toEqual([key, expect.stringMatching(/^[A-Z][^а-яё]+$/i)]);
    }

    const inbox = { enabled: true, minRole: 'EMPLOYEE', rolloutPercent: 100, userEmails: [] };
    const both = await put(
      '/api/user/staff/flags/staff-inbox',
      { ...inbox, description: 'Входящие: сообщения', en: { description: 'Inbox: messages' } },
      admin,
    );
    expect(both.statusCode).toBe(200);
    expect(both.json<StaffFlag>()).toMatchObject({
      description: 'Входящие: сообщения',
      en: { description: 'Inbox: messages' },
    });
    // Without `en` the English stays; the audit keeps both languages.
    const russianOnly = await put(
      '/api/user/staff/flags/staff-inbox',
      { ...inbox, description: 'Входящие' },
      admin,
    );
    expect(russianOnly.json<StaffFlag>()).toMatchObject({
      description: 'Входящие',
      en: { description: 'Inbox: messages' },
    });
    const [record] = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'flag'), eq(auditLog.entityId, 'staff-inbox')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(record?.before).toMatchObject({
      description: 'Входящие: сообщения',
      en: { description: 'Inbox: messages' },
    });
    expect(
      (
        await put(
          '/api/user/staff/flags/staff-inbox',
          { ...inbox, description: 'x', en: { description: ' ' } },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  test('a change is saved with listed users by e-mail, audited before and after, and "what would this user see" follows', async () => {
    const off = (
      await get('/api/user/staff/flags/preview?email=FLAGS-customer@mail.ru', admin)
    ).json<FlagPreview>();
    expect(off.user).toMatchObject({ id: customerId, role: 'USER' });
    expect(off.flags['staff-tariff-analytics']).toEqual({ value: false, reason: 'ROLE' });

    // A staff module's lowest role is a floor the flag cannot lower: an edit naming a lower role
    // (or everybody) is refused with the reason, and nothing is saved.
    for (const minRole of ['USER', null]) {
      const below = await put(
        '/api/user/staff/flags/staff-tariff-analytics',
        { ...analytics, minRole, userEmails: [] },
        admin,
      );
      expect(below.statusCode).toBe(400);
      expect(below.json().message).toBe(
        'minRole: staff-tariff-analytics switches a staff module that opens from MANAGER at the lowest',
      );
    }

    const changed = await put(
      '/api/user/staff/flags/staff-tariff-analytics',
      { ...analytics, minRole: 'MODERATOR', rolloutPercent: 0, userEmails: ['Flags-Customer@mail.ru'] },
      admin,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffFlag>()).toMatchObject({
      minRole: 'MODERATOR',
      rolloutPercent: 0,
      userIds: [customerId],
      users: [{ id: customerId, email: 'flags-customer@mail.ru' }],
    });
    const on = (
      await get('/api/user/staff/flags/preview?email=flags-customer@mail.ru', admin)
    ).json<FlagPreview>();
    // Listing a customer does not open the analytics to them either, and their own evaluation
    // says the same.
    expect(on.flags['staff-tariff-analytics']).toEqual({ value: false, reason: 'ROLE' });
    expect((await get('/api/user/flags', customer)).json().flags['staff-tariff-analytics'].value).toBe(false);

    const [record] = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'flag'), eq(auditLog.entityId, 'staff-tariff-analytics')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(record).toMatchObject({
      action: 'flag.update',
      actorRole: 'ADMIN',
      before: expect.objectContaining({ minRole: 'MANAGER', rolloutPercent: 100, userIds: [] }),
      after: expect.objectContaining({ minRole: 'MODERATOR', rolloutPercent: 0, userIds: [customerId] }),
    });
    const listed = (await get('/api/user/staff/flags', admin)).json<StaffFlag[]>();
    expect(listed.find((flag) => flag.key === 'staff-tariff-analytics')?.audit[0]).toMatchObject({
      action: 'flag.update',
      actor: { email: 'flags-admin@dostavka.ru' },
    });

    expect((await put('/api/user/staff/flags/staff-tariff-analytics', analytics, admin)).statusCode).toBe(
      200,
    );
  });

  test('the plain definitions API is audited as well', async () => {
    const response = await put(
      '/api/user/flags/definitions/order-manager-mode',
      { rolloutPercent: 100 },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const rows = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'flag'), eq(auditLog.entityId, 'order-manager-mode')));
    expect(rows).toHaveLength(1);
  });

  test.each([
    ['a percentage over 100', { rolloutPercent: 101 }, 400, /rolloutPercent/],
    ['an unknown role', { minRole: 'KING' }, 400, /minRole/],
    ['a blank description', { description: '  ' }, 400, /description/],
    ['an address that is not one', { userEmails: ['nobody'] }, 400, /userEmails: nobody/],
    ['an address nobody signed in with', { userEmails: ['ghost@mail.ru'] }, 400, /ghost@mail.ru/],
  ])('%s is a 400 with a message', async (_case, change, status, message) => {
    const response = await put(
      '/api/user/staff/flags/staff-tariff-analytics',
      { ...analytics, ...change },
      admin,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  test('an unknown flag is a 404, an unknown user in the preview too', async () => {
    expect((await put('/api/user/staff/flags/no-such-flag', analytics, admin)).statusCode).toBe(404);
    const preview = await get('/api/user/staff/flags/preview?email=ghost@mail.ru', admin);
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toMatch(/ghost@mail.ru/);
    expect((await get('/api/user/staff/flags/preview?email=nobody', admin)).statusCode).toBe(400);
    expect((await get('/api/user/staff/flags/preview', admin)).statusCode).toBe(400);
  });
});

describe('open tabs notice changes at their next navigation', () => {
  test('GET /flags carries an ETag: 304 while nothing changed for the visitor, 200 once a flag did', async () => {
    // Off for the moderator first, so that switching it on is a change they see.
    await put('/api/user/staff/flags/staff-tariff-analytics', { ...analytics, enabled: false }, admin);
    const first = await get('/api/user/flags', moderator);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await context.app.inject({
      method: 'GET',
      url: '/api/user/flags',
      headers: { authorization: `Bearer ${moderator.accessToken}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await put(
      '/api/user/staff/flags/staff-tariff-analytics',
      { ...analytics, enabled: true, minRole: 'MANAGER', rolloutPercent: 100 },
      admin,
    );
    const changed = await context.app.inject({
      method: 'GET',
      url: '/api/user/flags',
      headers: { authorization: `Bearer ${moderator.accessToken}`, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().flags['staff-tariff-analytics'].value).toBe(true);
    await put('/api/user/staff/flags/staff-tariff-analytics', analytics, admin);
  });
});
