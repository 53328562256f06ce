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

  it('a weight from a content link becomes one place of that weight, to be measured', async () => {
    const { store } = kernel();
    await applyState(store, { weight: 40 }, 'calculator');
    expect(store.delivery.cargos).toHaveLength(1);
    expect(store.delivery.cargos[0]).toMatchObject({ slug: 'custom', weight: { value: 40, unit: 'kg' } });
    expect(store.delivery.cargoValidation.cargos[0]).toHaveProperty('length');
    // Written back the link's way until the place is measured.
    expect(writeCalculatorQuery(snapshotState(store, 'calculator'))).toBe('weight=40');
    const [place] = store.delivery.cargos;
    store.delivery.updateCargo(place!.id, { size: { ...place!.size, length: { value: 50, unit: 'cm' } } });
    expect(writeCalculatorQuery(snapshotState(store, 'calculator'))).toBe(
      'cargo=custom%2C50%2C0%2C0%2Ccm%2C40%2Ckg%2C1%2C1%2C1',
    );
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
