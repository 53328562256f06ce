import { ApiError } from '@dostavka/shared-kernel/api';
import {
  emptyContact,
  PACKAGING_PRESETS,
  type CreatedOrder,
  type TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { testCity, testOffer, testOrder } from './test-data';
import { createTestRoot, memoryStorage, NOW } from './test-support';

/** The store reads only the number of what the server answers. */
const createdOrder = testOrder({ number: 'A-12345678' });

type Root = ReturnType<typeof createTestRoot>['root'];

/** A quote as the server sends it with an offer: the signed token and when it expires. */
const quoteUntil = (date: Date) => ({ quote: 'signed.quote', expiresAt: date.toISOString() });

function offer(total = 2500, passport = false, patch: Partial<TariffOffer> = {}): TariffOffer {
  return {
    ...testOffer('t1', total, passport),
    codes: { tariff: 'standard', provider: 'carrier' },
    ...quoteUntil(new Date(NOW.getTime() + 20 * 60_000)),
    ...patch,
  };
}

function fill(root: Root, passport = false) {
  const { order, delivery } = root;
  delivery.addCargo(PACKAGING_PRESETS[1]);
  order.setCity('from', testCity('78', 'Санкт-Петербург'));
  order.setCity('to', testCity('77', 'Москва'));
  order.setDeliveryMethod('from', 'WAREHOUSE');
  order.setDeliveryMethod('to', 'COURIER');
  order.setAddress('to', { value: 'Тверская, 1', office: '5' });
  order.contacts.sender.set({ name: 'Иван', phone: '+7 912 000-00-01', email: 'ivan@mail.ru' });
  order.contacts.sender.setEnterprise(true);
  order.contacts.sender.setCompany({ name: 'ООО Ромашка', inn: '7707083893', kpp: '773601001' });
  order.contacts.recipient.set({ name: 'Пётр', phone: '+7 912 000-00-02' });
  if (passport) {
    order.contacts.recipient.setPassport({ series: '4010', number: '123456', date: '2015-04-20' });
  }
  order.setTariff(offer(2500, passport));
  order.setRoistat('r-1');
}

function filledOrder(passport = false, options: Parameters<typeof createTestRoot>[0] = {}) {
  const setup = createTestRoot(options);
  fill(setup.root, passport);
  setup.root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
  return setup;
}

describe('the order body', () => {
  it('sends contacts, directions, delivery, tariff, roistat and an idempotency key', async () => {
    const { root, api } = filledOrder(true);
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit();
    const body = api.user.createOrder.mock.calls[0]![0];
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.contacts.sender).toMatchObject({
      enterprise: true,
      type: 'ContactWithCompany',
      company: { name: 'ООО Ромашка', inn: '7707083893' },
    });
    expect(body.contacts.recipient).toMatchObject({
      type: 'ContactWithPassport',
      passport: { series: '4010' },
    });
    expect(body.directions.to).toMatchObject({
      deliveryMethod: { slug: 'COURIER' },
      address: { value: 'Тверская, 1', office: '5' },
    });
    expect(body.delivery.dimensions.cargos).toHaveLength(1);
    expect(body.tariff.uuid).toBe('t1');
    expect(body.roistat).toBe('r-1');
    expect(body).not.toHaveProperty('isInternal');
    expect(body).not.toHaveProperty('customerEmail');
  });

  it('without a passport requirement no contact carries a passport', () => {
    const { root } = filledOrder(false);
    root.order.contacts.recipient.setPassport({ series: '4010' });
    expect(root.order.body!.contacts.recipient).not.toHaveProperty('passport');
    expect(root.order.body!.contacts.recipient).not.toHaveProperty('type');
  });

  it('is null while no tariff is chosen', () => {
    expect(createTestRoot().root.order.body).toBeNull();
  });
});

describe('the payer', () => {
  it('is the sender by default, so nobody types it twice', () => {
    const { root } = filledOrder();
    expect(root.order.body!.contacts.payer).toEqual(root.order.body!.contacts.sender);
  });

  it('becomes the recipient in one click', () => {
    const { root } = filledOrder();
    root.order.setPayerSource('recipient');
    expect(root.order.body!.contacts.payer).toEqual(root.order.body!.contacts.recipient);
  });

  it('or a person of its own', () => {
    const { root } = filledOrder();
    root.order.setPayerSource('other');
    root.order.contacts.payer.set({ name: 'Ольга', phone: '+79120000003', email: 'olga@mail.ru' });
    expect(root.order.body!.contacts.payer).toMatchObject({ name: 'Ольга', email: 'olga@mail.ru' });
  });
});

