/**
 * Dedicated prices from the seed cards, reckoned by hand. Own fleet (tent rub/km): gazelle 30,
 * 3 t 36, 5 t 42, 10 t 52, 20 t 60; isothermal x1.12, refrigerated x1.25 (rounded); minimum
 * 3,500 for a gazelle; loading rear 0, rear/side 1000, rear/top 1500, all sides 2500; straps 300,
 * tail-lift 1500; empty run from the nearest depot at 0.6 of the rate beyond 50 km, no return
 * run. Insurance in these requests: 1 rouble.
 */
import type { CargoSummary } from './cargo';
import { priceDedicated } from './dedicated';
import type { CarRequest } from './request';
import { city, context, place, provider, request } from './test-support';

const fleet = provider('dostavka-fleet');
const partner = provider('gruzolet');
const spbMoscow = context([['spb', 'moscow', 800]]);
const car = (over: Partial<CarRequest> = {}): CarRequest => ({
  capacityKg: 1500,
  body: 'tent',
  load: 'rear',
  services: [],
  ...over,
});
const lines = (offer: ReturnType<typeof priceDedicated>) => offer?.prices.map((l) => `${l.name} ${l.value}`);

describe('own fleet, Saint Petersburg - Moscow, 800 km', () => {
  it.each([
    ['gazelle, tent: 800 x 30', car(), 'Газель 1,5 т, тент', 24_000],
    ['gazelle, refrigerated: 800 x 38', car({ body: 'refrigerated' }), 'Газель 1,5 т, рефрижератор', 30_400],
    ['gazelle, isothermal: 800 x 34', car({ body: 'isothermal' }), 'Газель 1,5 т, изотерм', 27_200],
    ['5 t tent: 800 x 42', car({ capacityKg: 5000 }), 'Грузовик 5 т, тент', 33_600],
    ['10 t tent: 800 x 52', car({ capacityKg: 10_000 }), 'Грузовик 10 т, тент', 41_600],
    ['20 t tent: 800 x 60', car({ capacityKg: 20_000 }), 'Фура 20 т, тент', 48_000],
  ])('%s', (_case, wanted, vehicle, freight) => {
    const offer = priceDedicated(fleet, request({ car: wanted, places: [] }), spbMoscow);
    expect(lines(offer)).toEqual([`Перевозка: ${vehicle} ${freight}`, 'Страхование груза 1']);
    expect(offer?.total).toBe(freight + 1);
  });

  it('loading kind and extra services are priced lines', () => {
    const wanted = car({ load: 'rear-side', services: ['straps', 'tail-lift'] });
    const offer = priceDedicated(fleet, request({ car: wanted, places: [] }), spbMoscow);
    expect(lines(offer)).toEqual([
      'Перевозка: Газель 1,5 т, тент 24000',
      'Погрузка: задняя/боковая 1000',
      'Ремни 300',
      'Гидроборт 1500',
      'Страхование груза 1',
    ]);
    expect(offer?.total).toBe(26_801);
    expect(offer?.codes).toMatchObject({ vehicle: 'gazelle-1-5', truckType: 1, load: 2, dop: '1,5' });
  });

  it('a loaded trip leaving a depot city is a line of one leg, 1-2 days', () => {
    const offer = priceDedicated(fleet, request({ car: car(), places: [] }), spbMoscow);
    expect(offer?.metadata).toEqual({
      mark: 'dedicated-line',
      path: [{ mark: 'departure-destination', from: 'Санкт-Петербург', to: 'Москва', km: 800 }],
    });
    expect(offer?.dates.plannedDateShipmentCargo).toEqual({
      date: '2025-03-12',
      text: '1-2 дня',
      days: { min: 1, max: 2 },
    });
  });

  it('within a city the minimum order applies', () => {
    const offer = priceDedicated(fleet, request({ to: city('spb'), car: car(), places: [] }), context());
    expect(offer?.prices[0]?.value).toBe(3500);
  });

  it('from a city without a depot the empty run from the nearest depot is charged: (180 - 50) x 30 x 0.6', () => {
    const km = context([
      ['tver', 'moscow', 180],
      ['tver', 'spb', 540],
    ]);
    const offer = priceDedicated(fleet, request({ from: city('tver'), car: car(), places: [] }), km);
    expect(lines(offer)).toEqual([
      'Перевозка: Газель 1,5 т, тент 5400',
      'Подача транспорта: Москва — Тверь, 180 км 2340',
      'Страхование груза 1',
    ]);
    expect(offer?.metadata).toEqual({
      mark: 'dedicated-composite',
      path: [
        { mark: 'truck_request', from: 'Москва', to: 'Тверь', km: 180 },
        { mark: 'departure-destination', from: 'Тверь', to: 'Москва', km: 180 },
      ],
    });
  });
});

