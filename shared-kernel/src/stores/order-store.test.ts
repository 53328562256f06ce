import { ApiError } from '@dostavka/shared-kernel/api';
import { PACKAGING_PRESETS, type CreatedOrder } from '@dostavka/shared-kernel/domain';
import { testCity, testOffer } from './test-data';
import { createTestRoot } from './test-support';

/** The store reads only the number of what the server answers. */
const createdOrder = { number: 'A-12345678', uuid: 'o1' } as CreatedOrder;

function filledOrder(passport = false) {
  const setup = createTestRoot();
  const { order, delivery } = setup.root;
  delivery.addCargo(PACKAGING_PRESETS[1]);
  order.setCity('from', testCity('78', 'Санкт-Петербург'));
  order.setCity('to', testCity('77', 'Москва'));
  order.setDeliveryMethod('to', 'COURIER');
  order.setAddress('to', { value: 'Тверская, 1', office: '5' });
  order.contacts.sender.set({ name: 'Иван', phone: '+7 912 000-00-01' });
  order.contacts.recipient.set({ name: 'Пётр', phone: '+7 912 000-00-02' });
  order.contacts.recipient.setPassport({ series: '4010', number: '123456' });
  order.contacts.payer.setEnterprise(true);
  order.contacts.payer.setCompany({ name: 'ООО Ромашка', inn: '7707083893' });
  order.setTariff(testOffer('t1', 2500, passport));
  order.setRoistat('r-1');
  return setup;
}

describe('placing an order', () => {
  it('sends contacts, directions, delivery, tariff, roistat and an idempotency key', async () => {
    const { root, api } = filledOrder(true);
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.create();
    const body = api.user.createOrder.mock.calls[0]![0];
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.contacts.payer).toMatchObject({
      enterprise: true,
      type: 'ContactWithCompany',
      company: { name: 'ООО Ромашка' },
    });
    expect(body.contacts.recipient).toMatchObject({
      type: 'ContactWithPassport',
      passport: { series: '4010' },
    });
    expect(body.directions.to).toMatchObject({
      deliveryMethod: { slug: 'COURIER' },
      address: { value: 'Тверская, 1', office: '5' },
    });
    expect(body.delivery).toEqual(root.delivery.searchPayload);
    expect(body.tariff.uuid).toBe('t1');
    expect(body.roistat).toBe('r-1');
  });

  it('without a passport requirement no contact carries a passport', async () => {
    const { root } = filledOrder(false);
    expect(root.order.body!.contacts.recipient).not.toHaveProperty('passport');
    expect(root.order.body!.contacts.recipient).not.toHaveProperty('type');
  });

  it('announces the order and remembers the sender and recipient for their cities', async () => {
    const { root, api, bus } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    const created: string[] = [];
    bus.on('order:created', ({ number }) => created.push(number));
    await expect(root.order.create()).resolves.toEqual({ number: 'A-12345678', uuid: 'o1' });
    expect(created).toEqual(['A-12345678']);
    expect(root.localStorage.senderContacts.map((c) => c.contact.name)).toEqual(['Иван']);
    expect(root.localStorage.recipientContacts.map((c) => c.contact.name)).toEqual(['Пётр']);
  });

  it.each([
    [
      'the server message',
      new ApiError(422, 'Тариф устарел', '/x', { message: 'Тариф устарел' }),
      'Тариф устарел',
    ],
    ['the failed-order text without one', new ApiError(0, 'offline', '/x'), 't:order.failed_create_order'],
  ])('a failure shows %s', async (_name, error, message) => {
    const { root, api, notifications } = filledOrder();
    api.user.createOrder.mockRejectedValue(error);
    await expect(root.order.create()).resolves.toBeNull();
    expect(notifications).toEqual([{ message, variant: 'error' }]);
    expect(root.order.creating).toBe(false);
  });

  it('a retry of the same order reuses its idempotency key; a changed order gets a new one', async () => {
    const { root, api } = filledOrder();
    api.user.createOrder.mockRejectedValue(new ApiError(0, 'offline', '/x'));
    await root.order.create();
    await root.order.create();
    root.order.setRoistat('another-visit');
    await root.order.create();
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('nothing is sent without a tariff', async () => {
    const { root, api } = createTestRoot();
    await expect(root.order.create()).resolves.toBeNull();
    expect(api.user.createOrder).not.toHaveBeenCalled();
  });
});

describe('order reset', () => {
  it('clears payer, recipient, sender, both directions, delivery, tariff and tariffs', () => {
    const { root } = filledOrder();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('x'));
    root.delivery.setDate('2025-05-01');
    root.order.reset();
    for (const contact of Object.values(root.order.contacts)) {
      expect(contact.data).toEqual({ name: '', comment: '', email: '', phone: '', enterprise: false });
    }
    expect(root.order.directions.from.city).toBeNull();
    expect(root.order.directions.to.deliveryMethod.slug).toBe('NOT_SELECTED');
    expect(root.order.directions.to.address).toEqual({ value: '', office: '', intercom: '' });
    expect(root.delivery.cargos).toEqual([]);
    expect(root.delivery.date).toBe('2025-03-08');
    expect(root.order.tariff).toBeNull();
    expect(root.tariffs.items).toEqual([]);
  });
});
