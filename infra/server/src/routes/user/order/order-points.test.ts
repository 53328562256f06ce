import {
  addCalendarDays,
  COMPANY,
  deliveryMethod,
  formatDate,
  type CreateOrderBody,
  type OrderDetail,
  type PickupPoint,
} from '@dostavka/shared-kernel/domain';
import { pdfText } from '../../../../../e2e/pdf-text';
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
  session = await signIn(context.app, 'points@mail.ru');
}, 60_000);
afterAll(() => stopUserApi(context));

const SPB = '7800000000000';

async function pointsOf(query: string): Promise<PickupPoint[]> {
  return (await call(context.app, 'GET', `/api/content/points?${query}`)).json<{ data: PickupPoint[] }>()
    .data;
}

const create = (body: unknown) =>
  call(context.app, 'POST', '/api/user/order/create', body, session.accessToken);

/** The test order (Saint Petersburg -> Moscow, the own network), handed over at a point in SPb. */
function atPoint(point: PickupPoint, method = point.kind): Promise<CreateOrderBody> {
  return orderBody(context, (body) => {
    body.directions.from = { ...body.directions.from, deliveryMethod: deliveryMethod(method), point };
  });
}

describe('an order with a pick-up point', () => {
  test('stores the carrier’s own record of the point, whatever the client sent beside its id', async () => {
    const [locker] = await pointsOf(`city=${SPB}&provider=dostavka-network&kind=POSTAMAT`);
    const forged = {
      ...locker!,
      name: 'Чужой постамат',
      address: 'нигде',
      locker: { cellCm: { length: 999, width: 999, height: 999 }, maxKg: 999 },
    };
    const response = await create(await atPoint(forged));
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDetail>();
    expect(order.directions.from.point).toEqual(locker);
    const read = await call(
      context.app,
      'GET',
      `/api/user/order/${order.uuid}`,
      undefined,
      session.accessToken,
    );
    expect(read.json<OrderDetail>().directions.from.point).toEqual(locker);
  });

  test('the waybill prints the point, the expected delivery date, the company and the signature lines', async () => {
    const [terminal] = await pointsOf(`city=${SPB}&provider=dostavka-network&kind=WAREHOUSE`);
    const order = (await create(await atPoint(terminal!))).json<OrderDetail>();
    const link = await call(
      context.app,
      'POST',
      '/api/user/order/waybill/create',
      { uuid: order.uuid },
      session.accessToken,
    );
    const pdf = await context.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${terminal!.name}: ${terminal!.address}, ${terminal!.hours}`);
    expect(text).toContain('Откуда: Санкт-Петербург, терминал');
    expect(text).toContain('Куда: Москва, курьер');
    expect(text).toContain('ул. Тверская, 1, офис 5');
    // The test offer plans two days from loading to delivery: the loading date's day plus two.
    expect(text).toContain(`Ожидаемая дата доставки: ${formatDate(addCalendarDays(order.loadingDate, 2))}`);
    expect(text).toContain(`ИНН ${COMPANY.requisites.inn}`);
    expect(text).toContain('Груз сдал (отправитель)');
    expect(text).toContain('Груз получил (получатель)');
  });

  test.each([
    [
      'of another carrier',
      'city=7800000000000&provider=severny-express&kind=WAREHOUSE',
      undefined,
      /another carrier/,
    ],
    [
      'of another city',
      'city=7700000000000&provider=dostavka-network&kind=WAREHOUSE',
      undefined,
      /another city/,
    ],
    [
      'of another kind',
      'city=7800000000000&provider=dostavka-network&kind=POSTAMAT',
      'WAREHOUSE',
      /does not take cargo this way/,
    ],
    [
      'for a courier',
      'city=7800000000000&provider=dostavka-network&kind=WAREHOUSE',
      'COURIER',
      /not handed over at a point/,
    ],
  ] as const)('a point %s is a 400 with a message', async (_case, query, method, message) => {
    const [point] = await pointsOf(query);
    const body = await orderBody(context, (order) => {
      order.directions.from = {
        ...order.directions.from,
        deliveryMethod: deliveryMethod(method ?? point!.kind),
        address: { value: 'ул. Салова, 27', office: '', intercom: '' },
        point: point!,
      };
    });
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('an unknown point is a 400', async () => {
    const [terminal] = await pointsOf(`city=${SPB}&provider=dostavka-network&kind=WAREHOUSE`);
    const response = await create(await atPoint({ ...terminal!, id: 'dostavka-network-nowhere' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/no such pick-up point/);
  });

  test('a quote priced without the point does not back an order at the point', async () => {
    const [terminal] = await pointsOf(`city=${SPB}&provider=dostavka-network&kind=WAREHOUSE`);
    const withoutPoint = await orderBody(context);
    const body = await atPoint(terminal!);
    body.tariff.quote = quoteFor(context, withoutPoint);
    const response = await create(body);
    expect(response.statusCode).toBe(422);
  });
});

describe('a courier address reaches a house', () => {
  test.each(['ул. Тверская', 'Тверская улица', 'ул. 8 Марта'])(
    '“%s” is refused with a message',
    async (value) => {
      const body = await orderBody(context, (order) => {
        order.directions.to.address.value = value;
      });
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/house number/);
    },
  );

  test.each(['ул. Тверская, 1', 'Тверская ул., д. 7к2', 'ул. Ленина 5', 'Невский пр., 28/2'])(
    '“%s” is taken',
    async (value) => {
      const body = await orderBody(context, (order) => {
        order.directions.to.address.value = value;
      });
      expect((await create(body)).statusCode).toBe(201);
    },
  );
});
