import { count, eq } from 'drizzle-orm';
import type { CreateOrderBody } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { contactProblems } from '@dostavka/shared-kernel/rules';
import { orders } from '../../../db/schema';
import {
  call,
  orderBody,
  quoteFor,
  signIn,
  startUserApi,
  stopUserApi,
  type Session,
  type UserApiContext,
} from '../../../../test/user-api';

let context: UserApiContext;
let session: Session;
beforeAll(async () => {
  context = await startUserApi();
  session = await signIn(context.app, 'buyer@mail.ru');
}, 60_000);
afterAll(() => stopUserApi(context));

const create = (body: unknown, token = session.accessToken) =>
  call(context.app, 'POST', '/api/user/order/create', body, token);
const ordersOf = async (key: string) => {
  const [row] = await context.app.db.select({ n: count() }).from(orders).where(eq(orders.roistat, key));
  return row?.n ?? 0;
};

describe('POST /order/create', () => {
  test('stores a valid order and returns it with its number, status and timeline', async () => {
    const body = await orderBody(context);
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      uuid: expect.any(String),
      number: expect.stringMatching(/^[A-Z]-\d{8}$/),
      status: 'created',
      total: 2450,
      loadingDate: body.delivery.date,
      timeline: [{ status: 'created', at: expect.any(String) }],
      contacts: body.contacts,
    });
    expect(order.directions.from.city.name).toBe('Санкт-Петербург');
    const read = await call(
      context.app,
      'GET',
      `/api/user/order/${order.uuid}`,
      undefined,
      session.accessToken,
    );
    expect(read.json()).toEqual(order);
  });

  test("an order on a carrier's offer keeps the carrier's tariff code and quote data", async () => {
    const body = await orderBody(context, (b) => {
      b.tariff.company = { name: 'СДЭК', slug: 'cdek' };
      b.tariff.codes = {
        tariff: 'cdek-483',
        provider: 'cdek',
        cdekTariff: 483,
        cdekFrom: '137',
        cdekTo: '44',
      };
    });
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().tariff.codes).toEqual({
      tariff: 'cdek-483',
      provider: 'cdek',
      cdekTariff: 483,
      cdekFrom: '137',
      cdekTo: '44',
    });
  });

  test('needs the bearer token', async () => {
    expect((await create(await orderBody(context), '')).statusCode).toBe(401);
  });

  test('a company contact with a valid INN and KPP, and an individual entrepreneur without KPP', async () => {
    const body = await orderBody(context, (b) => {
      b.contacts.payer = {
        ...b.contacts.payer,
        enterprise: true,
        type: 'ContactWithCompany',
        company: { name: 'ПАО Сбербанк', inn: '7707083893', kpp: '773601001' },
      };
      b.contacts.sender = {
        ...b.contacts.sender,
        enterprise: true,
        type: 'ContactWithCompany',
        company: { name: 'ИП Петров', inn: '500100732259', kpp: '' },
      };
    });
    expect((await create(body)).statusCode).toBe(201);
  });

  test('a tariff that needs passports takes ContactWithPassport contacts', async () => {
    const passport = { series: '40 12', number: '345678', date: '2015-04-20' };
    const body = await orderBody(context, (b) => {
      b.tariff.required.passport = true;
      for (const role of ['payer', 'sender', 'recipient'] as const) {
        b.contacts[role] = { ...b.contacts[role], type: 'ContactWithPassport', passport };
      }
    });
    expect((await create(body)).statusCode).toBe(201);
  });

  const passportOrder =
    (passport: { series: string; number: string; date: string }) => (b: CreateOrderBody) => {
      b.tariff.required.passport = true;
      for (const role of ['payer', 'sender', 'recipient'] as const) {
        b.contacts[role] = { ...b.contacts[role], type: 'ContactWithPassport', passport };
      }
    };
  const company = (inn: string, kpp: string) => (b: CreateOrderBody) => {
    b.contacts.payer = {
      ...b.contacts.payer,
      enterprise: true,
      type: 'ContactWithCompany',
      company: { name: 'ООО Ромашка', inn, kpp },
    };
  };
  test.each<[string, (b: CreateOrderBody) => void, RegExp]>([
    [
      'a bad phone',
      (b) => void (b.contacts.recipient.phone = '12345'),
      /Recipient phone: Enter the number as \+7/,
    ],
    ['a bad e-mail', (b) => void (b.contacts.sender.email = 'ivan@'), /Sender e-mail: Enter a valid e-mail/],
    [
      'a sender e-mail of spaces',
      (b) => void (b.contacts.sender.email = ' '),
      /Sender e-mail: Enter a valid e-mail/,
    ],
    [
      'a name sent as true',
      (b) => void ((b.contacts.sender as { name: unknown }).name = true),
      /^The request is not valid: contacts\.sender\.name must be text, not a boolean$/,
    ],
    [
      'a name sent as a number',
      (b) => void ((b.contacts.recipient as { name: unknown }).name = 12345),
      /^The request is not valid: contacts\.recipient\.name must be text, not a number$/,
    ],
    ['no payer e-mail', (b) => void (b.contacts.payer.email = ''), /Payer e-mail: This field is required/],
    ['no name', (b) => void (b.contacts.sender.name = '  '), /Sender name: This field is required/],
    ['an INN with a wrong checksum', company('7707083894', '773601001'), /Payer INN: Invalid INN/],
    ['an INN of 11 digits', company('77070838931', '773601001'), /Payer INN: Invalid INN/],
    ['a company without KPP', company('7707083893', ''), /Payer KPP: This field is required/],
    ['a KPP of 8 digits', company('7707083893', '77360100'), /Payer KPP: KPP has 9 characters/],
    ['an entrepreneur with a KPP', company('500100732259', '773601001'), /has no KPP/],
    [
      'a company contact not marked',
      (b) => {
        company('7707083893', '773601001')(b);
        delete b.contacts.payer.type;
      },
      /marked ContactWithCompany/,
    ],
    [
      'a passport tariff without passports',
      (b) => void (b.tariff.required.passport = true),
      /needs passport details/,
    ],
    [
      'a passport series of 3 digits',
      passportOrder({ series: '401', number: '345678', date: '2015-04-20' }),
      /series/,
    ],
    [
      'a passport number of 5 digits',
      passportOrder({ series: '4012', number: '34567', date: '2015-04-20' }),
      /number/,
    ],
    [
      'a passport issued before 1970',
      passportOrder({ series: '4012', number: '345678', date: '1969-12-31' }),
      /issue date/,
    ],
    [
      'a passport issued in the future',
      passportOrder({ series: '4012', number: '345678', date: '2999-01-01' }),
      /issue date/,
    ],
    ['no origin city', (b) => void (b.directions.from.city = null), /From city: This field is required/],
    [
      'an unknown city',
      (b) => void (b.directions.to.city = { ...b.directions.to.city!, code: '0000000000000' }),
      /To: the city is not one we deliver to/,
    ],
    [
      'no delivery method',
      (b) => void (b.directions.from.deliveryMethod = { key: 'x', slug: 'NOT_SELECTED', disabled: true }),
      /From hand-over: This field is required/,
    ],
    [
      'a courier without address',
      (b) => void (b.directions.to.address.value = ''),
      /To address: This field is required/,
    ],
    [
      'a cargo wider than 244 cm',
      (b) => void (b.delivery.dimensions.cargos[0]!.width = 245),
      /Cargo 1: A place is at most 244 cm wide/,
    ],
    [
      'a cargo longer than 620 cm',
      (b) => void (b.delivery.dimensions.cargos[0]!.length = 621),
      /at most 620 cm long/,
    ],
    [
      'a cargo heavier than 10 t',
      (b) => void (b.delivery.dimensions.cargos[0]!.weight = 10_000_001),
      /Cargo 1: A place weighs at most 10000 kg/,
    ],
    ['1001 pieces', (b) => void (b.delivery.dimensions.cargos[0]!.quantity = 1001), /At most 1000 places/],
    ['no cargo', (b) => void (b.delivery.dimensions.cargos = []), /at least one cargo/],
    [
      'a loading date in the past',
      (b) => void (b.delivery.date = '2020-01-01'),
      /Delivery: The loading date has passed/,
    ],
  ])('%s is a 400 with a message the form can show', async (_case, change, message) => {
    const response = await create(await orderBody(context, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('the server refuses by the form’s own rule, in the words of its message', async () => {
    const body = await orderBody(context, (b) => void (b.contacts.sender.phone = '+7 912 345'));
    const rules = { emailRequired: false, passportRequired: false, now: new Date() };
    const key = contactProblems(body.contacts.sender, rules).phone;
    expect(key).toBe('validation.phone');
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Sender phone: ${ruleMessages('en')(key!)}`);
  });

  test('several problems come in one message', async () => {
    const body = await orderBody(context, (b) => {
      b.contacts.payer.phone = '1';
      b.contacts.sender.phone = '2';
      b.contacts.recipient.phone = '3';
      b.contacts.payer.email = 'x';
    });
    const message: string = (await create(body)).json().message;
    expect(message.split('; ')).toHaveLength(3);
    expect(message).toMatch(/\(and 1 more\)$/);
  });
});

describe('the tariff quote', () => {
  test.each<[string, (b: CreateOrderBody) => void, RegExp]>([
    ['missing', (b) => void (b.tariff.quote = ''), /no price quote/],
    ['forged', (b) => void (b.tariff.quote = 'abc.def'), /not valid/],
    [
      'for a changed total',
      (b) => {
        b.tariff.quote = quoteFor(context, b);
        b.tariff.total = 100;
      },
      /price does not match/,
    ],
    [
      'for changed cargo',
      (b) => {
        b.tariff.quote = quoteFor(context, b);
        b.delivery.dimensions.cargos[0]!.weight += 1000;
      },
      /cargo or route changed/,
    ],
    [
      'for a changed route',
      (b) => {
        b.tariff.quote = quoteFor(context, b);
        b.directions.to.deliveryMethod = { key: 'w', slug: 'WAREHOUSE', disabled: false };
      },
      /cargo or route changed/,
    ],
    [
      'of another carrier',
      (b) => {
        b.tariff.quote = quoteFor(context, b);
        b.tariff.company.slug = 'other-carrier';
      },
      /another carrier/,
    ],
  ])('%s is a 422', async (_case, change, message) => {
    const response = await create(await orderBody(context, change));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(message);
  });

  test('expired after 30 minutes is a 422', async () => {
    const body = await orderBody(context);
    context.clock.advance(30 * 60_000 + 1000);
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/expired/);
  });
});

describe('idempotency of order creation', () => {
  test('50 concurrent submissions with one key create exactly one order', async () => {
    const body = await orderBody(context, (b) => void (b.roistat = 'fifty'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().uuid)).size).toBe(1);
    expect(await ordersOf('fifty')).toBe(1);
    const replay = await create(body);
    expect(replay.statusCode).toBe(201);
    expect(await ordersOf('fifty')).toBe(1);
  });

  test('the same key with another body is a 422', async () => {
    const body = await orderBody(context);
    expect((await create(body)).statusCode).toBe(201);
    const other = await create({ ...body, roistat: 'changed' });
    expect(other.statusCode).toBe(422);
  });

  test('keys of different users never meet', async () => {
    const other = await signIn(context.app, 'other.buyer@mail.ru');
    const body = await orderBody(context, (b) => void (b.roistat = 'two-users'), 'shared-key');
    const mine = await create(body);
    // The same search and key, with a quote of their own (a quote backs one order).
    const theirs = await create(
      { ...body, tariff: { ...body.tariff, quote: quoteFor(context, body) } },
      other.accessToken,
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().uuid).not.toBe(theirs.json().uuid);
  });
});
