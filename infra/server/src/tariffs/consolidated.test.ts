/**
 * Consolidated prices from the seed cards, reckoned by hand. Own network, zone up to 900 km:
 * breaks 0/100/300/1000/3000/5000 kg at 7.7/7.5/7.2/6.8/6.5/6.2 rub/kg, minimum 450; door bands
 * 350 (5 kg), 550, 800, 1100 (300 kg), 1650 (1 t), 3500, 5500, 8500 (over 5 t), x1 in Saint
 * Petersburg, x1.2 in Moscow. Insurance in these requests: 1 rouble.
 */
import { priceConsolidated } from './consolidated';
import { summarizeTotals, type Place } from './cargo';
import type { HandOver } from './request';
import { CITIES, city, context, place, provider, request } from './test-support';

const network = provider('dostavka-network');
const spbMoscow = context([['spb', 'moscow', 800]]);
const kg = (weightKg: number, over: Partial<Place> = {}) => [
  place({ weightKg, lengthCm: 10, widthCm: 10, heightCm: 10, ...over }),
];
const lines = (offer: ReturnType<typeof priceConsolidated>) =>
  offer?.prices.map((line) => `${line.name} ${line.value}`);

describe('own network, Saint Petersburg - Moscow terminal to terminal', () => {
  it.each([
    ['10 kg pays the 450 minimum', 10, 450],
    ['58 kg still the minimum (58 x 7.7 = 446.6)', 58, 450],
    ['60 kg at 7.7: 462', 60, 462],
    ['200 kg at 7.5: 1500', 200, 1500],
    ['290 kg pays as 300 kg at 7.2 (deficit weight): 2160', 290, 2160],
    ['1000 kg at 6.8: 6800', 1000, 6800],
    ['6000 kg at 6.2: 37200', 6000, 37200],
  ])('%s', (_case, weightKg, freight) => {
    const offer = priceConsolidated(network, request({ places: kg(weightKg) }), spbMoscow);
    expect(lines(offer)).toEqual([`Перевозка ${freight}`, 'Страхование груза 1']);
    expect(offer?.total).toBe(freight + 1);
  });

  it('bills 1 m3 of 50 kg as 200 kg', () => {
    const offer = priceConsolidated(
      network,
      request({ places: [place({ lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 50 })] }),
      spbMoscow,
    );
    expect(offer?.prices[0]).toMatchObject({ name: 'Перевозка', value: 1500 });
  });

  it('documents are not insured: no insurance line', () => {
    const offer = priceConsolidated(network, request({ places: kg(1), insurance: 0 }), spbMoscow);
    expect(offer?.prices).toMatchObject([{ name: 'Перевозка', value: 450 }]);
    expect(offer?.total).toBe(450);
  });

  it('is a line with one leg, 2-3 days, and the offer texts of the card', () => {
    const offer = priceConsolidated(network, request(), spbMoscow);
    expect(offer).toMatchObject({
      name: 'Сборный груз',
      company: { name: 'Доставка', slug: 'dostavka-network' },
      photo: { url: '/media/carriers/dostavka-network.svg' },
      required: { passport: true },
      metadata: {
        mark: 'consolidated-line',
        path: [{ mark: 'departure-destination', from: 'Санкт-Петербург', to: 'Москва', km: 800 }],
      },
      dates: {
        plannedDateLoadingCargo: { date: '2025-03-10' },
        plannedDateShipmentCargo: { date: '2025-03-13', text: '2-3 дня' },
      },
      codes: { tariff: 'network-standard', provider: 'dostavka-network', km: 800 },
    });
  });
});

describe('door pickup and delivery (COURIER)', () => {
  it.each([
    ['5 kg: pickup 350', 5, 350],
    ['1 t: pickup 1650', 1000, 1650],
    ['6 t: pickup 8500', 6000, 8500],
  ])('in Saint Petersburg, %s', (_case, weightKg, pickup) => {
    const offer = priceConsolidated(
      network,
      request({ places: kg(weightKg), fromMethod: 'COURIER' }),
      spbMoscow,
    );
    expect(offer?.prices[1]).toMatchObject({ name: 'Забор груза от двери', value: pickup });
  });

  it('both ends for 200 kg: 1500 + pickup 1100 + Moscow delivery 1100 x 1.2 + 1', () => {
    const offer = priceConsolidated(
      network,
      request({ places: kg(200), fromMethod: 'COURIER', toMethod: 'COURIER' }),
      spbMoscow,
    );
    expect(lines(offer)).toEqual([
      'Перевозка 1500',
      'Забор груза от двери 1100',
      'Доставка до двери 1320',
      'Страхование груза 1',
    ]);
    expect(offer?.total).toBe(3921);
  });

  it.each(['WAREHOUSE', 'OFFICE'] as HandOver[])('%s costs the terminal price', (method) => {
    const offer = priceConsolidated(network, request({ places: kg(200), toMethod: method }), spbMoscow);
    expect(offer?.total).toBe(1501);
  });
});

