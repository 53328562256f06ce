/**
 * The server owns an order's facts: the carrier, tariff, price lines, passport requirement and
 * dates are the signed offer's, the weights the server's own sums; a quote backs one order; the
 * loading date moves only within the priced window.
 */
import type { CreateOrderBody, TariffOffer } from '@dostavka/shared-kernel/domain';
import { addCalendarDays } from '@dostavka/shared-kernel/domain';
import { offerFactsV1 } from '../../../plugins/app/quotes';
import {
  call,
  offer,
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
  // A busy machine must not leave the carriers out of the searches.
  context = await startUserApi({ TARIFF_PROVIDER_TIMEOUT_MS: '30000' });
  session = await signIn(context.app, 'facts@mail.ru');
}, 120_000);
afterAll(() => stopUserApi(context));

const create = (body: unknown) =>
  call(context.app, 'POST', '/api/user/order/create', body, session.accessToken);
const PASSPORT = { series: '4512', number: '123456', date: '2015-04-20' };

/** The engine's own offer for the order's search (numeric codes, real price lines), without passports. */
async function realOffer(body: CreateOrderBody): Promise<TariffOffer> {
  // Terminal to terminal: every consolidated carrier serves it.
  body.directions.to = { ...body.directions.to, deliveryMethod: body.directions.from.deliveryMethod };
  body.directions.to.address = { value: '', office: '', intercom: '' };
  const response = await call(context.app, 'POST', '/api/calculator/consolidated', {
    directions: body.directions,
    delivery: body.delivery,
  });
  const found = response.json<TariffOffer[]>().find((o) => !o.required.passport);
  if (!found) throw new Error(`no offer: ${response.body}`);
  return found;
}

