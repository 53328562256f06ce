import {
  PACKAGING_PRESETS,
  type DeliverySearchPayload,
  type Directions,
} from '@dostavka/shared-kernel/domain';
import { SEARCH_LIMIT_ERROR } from '@dostavka/shared-kernel/contract/names';
import { SEARCH_TIMEOUT_MS } from './tariffs-store';
import { TEST_MOSCOW, TEST_SPB, testCity, testOffer } from './test-data';
import { createTestRoot } from './test-support';

function withCities(setup: ReturnType<typeof createTestRoot>) {
  setup.root.shipment.setCity('from', TEST_SPB);
  setup.root.shipment.setCity('to', TEST_MOSCOW);
  return setup;
}

function searchable(options: { withRealtime?: boolean } = {}) {
  const setup = withCities(createTestRoot(options));
  setup.root.delivery.addCargo(PACKAGING_PRESETS[0]);
  return setup;
}

describe('starting a search', () => {
  it('does not start while the delivery cannot be searched', () => {
    const { root, live } = createTestRoot();
    expect(root.tariffs.start()).toBeNull();
    expect(root.tariffs.searching).toBe(false);
    expect(live.emitted).toEqual([]);
  });

  it('sets searching, a new id and no offers, and sends a combined search as precast', () => {
    const { root, live, bus } = searchable();
    const announced: string[] = [];
    bus.on('tariffs:search', ({ id }) => announced.push(id));
    const id = root.tariffs.start();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(root.tariffs).toMatchObject({ id, searching: true, items: [] });
    expect(live.emitted).toEqual([
      [
        'calculator:precast',
        { id, directions: expect.any(Object), delivery: root.delivery.searchPayload, tariff: null },
      ],
    ]);
    expect(announced).toEqual([id]);
  });

  it('a dedicated delivery is sent as a dedicated search', () => {
    const { root, live } = withCities(createTestRoot());
    root.delivery.setTransports([
      {
        uuid: 'g',
        objectId: 'g',
        name: 'Газель',
        icon: '',
        width: 1,
        height: 1,
        length: 1,
        weight: 1,
        types: [],
      },
    ]);
    root.delivery.setType('dedicated');
    root.delivery.selectOption(root.delivery.type.options[0]!);
    root.tariffs.start();
    expect(live.emitted[0]![0]).toBe('calculator:dedicated');
  });

  it('starting again cancels the running search first and empties the offers', () => {
    const { root, live } = searchable();
    const first = root.tariffs.start()!;
    root.tariffs.append(first, testOffer('x'));
    const second = root.tariffs.start()!;
    expect(second).not.toBe(first);
    expect(live.emitted.map(([event]) => event)).toEqual([
      'calculator:precast',
      'calculator:cancel',
      'calculator:precast',
    ]);
    expect(live.emitted[1]![1]).toEqual({ id: first });
    expect(root.tariffs.items).toEqual([]);
  });

  it('a partner search uses the given directions and delivery', () => {
    const { root, live } = createTestRoot();
    const directions = { from: { city: null }, to: { city: null } } as unknown as Directions;
    const delivery = { isDedicated: true } as DeliverySearchPayload;
    const id = root.tariffs.start({ directions, delivery });
    expect(live.emitted).toEqual([['calculator:precast', { id, directions, delivery, tariff: null }]]);
  });

  it('works without a realtime channel', () => {
    const { root } = searchable({ withRealtime: false });
    expect(root.tariffs.start()).not.toBeNull();
    expect(root.tariffs.searching).toBe(true);
  });
});

describe('receiving offers', () => {
  it('takes offers only for the current search id', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    expect(root.tariffs.append('old', [testOffer('stale')])).toBe(false);
    expect(root.tariffs.append(id, [testOffer('a'), testOffer('b')])).toBe(true);
    expect(root.tariffs.items.map((o) => o.uuid)).toEqual(['a', 'b']);
  });

  it('appends single offers and batches', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('a'));
    root.tariffs.append(id, [testOffer('b'), testOffer('c')]);
    root.tariffs.append('old', testOffer('stale'));
    expect(root.tariffs.items.map((o) => o.uuid)).toEqual(['a', 'b', 'c']);
  });

  it('offers streamed over the realtime channel are added; the last batch ends the search', () => {
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    live.serverSends('get:tariff', { id, tariffs: [testOffer('a', 3000)] });
    expect(root.tariffs.searching).toBe(true);
    live.serverSends('get:tariff', { id: 'other', tariffs: [testOffer('x')], done: true });
    expect(root.tariffs.searching).toBe(true);
    live.serverSends('get:tariff', { id, tariffs: [testOffer('b', 1000)], done: true });
    expect(root.tariffs.searching).toBe(false);
    expect(root.tariffs.sorted.map((o) => o.uuid)).toEqual(['b', 'a']);
  });
});

