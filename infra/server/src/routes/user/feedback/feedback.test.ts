import { eq } from 'drizzle-orm';
import { feedbackRequests, mailOutbox } from '../../../db/schema';
import {
  call,
  solvedCaptcha,
  startUserApi,
  stopUserApi,
  type UserApiContext,
} from '../../../../test/user-api';

let context: UserApiContext;
beforeAll(async () => {
  // Behind one trusted proxy: each send comes from an address of its own (see `send`).
  context = await startUserApi({ COMPANY_INBOX: 'zakaz@dostavka.ru', TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => stopUserApi(context));

let n = 0;
const key = () => `feedback-key-${(n += 1)}`;
let phones = 0;
/** A phone number of its own per message, so the per-phone limit stays out of the way. */
const uniquePhone = () => `+7 (913) ${String((phones += 1)).padStart(7, '0')}`;
const message = async (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  token: await solvedCaptcha(context.app),
  phone: uniquePhone(),
  message: 'Сколько стоит доставка дивана в Казань?',
  roistat: '12345',
  ...overrides,
});
let addresses = 0;
const send = (kind: 'message' | 'callback', body: unknown, from = `198.51.100.${(addresses += 1) % 250}`) =>
  context.app.inject({
    method: 'POST',
    url: `/api/user/feedback/${kind}`,
    payload: body as object,
    headers: { 'x-forwarded-for': from },
  });
const stored = (id: string) =>
  context.app.db.select().from(feedbackRequests).where(eq(feedbackRequests.id, id));
const inbox = () => context.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'zakaz@dostavka.ru'));

describe('captcha challenge', () => {
  test('GET /captcha/challenge serves a signed, uncached ALTCHA challenge', async () => {
    const response = await call(context.app, 'GET', '/api/user/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      parameters: { algorithm: 'SHA-256', expiresAt: expect.any(Number) },
      signature: expect.any(String),
    });
  });
});

