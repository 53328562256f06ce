import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { calculatorKernel, MOSCOW, offer, SPB } from '../../test-support';
import { watchSearch } from './live-search';

const pallet = PACKAGING_PRESETS.find((preset) => preset.slug === 'pallet')!;

function ready() {
  const setup = calculatorKernel();
  setup.store.shipment.setCity('from', SPB);
  setup.store.shipment.setCity('to', MOSCOW);
  const { id } = setup.store.delivery.addCargo(pallet);
  return { ...setup, cargoId: id };
}

const searches = (emitted: Array<[string, unknown]>) =>
  emitted.filter(([event]) => event === 'calculator:precast');

describe('the live search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts at once when the form can be searched', () => {
    const { store, live } = ready();
    const stop = watchSearch(store, 300);
    expect(searches(live.emitted)).toHaveLength(1);
    expect(store.tariffs.searching).toBe(true);
    stop();
  });

  it('changing the cargo mid-search drops the old offers at once and searches again after a pause', () => {
    const { store, live, cargoId } = ready();
    const stop = watchSearch(store, 300);
    const first = store.tariffs.id;
    live.serverSends('get:tariff', { id: first, tariffs: [offer('old', 3745, 6)] });
    expect(store.tariffs.items).toHaveLength(1);

    store.delivery.updateCargo(cargoId, { quantity: 3 });
    expect(store.tariffs.items).toEqual([]);
    expect(live.emitted.at(-1)).toEqual(['calculator:cancel', { id: first }]);
    store.delivery.updateCargo(cargoId, { quantity: 4 });
    jest.advanceTimersByTime(299);
    expect(searches(live.emitted)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(searches(live.emitted)).toHaveLength(2);

    // The first search's late offers are not shown; the new search's are.
    live.serverSends('get:tariff', { id: first, tariffs: [offer('late', 3745, 6)], done: true });
    live.serverSends('get:tariff', { id: store.tariffs.id, tariffs: [offer('new', 7000, 6)] });
    expect(store.tariffs.items.map((o) => o.uuid)).toEqual(['new']);
    stop();
  });

  it('a cargo over the limits drops the offers and starts no search', () => {
    const { store, live, cargoId } = ready();
    const stop = watchSearch(store, 300);
    live.serverSends('get:tariff', { id: store.tariffs.id, tariffs: [offer('a', 1000, 2)], done: true });
    const cargo = store.delivery.cargos[0]!;
    store.delivery.updateCargo(cargoId, { size: { ...cargo.size, length: { value: 700, unit: 'cm' } } });
    jest.advanceTimersByTime(1000);
    expect(store.tariffs.items).toEqual([]);
    expect(searches(live.emitted)).toHaveLength(1);
    stop();
  });

  it('the address details and the sort do not start a new search', () => {
    const { store, live } = ready();
    const stop = watchSearch(store, 300);
    store.shipment.setAddress('from', { value: 'Невский проспект, 1' });
    store.tariffs.setSort('fast');
    jest.advanceTimersByTime(1000);
    expect(searches(live.emitted)).toHaveLength(1);
    stop();
  });

  it('stopping the watch cancels the running search', () => {
    const { store, live } = ready();
    const stop = watchSearch(store, 300);
    const { id } = store.tariffs;
    stop();
    expect(store.tariffs.searching).toBe(false);
    expect(live.emitted.at(-1)).toEqual(['calculator:cancel', { id }]);
  });
});