describe('stopping', () => {
  it('disabling clears the flag, keeps the offers and cancels the search by id', () => {
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('a'));
    root.tariffs.disable();
    expect(root.tariffs.searching).toBe(false);
    expect(root.tariffs.items).toHaveLength(1);
    expect(live.emitted.at(-1)).toEqual(['calculator:cancel', { id }]);
  });

  it('cancel drops the offers first and cancels the search they came from', () => {
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    root.tariffs.cancel();
    expect(root.tariffs).toMatchObject({ items: [], id: '', searching: false });
    expect(live.emitted.at(-1)).toEqual(['calculator:cancel', { id }]);
  });

  it('reset empties the offers and the id and stops searching', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('a'));
    root.tariffs.reset();
    expect(root.tariffs).toMatchObject({ items: [], id: '', searching: false });
  });
});

describe('what keeps a search from starting', () => {
  it('names the first thing missing, in the order of the form', () => {
    const setup = createTestRoot();
    const { root } = setup;
    expect(root.tariffs.blocker).toBe('from');
    root.shipment.setCity('from', testCity('78'));
    expect(root.tariffs.blocker).toBe('to');
    root.shipment.setCity('to', testCity('77'));
    expect(root.tariffs.blocker).toBe('cargo');
    const { id } = root.delivery.addCargo(PACKAGING_PRESETS[2]);
    expect(root.tariffs.blocker).toBeNull();
    root.delivery.updateCargo(id, { quantity: 1001 });
    expect(root.tariffs.blocker).toBe('cargoInvalid');
    expect(root.tariffs.start()).toBeNull();
    expect(setup.live.emitted).toEqual([]);
    root.delivery.setType('dedicated');
    expect(root.tariffs.blocker).toBe('transport');
  });

  it('a cargo over the limits starts no search', () => {
    const { root, live } = searchable();
    const [cargo] = root.delivery.cargos;
    root.delivery.updateCargo(cargo!.id, { size: { ...cargo!.size, length: { value: 621, unit: 'cm' } } });
    expect(root.tariffs.canStart).toBe(false);
    expect(root.tariffs.start()).toBeNull();
    expect(live.emitted).toEqual([]);
  });
});

describe('the comparison', () => {
  it('counts the carriers that answered and tags the offers', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    const other = { ...testOffer('b', 2000), company: { name: 'Другой', slug: 'other' } };
    root.tariffs.append(id, [testOffer('a', 1000), testOffer('a2', 1500), other]);
    expect(root.tariffs.providerCount).toBe(2);
    expect(root.tariffs.tags.get('a')).toContain('cheapest');
  });

  it('sorting by speed reorders the offers, by price restores the cheapest first', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    const slow = testOffer('slow', 1000);
    const fast = {
      ...testOffer('fast', 3000),
      dates: { ...slow.dates, plannedDateShipmentCargo: { date: '2025-03-09', text: '' } },
    };
    root.tariffs.append(id, [slow, fast]);
    expect(root.tariffs.sorted.map((o) => o.uuid)).toEqual(['slow', 'fast']);
    root.tariffs.setSort('fast');
    expect(root.tariffs.sorted.map((o) => o.uuid)).toEqual(['fast', 'slow']);
  });
});

describe('failures', () => {
  afterEach(() => jest.useRealTimers());

  it("the server's error about the current search ends it with the message", () => {
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    live.serverSends('error', {
      name: 'TariffSearchError',
      message: 'Cargo 1: width must be at most 244 cm',
      id: 'old',
    });
    expect(root.tariffs.failure).toBeNull();
    live.serverSends('error', {
      name: 'TariffSearchError',
      message: 'Cargo 1: width must be at most 244 cm',
      id,
    });
    expect(root.tariffs.searching).toBe(false);
    expect(root.tariffs.failure).toEqual({
      kind: 'server',
      message: 'Cargo 1: width must be at most 244 cm',
    });
  });

  it("the server's limit refusal ends the search as 'limited', without waiting for a batch", () => {
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    live.serverSends('error', { name: SEARCH_LIMIT_ERROR, message: 'Too many searches', id });
    expect(root.tariffs).toMatchObject({ searching: false, failure: { kind: 'limited' } });
  });

  it('a search without its last batch in time is given up and cancelled', () => {
    jest.useFakeTimers();
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    root.tariffs.append(id, testOffer('a'));
    jest.advanceTimersByTime(SEARCH_TIMEOUT_MS - 1);
    expect(root.tariffs.searching).toBe(true);
    jest.advanceTimersByTime(1);
    expect(root.tariffs).toMatchObject({ searching: false, failure: { kind: 'timeout' } });
    expect(root.tariffs.items).toHaveLength(1);
    expect(live.emitted.at(-1)).toEqual(['calculator:cancel', { id }]);
  });

  it('a finished search does not time out, and a new search clears the failure', () => {
    jest.useFakeTimers();
    const { root, live } = searchable();
    const id = root.tariffs.start()!;
    live.serverSends('get:tariff', { id, tariffs: [], done: true });
    jest.advanceTimersByTime(SEARCH_TIMEOUT_MS * 2);
    expect(root.tariffs.failure).toBeNull();
    live.serverSends('error', { name: 'TariffSearchError', message: 'x', id });
    root.tariffs.start();
    expect(root.tariffs.failure).toBeNull();
  });
});
