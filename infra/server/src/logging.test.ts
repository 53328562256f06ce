/**
 * The log of real requests (sign-in, an order with passport details, its waybill, a refresh, a
 * failing query that carries an order's values) holds none of the personal data or secrets in them.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { call, mailedCode, offer, orderBody, person, testClock, type UserApiContext } from '../test/user-api';
import { buildTestApp, createTestDatabase } from '../test/test-app';
import { loggableUrl, serializeError } from './logging';
import { injectFetch } from './plugins/app/web/ssr/inject-fetch';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let context: UserApiContext;
beforeAll(async () => {
  const database = await createTestDatabase();
  const clock = testClock();
  const app = await buildTestApp(database, {
    env: { LOG_LEVEL: 'info', CAPTCHA_MAX_NUMBER: '20' },
    now: clock.now,
    logStream: stream,
  });
  // Any query that fails with the order's values among its parameters (a constraint, a bad byte).
  app.post('/test/failing-query', async (request) => {
    const { email, phone } = request.body as { email: string; phone: string };
    await app.db.execute(sql`select ${email}::integer, ${phone}::integer`);
    return {};
  });
  context = { app, database, clock };
}, 180_000);
afterAll(async () => {
  await context?.app.close();
  await context?.database.drop();
});

const EMAIL = 'planted.person@secret-mail.ru';
const PASSPORT = { series: '4512', number: '987654' };
const SENDER = 'Планта Секретова';
const PHONE = '+7 (931) 555-44-33';
const INN = '500100732259';
const ADDRESS = 'Планерная улица, 7';

test('no personal data or secret of real requests reaches the log', async () => {
  const { app } = context;
  await call(app, 'POST', '/api/user/auth/signup/email', { email: EMAIL });
  const code = await mailedCode(app, EMAIL);
  const tokens = (await call(app, 'POST', '/api/user/auth/code/confirm', { email: EMAIL, code })).json<{
    accessToken: string;
    refreshToken: string;
  }>();
  const body = await orderBody(context, (order) => {
    order.tariff = offer(2450, true);
    const passport = { ...PASSPORT, date: '2015-03-01' };
    order.contacts.sender = { ...person(SENDER, PHONE, EMAIL), type: 'ContactWithPassport', passport };
    for (const role of ['payer', 'recipient'] as const)
      order.contacts[role] = { ...order.contacts[role], type: 'ContactWithPassport', passport };
  });
  const order = await call(app, 'POST', '/api/user/order/create', body, tokens.accessToken);
  expect(order.statusCode).toBe(201);
  const { url } = (
    await call(app, 'POST', '/api/user/order/waybill/create', { uuid: order.json().uuid }, tokens.accessToken)
  ).json<{ url: string }>();
  const waybillToken = decodeURIComponent(url.split('/').pop()!);
  expect((await app.inject({ url })).statusCode).toBe(200);
  // The same link as an old-style query (the token in the query string).
  await app.inject({ url: `${url}?token=${encodeURIComponent(waybillToken)}&code=${code}` });
  const refreshed = await call(app, 'POST', '/api/user/auth/token/refresh', {
    refreshToken: tokens.refreshToken,
  });
  expect(refreshed.statusCode).toBe(200);
  const failed = await app.inject({
    method: 'POST',
    url: '/test/failing-query',
    payload: { email: EMAIL, phone: PHONE },
    headers: { authorization: `Bearer ${tokens.accessToken}`, cookie: `session=${tokens.refreshToken}` },
  });
  expect(failed.statusCode).toBe(500);
  // What a visitor types into the order form's company and address fields.
  for (const url of [
    `/api/content/dadata/party?search=${INN}`,
    `/api/content/dadata/address?fias=0c5b2444-70a0-4932-980c-b4dc0d3f02b5&search=${encodeURIComponent(ADDRESS)}`,
  ])
    expect((await app.inject({ url })).statusCode).toBe(200);

  const log = lines.join('\n');
  expect(log).toContain('request failed');
  expect(log).toContain('incoming request');
  // Numbers the logger writes itself (times, durations, pids) are left out of the search: a
  // response time of 12.49317 ms is not the phone's 931.
  const texts = lines
    .map((line) =>
      JSON.stringify(JSON.parse(line), (_key, value: unknown) =>
        typeof value === 'number' ? undefined : value,
      ),
    )
    .join('\n');
  for (const planted of [
    EMAIL,
    code,
    PHONE,
    SENDER,
    INN,
    ADDRESS,
    encodeURIComponent(ADDRESS),
    PASSPORT.number,
    waybillToken,
    encodeURIComponent(waybillToken),
    tokens.accessToken,
    tokens.refreshToken,
    refreshed.json<{ refreshToken: string }>().refreshToken,
  ]) {
    expect(texts).not.toContain(planted);
  }
  // The phone's own digits too, apart from the ids the log names (an order's random UUID in a
  // waybill's address holds "931" about once in 150 runs).
  expect(texts.replace(/[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}/g, '(uuid)')).not.toContain('931');
}, 180_000);

test('URLs lose their secrets; errors lose the values of a failed query', () => {
  expect(loggableUrl('/api/user/order/waybill/abc/123.u1.sig?lang=ru')).toBe(
    '/api/user/order/waybill/abc/[redacted]?lang=ru',
  );
  expect(loggableUrl('/x?a=1&token=secret&code=123456')).toBe('/x?a=1&token=[redacted]&code=[redacted]');
  expect(loggableUrl('/api/content/dadata/party?search=500100732259')).toBe(
    '/api/content/dadata/party?search=[redacted]',
  );
  expect(loggableUrl('/api/content/dadata/address?fias=f1&search=%D0%9F%207')).toBe(
    '/api/content/dadata/address?fias=f1&search=[redacted]',
  );
  // A city's name being looked up is no one's personal data.
  expect(loggableUrl('/api/content/city/search?search=Mos')).toBe('/api/content/city/search?search=Mos');
  const error = Object.assign(
    new Error('Failed query: insert into t values ($1)\nparams: a@b.ru,+79315554433'),
    {
      params: ['a@b.ru'],
      cause: Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(a@b.ru) already exists.' }),
    },
  );
  const serialized = JSON.stringify(serializeError(error));
  expect(serialized).toContain('Failed query: insert into t values ($1)');
  expect(serialized).not.toContain('a@b.ru');
  expect(serialized).not.toContain('79315554433');
});

test("a server render's own API calls are not logged as requests; a client's, with the same header, are", async () => {
  const { app } = context;
  const logged = (url: string) =>
    lines.filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length;
  const url = '/api/calculator/helthcheck';
  const before = logged(url);
  expect((await injectFetch(app)(url)).status).toBe(200);
  expect(logged(url)).toBe(before);
  // A client naming the render's header is logged all the same: the process's secret is not theirs.
  await app.inject({ url, headers: { 'x-dostavka-render': 'guess' } });
  expect(logged(url)).toBe(before + 1);
});
