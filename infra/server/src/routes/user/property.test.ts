/**
 * Random and malformed requests to every user API endpoint never get a 5xx: bad input is always
 * a 4xx with a message. Bodies are random JSON, raw text, and valid bodies with one value
 * replaced or removed at any depth.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  orderBody,
  signIn,
  signInAs,
  solvedCaptcha,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../test/user-api';

let context: UserApiContext;
let user: Session;
let staff: Session;
let valid: Record<string, unknown>;
let orderId: string;
beforeAll(async () => {
  context = await startUserApi();
  user = await signIn(context.app, 'fuzz@mail.ru');
  staff = await signInAs(context.app, 'fuzz.staff@dostavka.ru', 'EMPLOYEE');
  const order = await orderBody(context);
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/user/order/create',
    payload: order,
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  orderId = created.json().uuid;
  const token = await solvedCaptcha(context.app);
  valid = {
    '/auth/signup/email': { email: 'fuzz@mail.ru' },
    '/auth/code/confirm': { email: 'fuzz@mail.ru', code: '123456' },
    '/auth/token/refresh': { refreshToken: user.refreshToken },
    '/feedback/message': { idempotencyKey: 'k', token, phone: '89123456789', message: 'Привет', roistat: '' },
    '/feedback/callback': { idempotencyKey: 'k', token, phone: '89123456789', roistat: '' },
    '/order/create': order,
    '/order/change/dates': { uuid: orderId, date: '2031-01-01' },
    '/order/status': { uuid: orderId, status: 'confirmed' },
    '/order/waybill/create': { uuid: orderId },
  };
}, 120_000);
afterAll(() => stopUserApi(context));

type Json = unknown;

/** Every path to a value inside a JSON value. */
function paths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => paths(item, [...prefix, i]))
    : Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]));
  return [prefix, ...children];
}

/** A deep copy with the value at `path` replaced (or removed when `replacement` is undefined). */
function mutate(value: Json, path: Array<string | number>, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

const weird = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(undefined, null, '', ' ', -1, 0, 1e308, 'A-12345678', '1970-01-01', '9'.repeat(400)),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);

const body = (template: Json) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.nat(), weird).map(([i, replacement]) => {
        const all = paths(template);
        return mutate(template, all[i % all.length]!, replacement);
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

async function send(options: InjectOptions) {
  const response = await context.app.inject(options);
  if (response.statusCode >= 500) {
    throw new Error(
      `${options.method} ${options.url} -> ${response.statusCode} ${response.body}\n${JSON.stringify(options.payload)}`,
    );
  }
  return response;
}

const RUNS = { numRuns: 60 };
const auth = (session: Session | undefined) =>
  session ? { authorization: `Bearer ${session.accessToken}` } : ({} as Record<string, string>);

describe('no 5xx for any body', () => {
  test.each([
    ['/auth/signup/email', undefined],
    ['/auth/code/confirm', undefined],
    ['/auth/token/refresh', undefined],
    ['/feedback/message', undefined],
    ['/feedback/callback', undefined],
    ['/order/create', 'user'],
    ['/order/change/dates', 'user'],
    ['/order/status', 'staff'],
    ['/order/waybill/create', 'user'],
  ] as const)(
    'POST %s',
    async (path, who) => {
      const session = who === 'staff' ? staff : who === 'user' ? user : undefined;
      await fc.assert(
        fc.asyncProperty(body(valid[path]), async (payload) => {
          await send({
            method: 'POST',
            url: `/api/user${path}`,
            headers: { ...auth(session), 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? '',
          });
        }),
        RUNS,
      );
    },
    120_000,
  );

  test.each(['/auth/signup/email', '/order/create', '/feedback/message', '/auth/token/refresh'])(
    'POST %s with text that is not JSON',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (text, type) => {
            await send({
              method: 'POST',
              url: `/api/user${path}`,
              headers: { ...auth(user), 'content-type': type },
              payload: text,
            });
          },
        ),
        RUNS,
      );
    },
    120_000,
  );
});

describe('no 5xx for any path or query', () => {
  const segment = fc.oneof(fc.string({ maxLength: 60 }), fc.uuid(), fc.stringMatching(/^[A-Za-z]-\d{1,9}$/));
  const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant(''));
  const q = (v: string) => encodeURIComponent(v);

  test.each<[string, (s: string, a: string, b: string) => string, Session | undefined]>([
    ['GET /order/{id}', (s) => `/api/user/order/${q(s)}`, undefined],
    ['GET /order/waybill/{id}/{token}', (s, a) => `/api/user/order/waybill/${q(s)}/${q(a)}`, undefined],
    ['GET /profile/orders', (_s, a, b) => `/api/user/profile/orders?page=${q(a)}&limit=${q(b)}`, undefined],
    ['GET /tracking/{number}', (s) => `/api/user/tracking/${q(s)}`, undefined],
    ['GET /outbox', (s, a) => `/api/user/outbox?to=${q(s)}&limit=${q(a)}`, undefined],
    ['GET /profile', () => '/api/user/profile', undefined],
    ['GET /captcha/challenge', () => '/api/user/captcha/challenge', undefined],
  ])(
    '%s',
    async (_name, url, _session) => {
      await fc.assert(
        fc.asyncProperty(segment, value, value, fc.boolean(), async (s, a, b, signedIn) => {
          await send({ method: 'GET', url: url(s, a, b), headers: signedIn ? auth(user) : {} });
        }),
        RUNS,
      );
    },
    120_000,
  );

  test('any authorization header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (header) => {
        await send({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: header.replace(/[\r\n]/g, '') },
        });
      }),
      RUNS,
    );
  });
});
