import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { calculatorKernel, FLEET, MOSCOW, SPB } from '../../test-support';
import { readCalculatorQuery, writeCalculatorQuery } from './calculator-query';
import { applyModeDefaults, applyState, snapshotState } from './calculator-state';

function kernel() {
  const setup = calculatorKernel();
  setup.api.content.getCars.mockResolvedValue({ data: { data: FLEET } });
  setup.api.content.getPopularCities.mockResolvedValue([SPB, MOSCOW]);
  return setup;
}

const pallet = PACKAGING_PRESETS.find((preset) => preset.slug === 'pallet')!;

describe('the form from the address and back', () => {
  it('a filled combined form is written and read back into a fresh page the same', async () => {
    const first = kernel();
    const { store } = first;
    store.shipment.setCity('from', SPB);
    store.shipment.setCity('to', MOSCOW);
    store.shipment.setDeliveryMethod('to', 'COURIER');
    const { id } = store.delivery.addCargo(pallet);
    store.delivery.updateCargo(id, { quantity: 2 });
    store.delivery.setDeclared(50_000);
    store.delivery.setDate('2025-03-12');
    store.tariffs.setSort('fast');
    const text = writeCalculatorQuery(snapshotState(store, 'calculator'));
    expect(text).toBe(
      'from=sankt-peterburg&to=moskva&toMethod=COURIER&cargo=pallet%2C120%2C80%2C150%2Ccm%2C50%2Ckg%2C2%2C1%2C1&declared=50000&date=2025-03-12&sort=fast',
    );

    const second = kernel();
    const missing = await applyState(
      second.store,
      readCalculatorQuery(Object.fromEntries(new URLSearchParams(text))),
      'calculator',
    );
    expect(missing).toEqual({});
    expect(writeCalculatorQuery(snapshotState(second.store, 'calculator'))).toBe(text);
    expect(second.store.shipment.directions.from.city?.code).toBe(SPB.code);
    expect(second.store.delivery.searchPayload).toEqual(store.delivery.searchPayload);
  });

  it('a dedicated form keeps the vehicle, body, loading and services; the type is left out on the truck page', async () => {
    const { store } = kernel();
    await applyState(
      store,
      {
        type: 'dedicated',
        vehicle: { car: 'truck-5', body: 'Рефрижератор', load: ['Задняя'], additional: ['Ремни', 'Коники'] },
      },
      'calculator',
    );
    expect(store.delivery.vehicle?.objectId).toBe('truck-5');
    // 'Коники' is not offered with a refrigerated body, so it is dropped.
    expect(store.delivery.transport?.type).toEqual({
      name: 'Рефрижератор',
      load: ['Задняя'],
      additional: ['Ремни'],
    });
    expect(snapshotState(store, 'truck')).toEqual({
      vehicle: { car: 'truck-5', body: 'Рефрижератор', load: ['Задняя'], additional: ['Ремни'] },
    });
    expect(snapshotState(store, 'calculator').type).toBe('dedicated');
  });

  it('a truck link with the body and loading but no vehicle keeps both, on the page’s vehicle', async () => {
    const { store } = kernel();
    const state = readCalculatorQuery({ body: 'Тент', load: 'Задняя/боковая', dop: 'Гидроборт' });
    expect(state.vehicle).toEqual({ body: 'Тент', load: ['Задняя', 'боковая'], additional: ['Гидроборт'] });
    await applyState(store, state, 'truck');
    expect(store.delivery.vehicle?.objectId).toBe('truck-20');
    expect(store.delivery.transport?.type).toEqual({
      name: 'Тент',
      load: ['Задняя/боковая'],
      additional: ['Гидроборт'],
    });
  });

  it('on the calculator page such a link takes the first vehicle with that body', async () => {
    const { store } = kernel();
    await applyState(store, readCalculatorQuery({ type: 'dedicated', body: 'Рефрижератор' }), 'calculator');
    expect(store.delivery.transport?.type.name).toBe('Рефрижератор');
    expect(store.delivery.vehicle).toBeDefined();
  });

  it('whatever the address does not name goes back to the default', async () => {
    const { store } = kernel();
    store.delivery.addCargo(pallet);
    store.delivery.setDeclared(9);
    store.shipment.setCity('to', MOSCOW);
    await applyState(store, { from: 'sankt-peterburg' }, 'calculator');
    expect(store.delivery.cargos).toEqual([]);
    expect(store.delivery.declared).toBe(3000);
    expect(store.shipment.directions.to.city).toBeNull();
    expect(store.shipment.directions.from.city?.slug).toBe('sankt-peterburg');
  });

  it('a weight from a content link opens weight-only mode, which can be searched at once', async () => {
    const { store } = kernel();
    await applyState(
      store,
      readCalculatorQuery({ from: 'sankt-peterburg', to: 'moskva', weight: '40' }),
      'calculator',
    );
    expect(store.delivery.cargoMode).toBe('totals');
    expect(store.delivery.cargos).toEqual([]);
    expect(store.delivery.canStartSearch).toBe(true);
    expect(store.delivery.searchPayload.dimensions).toMatchObject({
      cargos: [],
      totals: { weight: 40_000, volume: 0, quantity: 1 },
      commonWeight: 40_000,
    });
    // Written back the link's way, and the volume and pieces join it once given.
    expect(writeCalculatorQuery(snapshotState(store, 'calculator'))).toBe(
      'from=sankt-peterburg&to=moskva&weight=40',
    );
    store.delivery.setTotals({ volumeM3: 0.5, quantity: 3 });
    const text = writeCalculatorQuery(snapshotState(store, 'calculator'));
    expect(text).toBe('from=sankt-peterburg&to=moskva&weight=40&volume=0.5&pieces=3');
    const second = kernel();
    await applyState(
      second.store,
      readCalculatorQuery(Object.fromEntries(new URLSearchParams(text))),
      'calculator',
    );
    expect(second.store.delivery.totals).toEqual({ weightKg: 40, volumeM3: 0.5, quantity: 3 });
  });

  it('weight-only mode without a weight says so in the address and cannot be searched', async () => {
    const { store } = kernel();
    store.delivery.setCargoMode('totals');
    expect(store.delivery.canStartSearch).toBe(false);
    expect(writeCalculatorQuery(snapshotState(store, 'calculator'))).toBe('by=total');
    await applyState(store, readCalculatorQuery({ cargo: 'box,35,25,30,cm,2,kg,1,1,1' }), 'calculator');
    expect(store.delivery.cargoMode).toBe('places');
  });

  it("a loading way with '/' in its name survives the address", async () => {
    const { store } = kernel();
    await applyState(store, { type: 'dedicated', vehicle: { car: 'truck-5' } }, 'truck');
    store.delivery.setLoad(['Задняя/боковая']);
    const text = writeCalculatorQuery(snapshotState(store, 'truck'));
    expect(text).toContain(
      'load=%D0%97%D0%B0%D0%B4%D0%BD%D1%8F%D1%8F%2F%D0%B1%D0%BE%D0%BA%D0%BE%D0%B2%D0%B0%D1%8F',
    );
    const second = kernel();
    await applyState(
      second.store,
      readCalculatorQuery(Object.fromEntries(new URLSearchParams(text))),
      'truck',
    );
    expect(second.store.delivery.transport?.type.load).toEqual(['Задняя/боковая']);
    expect(second.store.delivery.searchPayload).toEqual(store.delivery.searchPayload);
  });

  it('another vehicle keeps the body, loading way and extras it also offers', async () => {
    const { store } = kernel();
    await applyState(store, { type: 'dedicated', vehicle: { car: 'truck-5' } }, 'truck');
    store.delivery.setLoad(['Задняя/боковая']);
    store.delivery.toggleAdditional('Гидроборт');
    store.delivery.toggleAdditional('Ремни');
    expect(store.delivery.selectVehicle('truck-20')).toBe(true);
    expect(store.delivery.transport?.type).toEqual({
      name: 'Тент',
      load: ['Задняя/боковая'],
      additional: ['Гидроборт', 'Ремни'],
    });
    expect(store.delivery.transport?.weight).toBe(20);
  });

  it('a date that has passed gives way to tomorrow', async () => {
    const { store } = kernel();
    await applyState(store, { date: '2025-03-01' }, 'calculator');
    expect(store.delivery.date).toBe('2025-03-08');
    await applyState(store, { date: '2025-03-07' }, 'calculator');
    expect(store.delivery.date).toBe('2025-03-07');
  });

  it('reports the cities of a link that nobody knows', async () => {
    const { store, api } = kernel();
    api.content.getSingleCityContent.mockRejectedValue(new Error('404'));
    const missing = await applyState(store, { from: 'sankt-peterburg', to: 'atlantida' }, 'calculator');
    expect(missing).toEqual({ to: 'atlantida' });
    expect(store.shipment.directions.to.city).toBeNull();
  });
});

describe('the van and truck pages', () => {
  it('start dedicated with the lightest vehicle for vans and the heaviest for trucks', async () => {
    const vans = kernel();
    await applyModeDefaults(vans.store, 'gazelles');
    expect(vans.store.delivery.isDedicated).toBe(true);
    expect(vans.store.delivery.vehicle?.objectId).toBe('gazelle-1-5');

    const trucks = kernel();
    await applyModeDefaults(trucks.store, 'truck');
    expect(trucks.store.delivery.vehicle?.objectId).toBe('truck-20');
  });

  it('keep a vehicle the visitor has chosen already, and the standard page changes nothing', async () => {
    const { store } = kernel();
    await applyState(store, { type: 'dedicated', vehicle: { car: 'truck-5' } }, 'calculator');
    await applyModeDefaults(store, 'gazelles');
    expect(store.delivery.vehicle?.objectId).toBe('truck-5');
    const plain = kernel();
    await applyModeDefaults(plain.store, 'calculator');
    expect(plain.store.delivery.isDedicated).toBe(false);
    expect(plain.api.content.getCars).not.toHaveBeenCalled();
  });
});
