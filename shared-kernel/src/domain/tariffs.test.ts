import { canStartTariffSearch, deliveryDays, sortTariffs, tagTariffs } from './tariffs';
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
    expiresAt: '',
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
  const place = (lengthCm: number): Cargo => ({
    id: 'c',
    size: {
      length: { value: lengthCm, unit: 'cm' },
      width: { value: 80, unit: 'cm' },
      height: { value: 150, unit: 'cm' },
    },
    weight: { value: 200, unit: 'kg' },
    quantity: 2,
    slug: 'pallet',
    rotate: true,
    stack: true,
  });
  const cargo = place(120);
  const tooLong = place(621);

  it.each([
    ['dedicated with a vehicle', { isDedicated: true, transport: truck, cargos: [] }, true],
    ['dedicated with a vehicle and a cargo', { isDedicated: true, transport: truck, cargos: [cargo] }, true],
    [
      'dedicated with a cargo over the limits',
      { isDedicated: true, transport: truck, cargos: [tooLong] },
      false,
    ],
    ['dedicated without a vehicle', { isDedicated: true, transport: null, cargos: [cargo] }, false],
    ['combined with a cargo', { isDedicated: false, transport: null, cargos: [cargo] }, true],
    [
      'combined with a cargo over the limits',
      { isDedicated: false, transport: null, cargos: [cargo, tooLong] },
      false,
    ],
    ['combined without cargo', { isDedicated: false, transport: truck, cargos: [] }, false],
  ])('%s -> %s', (_name, delivery, expected) => {
    expect(canStartTariffSearch(delivery)).toBe(expected);
  });
});

describe('deliveryDays', () => {
  it.each([
    ['days from loading to delivery', '2025-03-01', '2025-03-04', 3],
    ['the same day is 0', '2025-03-01', '2025-03-01', 0],
    ['an invalid date is unknown', 'soon', '2025-03-04', null],
  ])('%s', (_name, loading, shipment, days) => {
    expect(deliveryDays(offer('o', 1, loading, shipment))).toBe(days);
  });
});

describe('tagTariffs', () => {
  const tagsOf = (offers: TariffOffer[]) => Object.fromEntries(tagTariffs(offers));

  it('a single offer has nothing to be compared with', () => {
    expect(tagsOf([offer('only', 1000, '2025-03-01', '2025-03-03')])).toEqual({ only: [] });
  });

  it('the cheapest, the fastest and the best value of price and time together', () => {
    const cheapSlow = offer('cheap-slow', 3745, '2025-03-01', '2025-03-07');
    const middle = offer('middle', 4148, '2025-03-01', '2025-03-04');
    const dearFast = offer('dear-fast', 5070, '2025-03-01', '2025-03-03');
    // Scores: 1 + 6/2 = 4; 1.11 + 3/2 = 2.61; 1.35 + 2/2 = 2.35.
    expect(tagsOf([cheapSlow, middle, dearFast])).toEqual({
      'cheap-slow': ['cheapest'],
      middle: [],
      'dear-fast': ['fastest', 'best'],
    });
  });

  it('one offer may carry every tag', () => {
    const winner = offer('winner', 1000, '2025-03-01', '2025-03-02');
    const loser = offer('loser', 2000, '2025-03-01', '2025-03-05');
    expect(tagsOf([loser, winner])).toEqual({ winner: ['cheapest', 'fastest', 'best'], loser: [] });
  });

  it('ties share the cheapest and fastest tags; the best value goes to the lower total', () => {
    const a = offer('a', 1000, '2025-03-01', '2025-03-03');
    const b = offer('b', 1000, '2025-03-01', '2025-03-03');
    const c = offer('c', 2500, '2025-03-01', '2025-03-02');
    expect(tagsOf([a, b, c])).toEqual({ a: ['cheapest', 'best'], b: ['cheapest'], c: ['fastest'] });
  });

  it('a same-day offer counts as one day, so it does not win on time alone', () => {
    const sameDay = offer('same-day', 3000, '2025-03-01', '2025-03-01');
    const nextDay = offer('next-day', 1000, '2025-03-01', '2025-03-02');
    expect(tagsOf([sameDay, nextDay])).toEqual({ 'same-day': ['fastest'], 'next-day': ['cheapest', 'best'] });
  });

  it('an offer without known dates is never the fastest or the best value', () => {
    const unknown = offer('unknown', 500, 'soon', 'later');
    const known = offer('known', 900, '2025-03-01', '2025-03-03');
    expect(tagsOf([unknown, known])).toEqual({ unknown: ['cheapest'], known: ['fastest', 'best'] });
  });
});