describe('contacts', () => {
  it('enabling enterprise creates an empty company; disabling removes it', () => {
    const { root } = createTestRoot();
    const sender = root.order.contacts.sender;
    sender.setEnterprise(true);
    expect(sender.data.company).toEqual({ name: '', inn: '', kpp: '' });
    sender.setEnterprise(false);
    expect(sender.data).not.toHaveProperty('company');
  });

  it('passport data can be reset', () => {
    const { root } = createTestRoot();
    const recipient = root.order.contacts.recipient;
    recipient.setPassport({ series: '4010', number: '123456' });
    recipient.resetPassport();
    expect(recipient.data).not.toHaveProperty('passport');
  });
});

describe('placing an order', () => {
  it('announces the order, clears the draft and remembers the sender and recipient for their cities', async () => {
    const { root, api, bus } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    const created: string[] = [];
    bus.on('order:created', ({ number }) => created.push(number));
    const spb = root.order.directions.from.city!;
    const msk = root.order.directions.to.city!;
    await expect(root.order.submit()).resolves.toEqual(createdOrder);
    expect(created).toEqual(['A-12345678']);
    expect(root.order.created).toEqual(createdOrder);
    expect(root.order.tariff).toBeNull();
    expect(root.order.contacts.sender.name).toBe('');
    root.order.setCity('from', spb);
    root.order.setCity('to', msk);
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
  ])('a failure shows %s and keeps the draft', async (_name, error, message) => {
    const { root, api, notifications } = filledOrder();
    api.user.createOrder.mockRejectedValue(error);
    await expect(root.order.submit()).resolves.toBeNull();
    expect(notifications).toEqual([{ message, variant: 'error' }]);
    expect(root.order.creating).toBe(false);
    expect(root.order.contacts.sender.name).toBe('Иван');
  });

  it('a double click sends one order', async () => {
    const { root, api } = filledOrder();
    let answer: (order: CreatedOrder) => void = () => undefined;
    api.user.createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = root.order.submit();
    const second = root.order.submit();
    await expect(second).resolves.toBeNull();
    answer(createdOrder);
    await expect(first).resolves.toEqual(createdOrder);
    expect(api.user.createOrder).toHaveBeenCalledTimes(1);
  });

  it('a retry of the same order reuses its idempotency key; a changed order gets a new one', async () => {
    const { root, api } = filledOrder();
    api.user.createOrder.mockRejectedValue(new ApiError(0, 'offline', '/x'));
    await root.order.submit();
    await root.order.submit();
    root.order.setRoistat('another-visit');
    await root.order.submit();
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the key of an unanswered attempt survives a reload', async () => {
    const { storage } = memoryStorage();
    const first = filledOrder(false, { storage });
    first.api.user.createOrder.mockRejectedValue(new ApiError(0, 'offline', '/x'));
    await first.root.order.submit();
    first.root.dispose();
    const second = createTestRoot({ storage });
    second.root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    // The shell reads the ad-tracking visit from its cookie again on every page.
    second.root.order.setRoistat('r-1');
    second.api.user.createOrder.mockResolvedValue(createdOrder);
    await second.root.order.submit();
    expect(second.api.user.createOrder.mock.calls[0]![0].idempotencyKey).toBe(
      first.api.user.createOrder.mock.calls[0]![0].idempotencyKey,
    );
  });
});

describe('signing in at submit', () => {
  it('a guest gets the sign-in modal; the order goes on once signed in, with everything typed', async () => {
    const { root, api } = createTestRoot();
    fill(root);
    api.user.createOrder.mockResolvedValue(createdOrder);
    api.user.getProfile.mockResolvedValue({
      user: { uuid: 'u1', email: 'ivan@mail.ru', role: { slug: 'USER', level: 1 } },
    });
    const placed = root.order.submit();
    expect(root.modals.isShown('auth')).toBe(true);
    expect(api.user.createOrder).not.toHaveBeenCalled();
    await root.auth.login({ accessToken: 'a', refreshToken: 'r' });
    await expect(placed).resolves.toEqual(createdOrder);
    expect(api.user.createOrder.mock.calls[0]![0].contacts.sender.name).toBe('Иван');
  });

  it('closing the modal without signing in sends nothing and keeps the draft', async () => {
    const { root, api } = createTestRoot();
    fill(root);
    const placed = root.order.submit();
    root.modals.hide('auth');
    await expect(placed).resolves.toBeNull();
    expect(api.user.createOrder).not.toHaveBeenCalled();
    expect(root.order.creating).toBe(false);
    expect(root.order.contacts.recipient.name).toBe('Пётр');
  });
});