describe('POST /feedback/message', () => {
  test('is stored with the phone normalised and mailed to the company inbox', async () => {
    const before = (await inbox()).length;
    const response = await send('message', await message({ phone: '+7 (912) 345-67-89' }));
    expect(response.statusCode).toBe(201);
    const [row] = await stored(response.json().id);
    expect(row).toMatchObject({ kind: 'message', phone: '79123456789', roistat: '12345' });
    const mails = await inbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Сообщение с сайта: +7 (912) 345-67-89');
    expect(mails.at(-1)?.text).toContain('Сколько стоит доставка дивана в Казань?');
  });

  test.each([
    ['leading 8 becomes 7', '8 912 345 67 89', '79123456789'],
    ['leading 9 gets 7', '912 345-67-89', '79123456789'],
    ['already 7', '+7 916 000 11 22', '79160001122'],
  ])('%s: %s is stored as %s', async (_case, phone, expected) => {
    const response = await send('message', await message({ phone }));
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id))[0]?.phone).toBe(expected);
  });

  test.each([
    ['one digit short', '+7 912 345-67-8'],
    ['a foreign number', '+380 44 123 4567'],
    ['no digits', 'позвоните мне'],
  ])('%s (%s) is a 400', async (_case, phone) => {
    const response = await send('message', await message({ phone }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/phone number is not valid/);
  });

  test.each([
    ['garbage', 'not-a-payload'],
    ['base64 of nonsense', Buffer.from('{"challenge":1}').toString('base64')],
  ])('a captcha token that is %s is a 400', async (_case, token) => {
    const response = await send('message', await message({ token }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The captcha was not solved');
  });

  test('a solved captcha is accepted once', async () => {
    const token = await solvedCaptcha(context.app);
    expect((await send('message', await message({ token }))).statusCode).toBe(201);
    const replay = await send('message', await message({ token }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This captcha was already used: solve a new one');
  });

  test('a challenge solved more than 10 minutes ago is refused', async () => {
    const token = await solvedCaptcha(context.app);
    context.clock.advance(10 * 60_000 + 1000);
    const response = await send('message', await message({ token }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The captcha has expired: solve a new one');
  });

  test('a missing field names it', async () => {
    const response = await send('message', {
      idempotencyKey: key(),
      token: 'x',
      phone: '89123456789',
      roistat: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Required parameter message was null or undefined when calling sendMessage',
    );
  });
});

describe('POST /feedback/callback', () => {
  test('is stored and mailed', async () => {
    const { message: _text, ...body } = await message({ phone: '+7 (912) 345-67-89' });
    const response = await send('callback', body);
    expect(response.statusCode).toBe(201);
    const [row] = await stored(response.json().id);
    expect(row).toMatchObject({ kind: 'callback', phone: '79123456789', message: null });
    expect((await inbox()).at(-1)?.subject).toBe('Заказ обратного звонка: +7 (912) 345-67-89');
  });
});

describe('idempotency', () => {
  test('the same key and body answer the first response; one request is stored', async () => {
    const body = await message();
    const first = await send('message', body);
    const again = await send('message', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await context.app.db.select().from(feedbackRequests);
    expect(rows.filter((row) => row.id === first.json().id)).toHaveLength(1);
  });

  test('the same key with another body is a 422', async () => {
    const body = await message();
    await send('message', body);
    const other = await send('message', { ...body, message: 'Другой текст' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different request/);
  });

  test('20 concurrent sends with one key store one request and mail once', async () => {
    const body = await message();
    const before = (await inbox()).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('message', body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect((await inbox()).length).toBe(before + 1);
  });

  test('keys are kept at least 24 hours', async () => {
    const body = await message();
    const first = await send('message', body);
    context.clock.advance(24 * 60 * 60_000 - 60_000);
    const replay = await send('message', body);
    expect(replay.json()).toEqual(first.json());
  });

  test('after 24 hours a key is forgotten (and swept): it can carry a new request', async () => {
    const body = await message();
    await send('message', body);
    context.clock.advance(24 * 60 * 60_000 + 60_000);
    await context.app.sweep();
    const reused = await send('message', {
      ...body,
      message: 'Новый вопрос',
      token: await solvedCaptcha(context.app),
    });
    expect(reused.statusCode).toBe(201);
  });

  test('a failed request releases its key: the retry runs', async () => {
    const body = await message({ phone: '123' });
    expect((await send('message', body)).statusCode).toBe(400);
    const fixed = await send('message', {
      ...body,
      phone: '89123456789',
      token: await solvedCaptcha(context.app),
    });
    expect(fixed.statusCode).toBe(201);
  });
});

describe('limits besides the captcha', () => {
  test('one address: the fourth message within a minute is a 429 with Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await send('message', await message(), '203.0.113.40')).statusCode).toBe(201);
    const refused = await send('message', await message(), '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your address: try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('message', await message(), '203.0.113.41')).statusCode).toBe(201);
    // The address's quota is its own per kind: a callback still goes through.
    const { message: _text, ...callback } = await message();
    expect((await send('callback', callback, '203.0.113.40')).statusCode).toBe(201);
  });

  test('one phone: the fourth callback within an hour is a 429, from whatever address', async () => {
    const callback = async () => {
      const { message: _text, ...body } = await message({ phone: '+7 (999) 111-22-33' });
      return send('callback', body);
    };
    for (let i = 0; i < 3; i += 1) expect((await callback()).statusCode).toBe(201);
    const refused = await callback();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/requests for this phone number/);
    context.clock.advance(61 * 60_000);
    expect((await callback()).statusCode).toBe(201);
  });

  test("requests without a solved captcha do not use up a phone's quota", async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await send('callback', {
        ...(await message({ phone: '+7 (999) 444-55-66' })),
        token: 'forged',
      });
      expect(response.statusCode).toBe(400);
    }
    const { message: _text, ...body } = await message({ phone: '+7 (999) 444-55-66' });
    expect((await send('callback', body)).statusCode).toBe(201);
  });
});
