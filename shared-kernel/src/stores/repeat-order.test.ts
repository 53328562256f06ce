import {
  readCalculatorQuery,
  repeatOrderHref,
  repeatOrderState,
  vehicleOfOrder,
  type DedicatedOption,
} from '@dostavka/shared-kernel/domain';
import { testOffer, testOrder } from './test-data';
import { createTestRoot, memoryStorage } from './test-support';

const vehicle = (objectId: string, weight: number, length: number): DedicatedOption => ({
  uuid: objectId,
  objectId,
  name: objectId,
  icon: 'gazelle',
  size: { length, width: 200, height: 200 },
  volume: length * 200 * 200,
  weight,
  types: [{ name: 'Тент', loads: ['Задняя', 'Задняя/боковая/верхняя'], additional: ['Гидроборт'] }],
});

describe('repeating an order: the calculator address', () => {
  it('holds the route, hand-overs, places (cm, kg), declared value and description, but no date or price', () => {
    const order = testOrder();
    order.delivery.description = 'Книги';
    const href = repeatOrderHref(order);
    expect(href.startsWith('/calculator/?')).toBe(true);
    const query = Object.fromEntries(new URLSearchParams(href.split('?')[1]));
    expect(query).toEqual({
      from: 'sankt-peterburg',
      to: 'moskva',
      fromMethod: 'WAREHOUSE',
      toMethod: 'WAREHOUSE',
      cargo: 'custom,50,40,30,cm,12,kg,1,1,1',
      declared: '3000',
      desc: 'Книги',
    });
    // The calculator reads it back as the same shipment.
    expect(readCalculatorQuery(query)).toMatchObject({
      from: 'sankt-peterburg',
      cargos: [{ slug: 'custom', weight: { value: 12, unit: 'kg' }, quantity: 1, rotate: true, stack: true }],
    });
  });

  it('an order by weight and volume alone repeats in weight-only mode', () => {
    const order = testOrder();
    order.delivery.dimensions = {
      cargos: [],
      totals: { weight: 250_500, volume: 1.5, quantity: 3 },
      commonWeight: 250_500,
      commonVolumeWeight: 300,
    };
    expect(repeatOrderState(order).totals).toEqual({ weightKg: 250.5, volumeM3: 1.5, quantity: 3 });
    expect(repeatOrderHref(order)).toContain('weight=250.5&volume=1.5&pieces=3');
  });

  it('a dedicated order finds its vehicle by capacity and sizes and keeps body, loading and extras', () => {
    const order = testOrder();
    order.delivery = {
      ...order.delivery,
      type: { slug: 'dedicated' },
      isDedicated: true,
      dimensions: {
        cargos: [],
        commonWeight: 0,
        commonVolumeWeight: 0,
        car: {
          length: 600,
          width: 200,
          height: 200,
          weight: 5,
          type: 'Тент',
          load: 'Задняя/боковая/верхняя',
          additional: 'Гидроборт',
        },
      },
    };
    const vehicles = [vehicle('gazelle', 1.5, 300), vehicle('five', 5, 500), vehicle('five-long', 5, 600)];
    expect(vehicleOfOrder(order, vehicles)?.objectId).toBe('five-long');
    const state = repeatOrderState(order, vehicles);
    expect(state.type).toBe('dedicated');
    expect(state.vehicle).toEqual({
      car: 'five-long',
      body: 'Тент',
      load: ['Задняя/боковая/верхняя'],
      additional: ['Гидроборт'],
    });
    expect(state.cargos).toBeUndefined();
  });
});

describe('OrderStore.repeat', () => {
  it('starts a new order: route in the shipment, parties in the draft, no offer, no point', async () => {
    const { root } = createTestRoot({ storage: memoryStorage().storage });
    root.order.setTariff({ ...testOffer('old', 9999), quote: 'q', expiresAt: '2030-01-01T00:00:00Z' });
    const order = testOrder();
    order.directions.to = {
      ...order.directions.to,
      deliveryMethod: { key: 'deliveryMethod.COURIER', slug: 'COURIER', disabled: false },
      address: { value: 'ул. Тверская, д. 7', office: '12', intercom: '' },
    };
    const href = await root.order.repeat(order);
    expect(href).toContain('toMethod=COURIER');
    expect(root.shipment.tariff).toBeNull();
    expect(root.shipment.directions.from.city?.slug).toBe('sankt-peterburg');
    expect(root.shipment.directions.to.address.value).toBe('ул. Тверская, д. 7');
    expect(root.shipment.directions.to.point ?? null).toBeNull();
    const { values } = root.order.draft.load();
    expect(values.sender.company?.inn).toBe('7707083893');
    expect(values.recipient.name).toBe('Пётр Иванов');
    // The payer had an e-mail of their own: a payer entry, not "the sender pays".
    expect(values.payerSource).toBe('other');
    expect(values.payer.email).toBe('ivan@mail.ru');
  });

  it('when the sender paid, the form says so in one click again', async () => {
    const { root } = createTestRoot({ storage: memoryStorage().storage });
    const order = testOrder();
    order.contacts.payer = { ...order.contacts.sender };
    await root.order.repeat(order);
    const { values } = root.order.draft.load();
    expect(values.payerSource).toBe('sender');
    expect(values.payer.name).toBe('');
  });
});