describe('the draft is kept in the browser', () => {
  it('a new page (reload, closed tab) gets contacts, directions, tariff and delivery back', () => {
    const { storage, data } = memoryStorage();
    const first = filledOrder(true, { storage });
    first.root.order.setPayerSource('recipient');
    first.root.delivery.setDescription('Книги');
    first.root.dispose();
    expect(data.has('dostavka:order')).toBe(true);

    const { order, delivery } = createTestRoot({ storage }).root;
    expect(order.contacts.sender.data).toMatchObject({
      name: 'Иван',
      enterprise: true,
      company: { inn: '7707083893', kpp: '773601001' },
    });
    expect(order.contacts.recipient.data.passport).toEqual({
      series: '4010',
      number: '123456',
      date: '2015-04-20',
    });
    expect(order.payerSource).toBe('recipient');
    expect(order.directions.to).toMatchObject({
      city: { name: 'Москва' },
      deliveryMethod: { slug: 'COURIER' },
      address: { value: 'Тверская, 1', office: '5' },
    });
    expect(order.tariff?.uuid).toBe('t1');
    expect(delivery.description).toBe('Книги');
    expect(delivery.cargos).toHaveLength(1);
  });

  it('a loading date already past comes back as tomorrow', () => {
    const { storage } = memoryStorage();
    const first = createTestRoot({ storage });
    first.root.delivery.setDate('2025-03-01');
    first.root.dispose();
    expect(createTestRoot({ storage }).root.delivery.date).toBe('2025-03-08');
  });

  it('a reset or a placed order leaves nothing to restore', async () => {
    const { storage } = memoryStorage();
    const first = filledOrder(false, { storage });
    first.api.user.createOrder.mockResolvedValue(createdOrder);
    await first.root.order.submit();
    first.root.dispose();
    const { order } = createTestRoot({ storage }).root;
    expect(order.tariff).toBeNull();
    expect(order.contacts.sender.data).toEqual(emptyContact());
  });

  it.each([
    ['broken JSON', '{'],
    ['a list', '[]'],
    [
      'fields of the wrong type',
      JSON.stringify({ contacts: { sender: { name: 5, enterprise: 'yes' } }, tariff: { uuid: 1 } }),
    ],
  ])('%s is ignored', (_name, stored) => {
    const { storage } = memoryStorage({ 'dostavka:order': stored });
    const { order } = createTestRoot({ storage }).root;
    expect(order.contacts.sender.data).toEqual(emptyContact());
    expect(order.tariff).toBeNull();
  });
});

describe('pricing the offer again', () => {
  it('a changed hand-over prices the same offer again', async () => {
    const { root, api } = filledOrder();
    api.calculator.consolidated.mockResolvedValue([
      offer(900, false, { codes: { tariff: 'economy', provider: 'carrier' } }),
      offer(3100, false, { uuid: 't2' }),
    ]);
    await root.order.chooseDeliveryMethod('from', 'COURIER');
    const search = api.calculator.consolidated.mock.calls[0]![0];
    expect(search.directions.from.deliveryMethod.slug).toBe('COURIER');
    expect(root.order.tariff).toMatchObject({ uuid: 't2', total: 3100 });
  });

  it('an offer no longer given is dropped with a warning', async () => {
    const { root, api, notifications } = filledOrder();
    api.calculator.consolidated.mockResolvedValue([]);
    await root.order.chooseDeliveryMethod('to', 'WAREHOUSE');
    expect(root.order.tariff).toBeNull();
    expect(notifications).toEqual([{ message: 't:order.offer_gone', variant: 'warning' }]);
  });

  it('a quote about to expire is renewed before sending; the same price goes on', async () => {
    const { root, api } = filledOrder();
    root.order.setTariff(offer(2500, false, quoteUntil(NOW)));
    const renewed = offer(2500, false, { uuid: 'fresh' });
    api.calculator.consolidated.mockResolvedValue([renewed]);
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit();
    expect(api.user.createOrder.mock.calls[0]![0].tariff.uuid).toBe('fresh');
  });

  it('a new price stops the order so the visitor sees it first', async () => {
    const { root, api, notifications } = filledOrder();
    root.order.setTariff(offer(2500, false, quoteUntil(NOW)));
    api.calculator.consolidated.mockResolvedValue([offer(2700)]);
    await expect(root.order.submit()).resolves.toBeNull();
    expect(api.user.createOrder).not.toHaveBeenCalled();
    expect(root.order.tariff?.total).toBe(2700);
    expect(notifications).toEqual([{ message: 't:order.price_changed', variant: 'warning' }]);
  });
});

