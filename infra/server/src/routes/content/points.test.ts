import type { PickupPoint, TariffOffer } from '@dostavka/shared-kernel/domain';
import { SEED_PROVIDERS } from '../../db/seed/tariffs';
import { testServer } from '../../../test/test-app';

const server = testServer();
const SPB = '7800000000000';
const MOSCOW = '7700000000000';

const get = (url: string) => server.app.inject({ url });
async function points(query: string): Promise<PickupPoint[]> {
  const response = await get(`/api/content/points?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PickupPoint[] }>().data;
}

/** A consolidated search Saint Petersburg -> Moscow with one place; points by id at either end. */
function search(
  place: { weight: number; width?: number; height?: number; length?: number },
  ends: { from?: [string, string]; to?: [string, string] } = {},
) {
  const end = (city: string, chosen?: [string, string]) => ({
    deliveryMethod: { slug: chosen?.[0] ?? 'WAREHOUSE' },
    city: { code: city },
    ...(chosen ? { point: { id: chosen[1] } } : {}),
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/calculator/consolidated',
    payload: {
      directions: { from: end(SPB, ends.from), to: end(MOSCOW, ends.to) },
      delivery: {
        dimensions: {
          cargos: [
            {
              width: place.width ?? 30,
              height: place.height ?? 15,
              length: place.length ?? 30,
              weight: place.weight,
              quantity: 1,
              rotable: true,
              stackable: true,
            },
          ],
        },
      },
    },
  });
}

describe('GET /api/content/points', () => {
  test('a carrier’s lockers in a city: address, hours, coordinates near the city, cell and weight limit', async () => {
    const lockers = await points(`city=${SPB}&provider=dostavka-network&kind=POSTAMAT`);
    expect(lockers.length).toBeGreaterThanOrEqual(2);
    for (const locker of lockers) {
      expect(locker).toMatchObject({
        provider: 'dostavka-network',
        kind: 'POSTAMAT',
        city: { code: SPB, name: 'Санкт-Петербург' },
        address: expect.stringMatching(/, д\. \d+$/),
        hours: 'Круглосуточно',
      });
      expect(Math.abs(locker.lat - 59.94)).toBeLessThan(0.3);
      expect(Math.abs(locker.lon - 30.31)).toBeLessThan(0.5);
      expect(locker.locker!.maxKg).toBeGreaterThan(0);
      expect(locker.locker!.maxKg).toBeLessThanOrEqual(15);
    }
    // Two sizes of locker: the customer sees the difference before choosing.
    expect(new Set(lockers.map((locker) => locker.locker!.cellCm.height)).size).toBe(2);
  });

  test('every consolidated carrier has a terminal in each city it serves; offices have no locker limits', async () => {
    for (const { slug, card } of SEED_PROVIDERS) {
      for (const terminal of card.consolidated?.terminals.slice(0, 5) ?? []) {
        const found = await points(`city=${terminal.city}&provider=${slug}`);
        expect(found.filter((point) => point.kind === 'WAREHOUSE').length).toBeGreaterThanOrEqual(1);
        expect(
          found.filter((point) => point.kind !== 'POSTAMAT').every((point) => point.locker === null),
        ).toBe(true);
        expect(found.some((point) => point.kind === 'POSTAMAT')).toBe(card.consolidated!.postamat !== null);
      }
    }
  });

  test('the data is deterministic and every carrier answers without a provider', async () => {
    const all = await points(`city=${MOSCOW}`);
    expect(new Set(all.map((point) => point.provider))).toEqual(
      new Set(['dostavka-network', 'severny-express', 'transvektor']),
    );
    expect(all.find((point) => point.id === 'dostavka-network-7700000000000-warehouse-1')).toBeDefined();
    expect(await points(`city=${MOSCOW}`)).toEqual(all);
  });

  test('a carrier without points there (a dedicated fleet) answers an empty list', async () => {
    expect(await points(`city=${SPB}&provider=dostavka-fleet`)).toEqual([]);
  });

  test.each([
    ['no city', '', 400],
    ['a city that is not a KLADR id', 'city=spb', 400],
    ['an unknown kind', `city=${SPB}&kind=ROOF`, 400],
    ['an empty provider', `city=${SPB}&provider=`, 400],
    ['an unknown city', 'city=9999999999999', 404],
    ['an unknown carrier', `city=${SPB}&provider=nobody`, 404],
  ])('%s (%s): %i with a message', async (_case, query, status) => {
    const response = await get(`/api/content/points?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('a search at a chosen point', () => {
  const locker = async (height: 'big' | 'small') => {
    const lockers = await points(`city=${SPB}&provider=dostavka-network&kind=POSTAMAT`);
    const heights = lockers.map((point) => point.locker!.cellCm.height);
    const wanted = height === 'big' ? Math.max(...heights) : Math.min(...heights);
    return lockers.find((point) => point.locker!.cellCm.height === wanted)!;
  };

  test('only the point’s carrier prices it, at the point', async () => {
    const [terminal] = await points(`city=${SPB}&provider=severny-express&kind=WAREHOUSE`);
    const response = await search({ weight: 5000 }, { from: ['WAREHOUSE', terminal!.id] });
    expect(response.statusCode).toBe(200);
    const offers = response.json<TariffOffer[]>();
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((offer) => offer.company.slug))).toEqual(new Set(['severny-express']));
  });

  test('a locker refuses a place heavier than its cell takes, or too large; a bigger locker takes it', async () => {
    const small = await locker('small');
    const big = await locker('big');
    const heavy = { weight: (small.locker!.maxKg + 1) * 1000 };
    expect((await search(heavy, { from: ['POSTAMAT', small.id] })).json()).toEqual([]);
    const bigOffers = (await search(heavy, { from: ['POSTAMAT', big.id] })).json<TariffOffer[]>();
    expect(bigOffers.map((offer) => offer.company.slug)).toEqual(['dostavka-network']);
    expect(bigOffers[0]!.prices.some((price) => price.name === 'Постамат')).toBe(true);
    const tall = { weight: 1000, height: small.locker!.cellCm.height + 5, width: 20, length: 20 };
    // A tall place turned on its side fits the small cell only if its other sides allow it.
    const tooLarge = {
      ...tall,
      width: small.locker!.cellCm.length + 1,
      length: small.locker!.cellCm.length + 1,
    };
    expect((await search(tooLarge, { from: ['POSTAMAT', small.id] })).json()).toEqual([]);
  });

  test.each([
    ['an unknown point', ['WAREHOUSE', 'nowhere-1'], /Unknown pick-up point/],
    ['a point of another city', ['WAREHOUSE', 'dostavka-network-7700000000000-warehouse-1'], /another city/],
    [
      'a point of another kind',
      ['OFFICE', 'dostavka-network-7800000000000-warehouse-1'],
      /does not take cargo/,
    ],
  ] as const)('%s is a 400', async (_case, from, message) => {
    const response = await search({ weight: 5000 }, { from: [...from] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('points of two carriers at the two ends are a 400', async () => {
    const response = await search(
      { weight: 5000 },
      {
        from: ['WAREHOUSE', 'dostavka-network-7800000000000-warehouse-1'],
        to: ['WAREHOUSE', 'transvektor-7700000000000-warehouse-1'],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/different carriers/);
  });
});
