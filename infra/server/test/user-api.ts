/**
 * Helpers for the user API tests: a test server with a movable clock, sign-in through the
 * outbox (as the end-to-end tests do), solved captchas, and a valid order with a signed quote.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  buildDimensions,
  deliveryMethod,
  ROLE_LEVELS,
  roleIs,
  type RoleSlug,
  type City,
  type Contact,
  type CreateOrderBody,
  type TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { defaultDeliveryDate } from '@dostavka/shared-kernel/domain';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { offerFacts, quoteFingerprint, type QuoteClaims } from '../src/plugins/app/quotes';
import { buildTestApp, createTestDatabase, type TestDatabase } from './test-app';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface UserApiContext {
  app: App;
  database: TestDatabase;
  clock: TestClock;
}

/** A server for one test file; a cheap captcha so tests solve it in milliseconds. */
export async function startUserApi(env: Record<string, string> = {}): Promise<UserApiContext> {
  const database = await createTestDatabase();
  const clock = testClock();
  const app = await buildTestApp(database, {
    env: { CAPTCHA_MAX_NUMBER: '20', SIGN_IN_CODES_PER_IP: '1000', ...env },
    now: clock.now,
  });
  return { app, database, clock };
}

export async function stopUserApi(context: UserApiContext | undefined): Promise<void> {
  await context?.app.close();
  await context?.database.drop();
}

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token?: string,
) {
  const options: InjectOptions = { method, url };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  if (token) options.headers = { authorization: `Bearer ${token}` };
  return app.inject(options);
}

