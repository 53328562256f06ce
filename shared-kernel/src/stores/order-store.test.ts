import { ApiError } from '@dostavka/shared-kernel/api';
import { type CreatedOrder, type TariffOffer } from '@dostavka/shared-kernel/domain';
import { emptyOrderForm, type OrderFormValues } from './order-form';
import { fillTestOrder, testOffer, testOrder } from './test-data';
import { createTestRoot, memoryStorage, NOW } from './test-support';

/** The store reads only the number of what the server answers. */
const createdOrder = testOrder({ number: 'A-12345678' });

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

function filledOrder(passport = false, options: Parameters<typeof createTestRoot>[0] = {}) {
  const setup = createTestRoot(options);
  const values = fillTestOrder(setup.root, offer(2500, passport));
  setup.root.order.setRoistat('r-1');
  setup.root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
  return { ...setup, values };
}

/** A guest's filled order: the same, not signed in. */
function guestOrder() {
  const setup = createTestRoot();
  const values = fillTestOrder(setup.root, offer());
  setup.root.order.setRoistat('r-1');
  return { ...setup, values };
}

describe('the order body', () => {
  it('sends contacts, directions, delivery, tariff, roistat and an idempotency key', async () => {
    const { root, api, values } = filledOrder(true);
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit(values);
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
    const { root, values } = filledOrder(false);
    values.recipient.passport = { series: '4010', number: '', date: '' };
    expect(root.order.body(values)!.contacts.recipient).not.toHaveProperty('passport');
    expect(root.order.body(values)!.contacts.recipient).not.toHaveProperty('type');
  });

  it('fields final-form left empty are sent as empty text', () => {
    const { root, values } = filledOrder(false);
    const { comment: _comment, email: _email, ...recipient } = values.recipient;
    const body = root.order.body({ ...values, recipient: recipient as OrderFormValues['recipient'] })!;
    expect(body.contacts.recipient).toMatchObject({ comment: '', email: '', name: 'Пётр' });
  });

  it('is null while no tariff is chosen', () => {
    expect(createTestRoot().root.order.body(emptyOrderForm())).toBeNull();
  });
});

describe('the payer', () => {
  it('is the sender by default, so nobody types it twice', () => {
    const { root, values } = filledOrder();
    const body = root.order.body(values)!;
    expect(body.contacts.payer).toEqual(body.contacts.sender);
  });

  it('becomes the recipient in one click', () => {
    const { root, values } = filledOrder();
    const body = root.order.body({ ...values, payerSource: 'recipient' })!;
    expect(body.contacts.payer).toEqual(body.contacts.recipient);
  });

  it('or a person of its own', () => {
    const { root, values } = filledOrder();
    const payer = { ...values.payer, name: 'Ольга', phone: '+79120000003', email: 'olga@mail.ru' };
    expect(root.order.body({ ...values, payerSource: 'other', payer })!.contacts.payer).toMatchObject({
      name: 'Ольга',
      email: 'olga@mail.ru',
    });
  });
});