describe('manager mode', () => {
  const signInAs = async (
    root: Root,
    slug: 'USER' | 'MANAGER',
    api: ReturnType<typeof createTestRoot>['api'],
  ) => {
    api.user.getProfile.mockResolvedValue({
      user: { uuid: 'u1', email: 'm@dostavka.ru', role: { slug, level: 2 } },
    });
    await root.auth.login({ accessToken: 'a', refreshToken: 'r' });
  };

  it('is on for a MANAGER when the flag is on for them', async () => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'MANAGER', api);
    api.user.getFlags.mockResolvedValue({
      flags: { 'order-manager-mode': { value: true, reason: 'STATIC' } },
    });
    await root.order.loadManagerMode();
    expect(api.user.getFlags).toHaveBeenCalledWith('u1');
    expect(root.order.isManager).toBe(true);
  });

  it.each([
    ['the flag is off', { 'order-manager-mode': { value: false, reason: 'DISABLED' } }],
    ['the flag is unknown', {}],
  ] as const)('is off when %s', async (_name, flags) => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'MANAGER', api);
    api.user.getFlags.mockResolvedValue({ flags });
    await root.order.loadManagerMode();
    expect(root.order.isManager).toBe(false);
  });

  it('is off for a USER without asking for flags', async () => {
    const { root, api } = createTestRoot();
    await signInAs(root, 'USER', api);
    await root.order.loadManagerMode();
    expect(api.user.getFlags).not.toHaveBeenCalled();
    expect(root.order.isManager).toBe(false);
  });

  it("sends the order as internal, on behalf of the customer's e-mail", () => {
    const { root } = filledOrder();
    root.order.setFlags({ isManager: true, isInternal: true });
    root.order.setCustomerEmail(' client@mail.ru ');
    expect(root.order.body).toMatchObject({ isInternal: true, customerEmail: 'client@mail.ru' });
  });

  it('a customer never sends the manager fields', () => {
    const { root } = filledOrder();
    root.order.setFlags({ isInternal: true });
    root.order.setCustomerEmail('client@mail.ru');
    expect(root.order.body).not.toHaveProperty('isInternal');
  });
});

describe('order reset', () => {
  it('clears payer, recipient, sender, both directions, delivery, tariff and tariffs', () => {
    const { root } = filledOrder();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('x'));
    root.delivery.setDate('2025-05-01');
    root.order.setPayerSource('other');
    root.order.contacts.payer.set({ name: 'Ольга' });
    root.order.reset();
    for (const contact of Object.values(root.order.contacts)) {
      expect(contact.data).toEqual({ name: '', comment: '', email: '', phone: '', enterprise: false });
    }
    expect(root.order.payerSource).toBe('sender');
    expect(root.order.directions.from.city).toBeNull();
    expect(root.order.directions.to.deliveryMethod.slug).toBe('NOT_SELECTED');
    expect(root.order.directions.to.address).toEqual({ value: '', office: '', intercom: '' });
    expect(root.delivery.cargos).toEqual([]);
    expect(root.delivery.date).toBe('2025-03-08');
    expect(root.order.tariff).toBeNull();
    expect(root.tariffs.items).toEqual([]);
  });

  it('choosing an offer after a placed order starts a new one', async () => {
    const { root, api } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit();
    root.order.setTariff(offer());
    expect(root.order.created).toBeNull();
  });
});
