import { canStartTariffSearch, sortTariffs } from './tariffs';
import type { Cargo, Transport } from './types/cargo';
import type { TariffOffer } from './types/tariff';

function offer(uuid: string, total: number, loading: string, shipment: string): TariffOffer {
  return {
    uuid,
    name: uuid,
    preliminarily: false,
    description: '',
    company: { name: 'C', slug: 'c' },
    photo: { url: '' },
    dates: {
      plannedDateLoadingCargo: { date: loading },
      plannedDateShipmentCargo: { date: shipment, text: '' },
    },
    prices: [],
    total,
    codes: {},
    metadata: { mark: 'consolidated-line', path: [] },
    required: { passport: false },
    documents: [],
    quote: '',
  };
}

describe('sortTariffs', () => {
  const slowCheap = offer('slow-cheap', 1000, '2025-03-01', '2025-03-10');
  const fastDear = offer('fast-dear', 5000, '2025-03-01', '2025-03-02');
  const unknown = offer('unknown', 500, 'soon', '2025-03-02');
  const fastCheap = offer('fast-cheap', 3000, '2025-03-05', '2025-03-06');

  it('by price puts the lowest total first', () => {
    expect(sortTariffs([fastDear, slowCheap, fastCheap], 'price').map((o) => o.uuid)).toEqual([
      'slow-cheap',
      'fast-cheap',
      'fast-dear',
    ]);
  });

  it('fast puts the fewest days first, cheaper first on a tie, unknown dates last', () => {
    expect(sortTariffs([unknown, slowCheap, fastDear, fastCheap], 'fast').map((o) => o.uuid)).toEqual([
      'fast-cheap',
      'fast-dear',
      'slow-cheap',
      'unknown',
    ]);
  });
});

describe('canStartTariffSearch', () => {
  const truck = {
    size: { length: 1, width: 1, height: 1 },
    weight: 1,
    type: { name: '', load: [], additional: [] },
  } as Transport;
  const cargo = {} as Cargo;

  it.each([
    ['dedicated with a vehicle', { isDedicated: true, transport: truck, cargos: [] }, true],
    ['dedicated without a vehicle', { isDedicated: true, transport: null, cargos: [cargo] }, false],
    ['combined with a cargo', { isDedicated: false, transport: null, cargos: [cargo] }, true],
    ['combined without cargo', { isDedicated: false, transport: truck, cargos: [] }, false],
  ])('%s -> %s', (_name, delivery, expected) => {
    expect(canStartTariffSearch(delivery)).toBe(expected);
  });
});