describe('placing an order', () => {
  it('announces the order, clears the draft and remembers the sender and recipient for their cities', async () => {
    const { root, api, bus, values } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    const created: string[] = [];
    bus.on('order:created', ({ number }) => created.push(number));
    const spb = root.shipment.directions.from.city!;
    const msk = root.shipment.directions.to.city!;
    await expect(root.order.submit(values)).resolves.toEqual(createdOrder);
    expect(created).toEqual(['A-12345678']);
    expect(root.order.created).toEqual(createdOrder);
    expect(root.shipment.tariff).toBeNull();
    expect(root.order.draft.load()).toEqual({ values: emptyOrderForm(), touched: [] });
    root.shipment.setCity('from', spb);
    root.shipment.setCity('to', msk);
    expect(root.localStorage.senderContacts.map((c) => c.contact.name)).toEqual(['Иван']);
    expect(root.localStorage.recipientContacts.map((c) => c.contact.name)).toEqual(['Пётр']);
  });

  it.each([
    [
      'the server message',
      new ApiError(422, 'Тариф устарел', '/x', { message: 'Тариф устарел' }),
      'Тариф устарел',
    ],
    [
      'the failed-order text without one',
      new ApiError(500, 'Internal Server Error', '/x'),
      't:order.failed_create_order',
    ],
  ])('a failure shows %s and keeps the draft', async (_name, error, message) => {
    const { storage } = memoryStorage();
    const { root, api, notifications, values } = filledOrder(false, { storage });
    root.order.draft.save({ values, touched: ['sender.name'] });
    root.order.draft.flush();
    api.user.createOrder.mockRejectedValue(error);
    await expect(root.order.submit(values)).resolves.toBeNull();
    expect(notifications).toEqual([{ message, variant: 'error' }]);
    expect(root.order.creating).toBe(false);
    expect(root.shipment.tariff?.uuid).toBe('t1');
    expect(root.order.draft.load().values.sender.name).toBe('Иван');
  });

  it('a double click sends one order', async () => {
    const { root, api, values } = filledOrder();
    let answer: (order: CreatedOrder) => void = () => undefined;
    api.user.createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = root.order.submit(values);
    const second = root.order.submit(values);
    await expect(second).resolves.toBeNull();
    answer(createdOrder);
    await expect(first).resolves.toEqual(createdOrder);
    expect(api.user.createOrder).toHaveBeenCalledTimes(1);
  });

  it('a retry of the same order reuses its idempotency key; a changed order gets a new one', async () => {
    const { root, api, values } = filledOrder();
    api.user.createOrder.mockRejectedValue(new ApiError(500, 'Internal Server Error', '/x'));
    await root.order.submit(values);
    await root.order.submit(values);
    await root.order.submit({ ...values, recipient: { ...values.recipient, comment: 'Звонить заранее' } });
    const keys = api.user.createOrder.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the key of an unanswered attempt survives a reload', async () => {
    const { storage } = memoryStorage();
    const first = filledOrder(false, { storage });
    first.api.user.createOrder.mockRejectedValue(new ApiError(0, 'offline', '/x'));
    await first.root.order.submit(first.values);
    first.root.dispose();
    const second = createTestRoot({ storage });
    second.root.auth.restore({ jwt: { accessToken: 'a', refreshToken: 'r' } });
    // The shell reads the ad-tracking visit from its cookie again on every page.
    second.root.order.setRoistat('r-1');
    second.api.user.createOrder.mockResolvedValue(createdOrder);
    await second.root.order.submit(first.values);
    expect(second.api.user.createOrder.mock.calls[0]![0].idempotencyKey).toBe(
      first.api.user.createOrder.mock.calls[0]![0].idempotencyKey,
    );
  });
});

describe('signing in at submit', () => {
  it('a guest gets the sign-in modal; the order goes on once signed in, with everything typed', async () => {
    const { root, api, values } = guestOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    api.user.getProfile.mockResolvedValue({
      user: { uuid: 'u1', email: 'ivan@mail.ru', role: { slug: 'USER', level: 1 } },
    });
    const placed = root.order.submit(values);
    expect(root.modals.isShown('auth')).toBe(true);
    expect(api.user.createOrder).not.toHaveBeenCalled();
    await root.auth.login({ accessToken: 'a', refreshToken: 'r' });
    await expect(placed).resolves.toEqual(createdOrder);
    expect(api.user.createOrder.mock.calls[0]![0].contacts.sender.name).toBe('Иван');
  });

  it("offers the order's e-mail in the sign-in form; a second click meanwhile opens nothing more", async () => {
    const { root, bus, values } = guestOrder();
    const opened: unknown[] = [];
    bus.on('auth:open', (event) => opened.push(event));
    const email = values.sender.email || 'sender@mail.ru';
    const placed = root.order.submit({ ...values, sender: { ...values.sender, email } });
    await expect(root.order.submit(values)).resolves.toBeNull();
    expect(opened).toHaveLength(1);
    expect(root.auth.email).toBe(email);
    expect(root.auth.emailOffered).toBe(true);
    root.modals.hide('auth');
    await expect(placed).resolves.toBeNull();
  });

  it('closing the modal without signing in sends nothing and keeps the shipment', async () => {
    const { root, api, values } = guestOrder();
    const placed = root.order.submit(values);
    root.modals.hide('auth');
    await expect(placed).resolves.toBeNull();
    expect(api.user.createOrder).not.toHaveBeenCalled();
    expect(root.order.creating).toBe(false);
    expect(root.shipment.tariff?.uuid).toBe('t1');
  });
});