describe('the order repeats the signed offer or is refused', () => {
  test("the engine's own offer places an order", async () => {
    const body = await orderBody(context);
    body.tariff = await realOffer(body);
    const response = await create(body);
    expect(response.json()).toMatchObject({ uuid: expect.any(String) });
    expect(response.json().tariff.codes).toEqual(body.tariff.codes);
  });

  test.each<[string, (body: CreateOrderBody) => void]>([
    [
      'a passport requirement switched off',
      (body) => {
        body.tariff.required.passport = false;
        for (const role of ['payer', 'sender', 'recipient'] as const) {
          delete body.contacts[role].passport;
          delete body.contacts[role].type;
        }
      },
    ],
    ['a fake price line', (body) => void body.tariff.prices.push({ name: 'СКИДКА 99 %', value: 0 })],
    ['a renamed price line', (body) => void (body.tariff.prices[0]!.name = 'Подарок')],
    ['a fake carrier name', (body) => void (body.tariff.company.name = 'Рога и копыта')],
    ['another tariff name', (body) => void (body.tariff.name = 'Экспресс за 1 час')],
    ['other planned dates', (body) => void (body.tariff.dates.plannedDateShipmentCargo.date = '2030-01-02')],
  ])('%s: 422', async (_what, tamper) => {
    const body = await orderBody(context, (b) => {
      b.tariff = offer(2450, true);
      for (const role of ['payer', 'sender', 'recipient'] as const)
        b.contacts[role] = { ...b.contacts[role], type: 'ContactWithPassport', passport: PASSPORT };
    });
    tamper(body);
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/differ from the calculated offer/);
  });

  // The engine's own offer (its carrier's texts shared by its offers, which the facts name by an
  // id) with one field of each kind changed in the order's copy.
  test.each<[string, (tariff: CreateOrderBody['tariff']) => void]>([
    ['another description', (t) => void (t.description += ' Скидка.')],
    ['another logo', (t) => void (t.photo.url = '/media/carriers/other.svg')],
    ["another carrier's slug kept in the codes", (t) => void (t.codes.provider = 'other')],
    ['a renamed document', (t) => void (t.documents[0]!.name = 'Договор дарения')],
    ['a document left out', (t) => void t.documents.pop()],
    ['another route', (t) => void (t.metadata.path[0]!.to = 'Тверь')],
    ['another term', (t) => void (t.dates.plannedDateShipmentCargo.text = '1 день')],
    ['another tariff code', (t) => void (t.codes.tariff = 'express')],
    ['a preliminary price made final', (t) => void (t.preliminarily = !t.preliminarily)],
  ])("the engine's offer with %s: 422", async (_what, tamper) => {
    const body = await orderBody(context);
    body.tariff = await realOffer(body);
    expect(body.tariff.documents.length).toBeGreaterThan(0);
    tamper(body.tariff);
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/differ from the calculated offer/);
  });

  test('a quote issued with the facts of before 29.11.2026 still backs its offer, and only it', async () => {
    const body = await orderBody(context);
    body.tariff.quote = quoteFor(context, body, body.tariff.total, { facts: offerFactsV1(body.tariff) });
    const tampered = structuredClone(body);
    tampered.tariff.name = 'Экспресс за 1 час';
    const refused = await create(tampered);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/differ from the calculated offer/);
    const placed = await create(body);
    expect(placed.statusCode).toBe(201);
  });

  test("the offer's id and the quote's expiry are the engine's; another offer's id is a 422", async () => {
    const body = await orderBody(context);
    const engine = await realOffer(body);
    body.tariff = { ...engine, uuid: '00000000-0000-4000-8000-000000000000' };
    const forged = await create(body);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toMatch(/another offer/);
    body.tariff = { ...engine, expiresAt: 'garbage' };
    const placed = await create(body);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().tariff).toMatchObject({ uuid: engine.uuid, expiresAt: engine.expiresAt });
  });

  test('the expiry sent as "garbage" is stored as the quote\'s, and the order views show that', async () => {
    const body = await orderBody(context);
    body.tariff.expiresAt = 'garbage';
    const placed = await create(body);
    expect(placed.statusCode).toBe(201);
    const { expiresAt } = placed.json().tariff;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(context.clock.now().getTime());
    const read = await call(
      context.app,
      'GET',
      `/api/user/order/${placed.json().uuid}`,
      undefined,
      session.accessToken,
    );
    expect(read.json().tariff.expiresAt).toBe(expiresAt);
  });

  test('a hand-over method is stored as the server knows it: its slug decides, not the label or state sent', async () => {
    const body = await orderBody(context);
    body.directions.from.deliveryMethod = {
      key: 'deliveryMethod.COURIER',
      slug: 'WAREHOUSE',
      disabled: true,
    };
    const placed = await create(body);
    expect(placed.statusCode).toBe(201);
    const read = await call(
      context.app,
      'GET',
      `/api/user/order/${placed.json().uuid}`,
      undefined,
      session.accessToken,
    );
    for (const order of [placed.json(), read.json()]) {
      expect(order.directions.from.deliveryMethod).toEqual({
        key: 'deliveryMethod.WAREHOUSE',
        slug: 'WAREHOUSE',
        disabled: false,
      });
    }
  });

  test('weights are the server’s sums of the priced cargo, not the body’s', async () => {
    const body = await orderBody(context);
    body.delivery.dimensions.commonWeight = 1;
    body.delivery.dimensions.commonVolumeWeight = 0;
    body.delivery.dimensions.cargos[0]!.volume = 0.000001;
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const { dimensions } = response.json<{ delivery: CreateOrderBody['delivery'] }>().delivery;
    expect(dimensions.commonWeight).toBe(24_000);
    expect(dimensions.cargos[0]!.volume).toBeCloseTo(0.12);
    expect(dimensions.commonVolumeWeight).toBeCloseTo(48);
  });

  test('codes are an allow-list: unknown ones are not stored, long ones are a 400', async () => {
    const body = await orderBody(context);
    body.tariff = await realOffer(body);
    (body.tariff.codes as Record<string, string>).junk = 'x'.repeat(100);
    const response = await create(body);
    expect(response.json()).toMatchObject({ uuid: expect.any(String) });
    expect(JSON.stringify(response.json().tariff.codes)).not.toContain('junk');
    (body.tariff.codes as Record<string, string>).junk = 'x'.repeat(200_000);
    expect((await create({ ...body, idempotencyKey: 'junk-2' })).statusCode).toBe(400);
  });
});

describe('a quote backs one order', () => {
  test('a second order with the same quote is a 409; the same key again replays the first answer', async () => {
    const body = await orderBody(context);
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    const replay = await create(body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().uuid).toBe(first.json().uuid);
    const again = await create({ ...body, idempotencyKey: `${body.idempotencyKey}-2` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`already backs order ${first.json().number}`);
  });
});

describe('the loading date moves within the priced window only', () => {
  test('7 days past the priced date: accepted; later: 409 with the last date', async () => {
    const body = await orderBody(context);
    const created = await create(body);
    expect(created.json()).toMatchObject({ uuid: expect.any(String) });
    const order = created.json<{ uuid: string }>();
    const change = (date: string) =>
      call(
        context.app,
        'POST',
        '/api/user/order/change/dates',
        { uuid: order.uuid, date },
        session.accessToken,
      );
    const latest = addCalendarDays(body.delivery.date, 7);
    expect((await change(latest)).json()).toMatchObject({ loadingDate: latest });
    const refused = await change(addCalendarDays(body.delivery.date, 400));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The price holds for loading until ${latest}: for a later date calculate the delivery again and place a new order`,
    );
  });
});