describe('which vehicle is offered', () => {
  const tonnes = (t: number): CargoSummary['places'] => [
    place({ weightKg: t * 1000, lengthCm: 100, widthCm: 100, heightCm: 100 }),
  ];

  it('without a chosen car, the smallest that takes the cargo: 2 t goes in the 3 t truck (800 x 36)', () => {
    const offer = priceDedicated(fleet, request({ places: tonnes(2) }), spbMoscow);
    expect(offer?.prices[0]).toMatchObject({ name: 'Перевозка: Грузовик 3 т, тент', value: 28_800 });
  });

  it.each([
    ['over its capacity', tonnes(2)],
    [
      'over its volume (11 m3 in 10.8)',
      [place({ lengthCm: 100, widthCm: 100, heightCm: 100, quantity: 11 })],
    ],
    ['a place longer than the body', [place({ lengthCm: 320, widthCm: 50, heightCm: 50 })]],
    [
      '5 pallets 120 x 80 that may not stack (4 fit on the floor)',
      [place({ lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 100, stackable: false, quantity: 5 })],
    ],
    [
      'a place that may not be turned, taller than the body',
      [place({ lengthCm: 100, widthCm: 100, heightCm: 190, rotable: false })],
    ],
  ])('a chosen gazelle is not offered %s', (_case, places) => {
    expect(priceDedicated(fleet, request({ car: car(), places }), spbMoscow)).toBeNull();
  });

  it('4 pallets 120 x 80 fit a gazelle', () => {
    const places = [
      place({ lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 100, stackable: false, quantity: 4 }),
    ];
    expect(priceDedicated(fleet, request({ car: car(), places }), spbMoscow)).not.toBeNull();
  });

  it('a place that may be turned lies down', () => {
    const places = [place({ lengthCm: 100, widthCm: 100, heightCm: 190, rotable: true })];
    expect(priceDedicated(fleet, request({ car: car(), places }), spbMoscow)).not.toBeNull();
  });
});

describe('partner Gruzolet', () => {
  it('charges the run back to its depot: 800 x 27 + (800 - 30) x 27 x 0.5', () => {
    const offer = priceDedicated(partner, request({ car: car(), places: [] }), spbMoscow);
    expect(lines(offer)).toEqual([
      'Перевозка: Газель 1,5 т, тент 21600',
      'Обратный пробег: Москва — Санкт-Петербург, 800 км 10395',
      'Страхование груза 1',
    ]);
    expect(offer?.metadata.path.map((leg) => leg.mark)).toEqual(['departure-destination', 'truck_back']);
    expect(offer).toMatchObject({ preliminarily: true, metadata: { mark: 'dedicated-composite' } });
  });

  it.each([
    ['a refrigerated body', car({ body: 'refrigerated' }), spbMoscow],
    ['loading from every side', car({ load: 'rear-side-top' }), spbMoscow],
    ['crating', car({ services: ['crating'] }), spbMoscow],
    ['a 10 t truck', car({ capacityKg: 10_000 }), spbMoscow],
    ['a trip over 3000 km', car(), context([['spb', 'moscow', 3100]])],
  ])('offers nothing for %s', (_case, wanted, km) => {
    expect(priceDedicated(partner, request({ car: wanted, places: [] }), km)).toBeNull();
  });
});