describe('postamat', () => {
  it('a place that fits a locker: terminal price plus the 90 rouble locker fee', () => {
    const offer = priceConsolidated(
      network,
      request({ places: kg(5, { lengthCm: 30, widthCm: 30, heightCm: 30 }), toMethod: 'POSTAMAT' }),
      spbMoscow,
    );
    expect(lines(offer)).toEqual(['Перевозка 450', 'Постамат 90', 'Страхование груза 1']);
  });

  it.each([
    [
      'a place too big for the 60 x 40 x 40 cell',
      [place({ lengthCm: 70, widthCm: 50, heightCm: 50, weightKg: 5 })],
    ],
    ['a place over 15 kg', [place({ weightKg: 16 }), place({ weightKg: 1 })]],
    [
      'a place that may not be turned and is too tall',
      [place({ lengthCm: 30, widthCm: 30, heightCm: 55, rotable: false })],
    ],
  ])('no offer for %s', (_case, places) => {
    expect(priceConsolidated(network, request({ places, toMethod: 'POSTAMAT' }), spbMoscow)).toBeNull();
  });

  it('a carrier without lockers offers nothing to a postamat', () => {
    expect(
      priceConsolidated(provider('transvektor'), request({ toMethod: 'POSTAMAT' }), spbMoscow),
    ).toBeNull();
  });
});

describe('composite routes', () => {
  // No line joins Saint Petersburg and Tolyatti; both have one to the Kazan hub.
  const viaKazan = context([
    ['spb', 'kazan', 1500],
    ['kazan', 'tolyatti', 300],
  ]);

  it('go through a hub: zone 1800 km (14.5/14/13.4...), 100 kg at 14 = 1400, transfer minimum 300', () => {
    const offer = priceConsolidated(network, request({ to: city('tolyatti'), places: kg(100) }), viaKazan);
    expect(lines(offer)).toEqual(['Перевозка 1400', 'Перегрузка на хабе 300', 'Страхование груза 1']);
    expect(offer?.metadata).toEqual({
      mark: 'consolidated-composite',
      path: [
        { mark: 'departure', from: 'Санкт-Петербург', to: 'Казань', km: 1500 },
        { mark: 'destination', from: 'Казань', to: 'Тольятти', km: 300 },
      ],
    });
    // 1 handling day + 3 days for 1800 km at 800 a day + 1 transfer day; spread 1.
    expect(offer?.dates.plannedDateShipmentCargo).toEqual({
      date: '2025-03-16',
      text: '5-6 дней',
      days: { min: 5, max: 6 },
    });
  });

  it('take two hubs when one is not enough: Tolyatti - Kazan - Novosibirsk - Vladivostok', () => {
    const offer = priceConsolidated(
      network,
      request({ from: city('tolyatti'), to: city('vladivostok') }),
      context(),
    );
    expect(offer?.metadata.mark).toBe('consolidated-composite');
    expect(offer?.metadata.path.map((leg) => [leg.mark, leg.to])).toEqual([
      ['departure', 'Казань'],
      ['intermediate', 'Новосибирск'],
      ['destination', 'Владивосток'],
    ]);
    expect(offer?.prices.find((line) => line.name === 'Перегрузка на хабе')?.value).toBe(600);
  });

  it('every pair of the network terminals gets an offer', () => {
    const terminals = network.card.consolidated!.terminals.map((t) => CITIES.get(t.city)!);
    const missing = terminals.flatMap((from) =>
      terminals
        .filter((to) => !priceConsolidated(network, request({ from, to }), context()))
        .map((to) => `${from.name}-${to.name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('coverage', () => {
  it('no offer from a city without a terminal', () => {
    expect(priceConsolidated(network, request({ from: city('tver') }), context())).toBeNull();
  });

  it('no offer over the shipment limit (Severny Express takes 5 t)', () => {
    expect(
      priceConsolidated(provider('severny-express'), request({ places: kg(6000) }), spbMoscow),
    ).toBeNull();
  });

  it('a partner that runs every pair directly: Murmansk - Kaliningrad is a line', () => {
    const offer = priceConsolidated(
      provider('severny-express'),
      request({ from: city('murmansk'), to: city('kaliningrad') }),
      context(),
    );
    expect(offer?.metadata.mark).toBe('consolidated-line');
  });

  it('a card without consolidated rates offers nothing', () => {
    expect(priceConsolidated(provider('gruzolet'), request(), spbMoscow)).toBeNull();
  });
});

describe('weight-only mode (totals without places)', () => {
  it('prices the totals as the same places would be priced', () => {
    const byTotals = priceConsolidated(network, request({ cargo: summarizeTotals(200, 0.2, 4) }), spbMoscow);
    const byPlaces = priceConsolidated(
      network,
      request({ places: [place({ weightKg: 50, lengthCm: 50, widthCm: 50, heightCm: 20, quantity: 4 })] }),
      spbMoscow,
    );
    expect(lines(byTotals)).toEqual(['Перевозка 1500', 'Страхование груза 1']);
    expect(lines(byTotals)).toEqual(lines(byPlaces));
  });

  it('goes to no locker: without sizes nobody knows the cell takes it', () => {
    const offer = priceConsolidated(
      network,
      request({ cargo: summarizeTotals(2, 0, 1), toMethod: 'POSTAMAT' }),
      spbMoscow,
    );
    expect(offer).toBeNull();
  });
});
