import {
  PACKAGING_PRESETS,
  type DeliverySearchPayload,
  type Directions,
} from '@dostavka/shared-kernel/domain';
import { testOffer } from './test-data';
import { createTestRoot } from './test-support';

function searchable(options: { withRealtime?: boolean } = {}) {
  const setup = createTestRoot(options);
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
    const { root, live } = createTestRoot();
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
  it('accepts offers only for the current search id', () => {
    const { root } = searchable();
    const id = root.tariffs.start()!;
    expect(root.tariffs.accept('old', [testOffer('stale')])).toBe(false);
    expect(root.tariffs.accept(id, [testOffer('a'), testOffer('b')])).toBe(true);
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