/** The newest code mailed to an address, read from the outbox over HTTP. */
export async function mailedCode(app: App, email: string): Promise<string> {
  const response = await call(app, 'GET', `/api/user/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const [mail] = response.json<{ mails: Array<{ text: string }> }>().mails;
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Signs in by code, as a person would. */
export async function signIn(app: App, email: string): Promise<Session> {
  const sent = await call(app, 'POST', '/api/user/auth/signup/email', { email });
  if (sent.statusCode !== 200) throw new Error(`sign-up failed: ${sent.body}`);
  const code = await mailedCode(app, email);
  const confirmed = await call(app, 'POST', '/api/user/auth/code/confirm', { email, code });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return confirmed.json<Session>();
}

/** Signs in and gives the account a role (staff are made by hand in the database). */
export async function signInAs(
  app: App,
  email: string,
  role: 'USER' | 'MANAGER' | 'EMPLOYEE' | 'MODERATOR' | 'ADMIN',
) {
  const first = await signIn(app, email);
  if (role === 'USER') return first;
  await app.db.update(users).set({ role }).where(eq(users.email, email));
  return signIn(app, email);
}

/** One signed-in person of every role. */
export type Cast = Record<RoleSlug, Session>;
const ROLES = Object.keys(ROLE_LEVELS) as RoleSlug[];

/**
 * Signs in a customer (`<name>-customer@mail.ru`) and one person of each staff role
 * (`<name>-<role>@dostavka.ru`), for the role boundaries of staff routes.
 */
export async function signInCast(app: App, name: string): Promise<Cast> {
  const email = (role: RoleSlug) =>
    role === 'USER' ? `${name}-customer@mail.ru` : `${name}-${role.toLowerCase()}@dostavka.ru`;
  const sessions = await Promise.all(ROLES.map((role) => signInAs(app, email(role), role)));
  return Object.fromEntries(ROLES.map((role, i) => [role, sessions[i]!])) as Cast;
}

/**
 * The cases of a staff route's role boundary, for `test.each`: a guest gets 401, every role below
 * `lowest` 403, `lowest` and above 200. `cast` is read when a case runs (after `beforeAll`).
 */
export function roleCases(
  lowest: RoleSlug,
  cast: () => Cast,
): Array<[string, (() => Session) | undefined, number]> {
  return [
    ['a guest', undefined, 401],
    ...ROLES.map((role): [string, () => Session, number] => [
      role,
      () => cast()[role],
      roleIs.atLeast(role, lowest) ? 200 : 403,
    ]),
  ];
}

/** A solved ALTCHA payload, as the widget sends it. */
export async function solvedCaptcha(app: App): Promise<string> {
  const challenge = (await call(app, 'GET', '/api/user/captcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function cityByName(app: App, name: string): Promise<City> {
  const response = await call(app, 'GET', `/api/content/city/search?name=${encodeURIComponent(name)}`);
  const city = response.json<City[]>()[0];
  if (!city) throw new Error(`no city ${name}`);
  return city;
}

export const person = (name: string, phone: string, email = ''): Contact => ({
  name,
  comment: '',
  email,
  phone,
  enterprise: false,
});

/** Marks an offer whose quote `orderBody` signs once the test has changed the body. */
export const UNSIGNED_QUOTE = 'unsigned';

/** An offer as the calculator would show it, its quote still to be signed. */
export function offer(total: number, passport = false): TariffOffer {
  return {
    quote: UNSIGNED_QUOTE,
    expiresAt: '',
    uuid: 'offer-1',
    name: 'Сборный груз',
    preliminarily: false,
    description: '',
    company: { name: 'Доставка', slug: 'dostavka-network' },
    photo: { url: '' },
    dates: {
      plannedDateLoadingCargo: { date: '2030-01-01' },
      plannedDateShipmentCargo: { date: '2030-01-03', text: '' },
    },
    prices: [
      { name: 'Перевозка', value: total - 1 },
      { name: 'Страхование', value: 1 },
    ],
    total,
    codes: {},
    metadata: { mark: 'consolidated-line', path: [] },
    required: { passport },
    documents: [],
  };
}

/** A valid order from Saint Petersburg to Moscow, its tariff quoted by the server. */
export async function orderBody(
  context: UserApiContext,
  change: (body: CreateOrderBody) => void = () => undefined,
  key = `key-${Math.random()}`,
): Promise<CreateOrderBody> {
  const { app, clock } = context;
  const [spb, moscow] = await Promise.all([cityByName(app, 'Санкт-Петербург'), cityByName(app, 'Москва')]);
  const tomorrow = defaultDeliveryDate(clock.now());
  const cargo = {
    id: 'c1',
    size: {
      width: { value: 50, unit: 'cm' as const },
      height: { value: 40, unit: 'cm' as const },
      length: { value: 60, unit: 'cm' as const },
    },
    weight: { value: 12, unit: 'kg' as const },
    quantity: 2,
    slug: 'box',
    rotate: false,
    stack: true,
  };
  const body: CreateOrderBody = {
    contacts: {
      payer: person('Иван Петров', '+7 (912) 345-67-89', 'ivan@mail.ru'),
      sender: person('Иван Петров', '89123456789'),
      recipient: person('Анна Смирнова', '9161234567'),
    },
    directions: {
      from: {
        deliveryMethod: deliveryMethod('WAREHOUSE'),
        city: spb,
        address: { value: '', office: '', intercom: '' },
      },
      to: {
        deliveryMethod: deliveryMethod('COURIER'),
        city: moscow,
        address: { value: 'ул. Тверская, 1', office: '5', intercom: '' },
      },
    },
    delivery: {
      type: { slug: 'combined' },
      isDedicated: false,
      declared: 3000,
      description: 'Одежда',
      date: tomorrow,
      dimensions: buildDimensions([cargo]),
    },
    tariff: offer(2450),
    roistat: '',
    idempotencyKey: key,
  };
  change(body);
  if (body.tariff.quote === UNSIGNED_QUOTE) body.tariff.quote = quoteFor(context, body);
  return body;
}

/** What the tariff engine would attach to the offer for this search. */
export function quoteFor(
  context: UserApiContext,
  body: CreateOrderBody,
  total = body.tariff.total,
  extra: Partial<QuoteClaims> = {},
): string {
  return context.app.quotes.sign(
    {
      provider: body.tariff.company.slug,
      code: body.tariff.uuid,
      offer: body.tariff.uuid,
      total,
      fingerprint: quoteFingerprint(body.directions, body.delivery),
      facts: offerFacts(body.tariff),
      ...extra,
    },
    context.clock.now(),
  );
}

export { createTestDatabase };