describe('the draft is kept in the browser', () => {
  it('a new page (reload, closed tab) gets the form, directions, tariff and delivery back', () => {
    const { storage, data } = memoryStorage();
    const first = filledOrder(true, { storage });
    first.root.order.draft.save({
      values: { ...first.values, payerSource: 'recipient' },
      touched: ['sender.phone'],
    });
    first.root.order.draft.flush();
    first.root.delivery.setDescription('Книги');
    first.root.dispose();
    expect(data.has('dostavka:shipment')).toBe(true);
    expect(data.has('dostavka:order-form')).toBe(true);

    const { order, shipment, delivery } = createTestRoot({ storage }).root;
    const draft = order.draft.load();
    expect(draft.values.sender).toMatchObject({
      name: 'Иван',
      enterprise: true,
      company: { inn: '7707083893', kpp: '773601001' },
    });
    expect(draft.values.recipient.passport).toEqual({
      series: '4010',
      number: '123456',
      date: '2015-04-20',
    });
    expect(draft.values.payerSource).toBe('recipient');
    expect(draft.touched).toEqual(['sender.phone']);
    expect(shipment.directions.to).toMatchObject({
      city: { name: 'Москва' },
      deliveryMethod: { slug: 'COURIER' },
      address: { value: 'Тверская, 1', office: '5' },
    });
    expect(shipment.tariff?.uuid).toBe('t1');
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
    first.root.order.draft.save({ values: first.values, touched: [] });
    first.api.user.createOrder.mockResolvedValue(createdOrder);
    await first.root.order.submit(first.values);
    first.root.dispose();
    const { order, shipment } = createTestRoot({ storage }).root;
    expect(shipment.tariff).toBeNull();
    expect(order.draft.load()).toEqual({ values: emptyOrderForm(), touched: [] });
  });

  it.each([
    ['broken JSON', '{'],
    ['a list', '[]'],
    [
      'fields of the wrong type',
      JSON.stringify({
        values: { sender: { name: 5, enterprise: 'yes' }, payerSource: 'nobody' },
        touched: [1, 'sender.name'],
      }),
    ],
  ])('%s is ignored', (_name, stored) => {
    const { storage } = memoryStorage({
      'dostavka:order-form': stored,
      'dostavka:shipment': JSON.stringify({ tariff: { uuid: 1 } }),
    });
    const { order, shipment } = createTestRoot({ storage }).root;
    const draft = order.draft.load();
    expect(draft.values).toEqual(emptyOrderForm());
    expect(draft.touched).toEqual(stored.includes('sender.name') ? ['sender.name'] : []);
    expect(shipment.tariff).toBeNull();
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
    expect(root.shipment.tariff).toMatchObject({ uuid: 't2', total: 3100 });
  });

  it("sends the search the calculator sends, with the chosen pick-up points: the shipment's searchData", async () => {
    const { root, api, live } = filledOrder(false, { withRealtime: true });
    root.tariffs.start();
    const [[event, searched]] = live.emitted as [[string, { id: string }]];
    expect(event).toBe('calculator:precast');
    api.calculator.consolidated.mockResolvedValue([offer()]);
    await root.order.requote();
    const requoted = api.calculator.consolidated.mock.calls[0]![0];
    expect(requoted.id).not.toBe(searched.id);
    // The calculator asks every carrier; the order prices its carrier's tariff at the chosen point.
    expect(searched).not.toHaveProperty('directions.from.point');
    const { point, ...from } = requoted.directions.from;
    expect(point).toEqual({ id: 'spb-1' });
    expect({ ...requoted, id: 'same', directions: { ...requoted.directions, from } }).toEqual({
      ...searched,
      id: 'same',
    });
    expect(requoted).toEqual(root.shipment.searchData(requoted.id, undefined, true));
    root.tariffs.cancel();
  });

  it('an offer no longer given is dropped with a warning', async () => {
    const { root, api, notifications } = filledOrder();
    api.calculator.consolidated.mockResolvedValue([]);
    await root.order.chooseDeliveryMethod('to', 'WAREHOUSE');
    expect(root.shipment.tariff).toBeNull();
    expect(notifications).toEqual([{ message: 't:order.offer_gone', variant: 'warning' }]);
  });

  it('a locker for a weight-only shipment keeps the offer until the places have sizes, then prices it', async () => {
    const { root, api, notifications } = filledOrder();
    root.delivery.setCargoMode('totals');
    root.delivery.setTotals({ weightKg: 12, quantity: 2 });
    api.calculator.consolidated.mockResolvedValue([]);
    await root.order.chooseDeliveryMethod('to', 'POSTAMAT');
    expect(root.shipment.directions.to.deliveryMethod.slug).toBe('POSTAMAT');
    expect(root.shipment.tariff?.uuid).toBe('t1');
    expect(api.calculator.consolidated).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);

    root.delivery.setCargoMode('places');
    api.calculator.consolidated.mockResolvedValue([offer(2890)]);
    await root.order.requote();
    expect(api.calculator.consolidated).toHaveBeenCalledTimes(1);
    expect(root.shipment.tariff?.total).toBe(2890);
  });

  it("a quote about to expire (the server's expiresAt) is renewed before sending; the same price goes on", async () => {
    const { root, api, values } = filledOrder();
    root.order.setTariff(offer(2500, false, quoteUntil(NOW)));
    const renewed = offer(2500, false, { uuid: 'fresh' });
    api.calculator.consolidated.mockResolvedValue([renewed]);
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit(values);
    expect(api.user.createOrder.mock.calls[0]![0].tariff.uuid).toBe('fresh');
  });

  it('a quote well within its expiresAt is sent as it is', async () => {
    const { root, api, values } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit(values);
    expect(api.calculator.consolidated).not.toHaveBeenCalled();
    expect(api.user.createOrder.mock.calls[0]![0].tariff.uuid).toBe('t1');
  });

  it('a new price stops the order so the visitor sees it first', async () => {
    const { root, api, notifications, values } = filledOrder();
    root.order.setTariff(offer(2500, false, quoteUntil(NOW)));
    api.calculator.consolidated.mockResolvedValue([offer(2700)]);
    await expect(root.order.submit(values)).resolves.toBeNull();
    expect(api.user.createOrder).not.toHaveBeenCalled();
    expect(root.shipment.tariff?.total).toBe(2700);
    expect(notifications).toEqual([{ message: 't:order.price_changed', variant: 'warning' }]);
  });
});

describe('manager mode', () => {
  it("sends the order as internal, on behalf of the customer's e-mail", () => {
    const { root, values } = filledOrder();
    root.profile.setManagerMode(true);
    const customer = { internal: true, email: ' client@mail.ru ' };
    expect(root.order.body({ ...values, customer })).toMatchObject({
      isInternal: true,
      customerEmail: 'client@mail.ru',
    });
  });

  it('a customer never sends the manager fields', () => {
    const { root, values } = filledOrder();
    const customer = { internal: true, email: 'client@mail.ru' };
    expect(root.order.body({ ...values, customer })).not.toHaveProperty('isInternal');
  });
});

describe('order reset', () => {
  it('clears the form draft, both directions, delivery, tariff and tariffs', () => {
    const { storage } = memoryStorage();
    const { root, values } = filledOrder(false, { storage });
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('x'));
    root.delivery.setDate('2025-05-01');
    root.order.draft.save({ values, touched: ['sender.name'] });
    root.order.reset();
    expect(root.order.draft.load()).toEqual({ values: emptyOrderForm(), touched: [] });
    expect(root.shipment.directions.from.city).toBeNull();
    expect(root.shipment.directions.to.deliveryMethod.slug).toBe('NOT_SELECTED');
    expect(root.shipment.directions.to.address).toEqual({ value: '', office: '', intercom: '' });
    expect(root.delivery.cargos).toEqual([]);
    expect(root.delivery.date).toBe('2025-03-08');
    expect(root.shipment.tariff).toBeNull();
    expect(root.tariffs.items).toEqual([]);
  });

  it('choosing an offer after a placed order starts a new one', async () => {
    const { root, api, values } = filledOrder();
    api.user.createOrder.mockResolvedValue(createdOrder);
    await root.order.submit(values);
    root.order.setTariff(offer());
    expect(root.order.created).toBeNull();
  });
});
