import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { quoteFingerprint } from '../../plugins/app/quotes';
import type { RateCard } from '../../tariffs/rate-card';
import { bearerOf, testServer } from '../../../test/test-app';
import { cargo, GAZELLE, searchData } from '../../../test/tariff-search';
import { contractOffers } from '../../../test/contract-offers';

const server = testServer();

const post = (url: string, payload: unknown, role?: 'USER' | 'MANAGER' | 'MODERATOR') =>
  bearer(role).then((authorization) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: authorization ? { authorization } : {},
    }),
  );
const bearer = async (role?: 'USER' | 'MANAGER' | 'MODERATOR') =>
  role ? bearerOf(server.app, role) : undefined;

describe('POST /api/calculator/consolidated', () => {
  test('every consolidated provider serving Saint Petersburg - Moscow answers, cheapest first', async () => {
    const response = await post('/api/calculator/consolidated', searchData());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const offers = contractOffers(response.body);
    expect(offers.map((o) => o.company.slug).sort()).toEqual([
      'dostavka-network',
      'severny-express',
      'transvektor',
    ]);
    const totals = offers.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // 2 x 25 kg, 0.25 m3: 50 kg, the 450 minimum; insurance of 3000 roubles: 1.
    expect(offers.find((o) => o.company.slug === 'dostavka-network')?.total).toBe(451);
  });

  test('the answer is the offers as the search signed them, each frozen with its text', async () => {
    const { results } = await server.app.tariffs.search('consolidated', searchData());
    const offers = results.flatMap((result) => result.offers);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(Object.isFrozen(offer)).toBe(true);
    // The text says what the offer object says (the channel sends the objects), and nothing else.
    expect(JSON.parse(server.app.tariffs.offersJson(offers))).toEqual(JSON.parse(JSON.stringify(offers)));
    // An offer that was not signed by the service has no text to send.
    expect(() => server.app.tariffs.offersJson([{ ...offers[0]! }])).toThrow(/only offers a search signed/);
  });

  test("each offer's quote proves its total for this search, and no other", async () => {
    const data = searchData();
    const [offer] = (await post('/api/calculator/consolidated', data)).json<TariffOffer[]>();
    const fingerprint = quoteFingerprint(data.directions, data.delivery);
    expect(server.app.quotes.verify(offer!.quote, { fingerprint, total: offer!.total })).toMatchObject({
      provider: offer!.company.slug,
      code: offer!.codes.tariff,
    });
    expect(() => server.app.quotes.verify(offer!.quote, { fingerprint, total: offer!.total - 1 })).toThrow(
      /does not match/,
    );
  });

  test('each offer says when its quote expires, 30 minutes after the search, so clients never read the token', async () => {
    const before = Date.now();
    const [offer] = (await post('/api/calculator/consolidated', searchData())).json<TariffOffer[]>();
    const expiresAt = Date.parse(offer!.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + 29 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    const claims = server.app.quotes.verify(offer!.quote, {
      fingerprint: quoteFingerprint(searchData().directions, searchData().delivery),
      total: offer!.total,
    });
    expect(claims.expiresAt * 1000).toBe(expiresAt);
  });

  test('a city no provider serves gets no offers, not an error', async () => {
    const response = await post('/api/calculator/consolidated', searchData({ to: '0100000200000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test.each([
    ['an unknown city', searchData({ to: '1234567890123' }), 'Unknown city of destination: 1234567890123'],
    ['no city', searchData({ from: null }), 'Choose the city of departure'],
    [
      'a place over the size limit',
      searchData({ cargos: [cargo({ height: 300 })] }),
      'Cargo 1: A place is at most 268 cm high',
    ],
    ['a negative size', searchData({ cargos: [cargo({ width: -1 })] }), 'Cargo 1: Enter the width'],
    [
      'more than 1000 places',
      searchData({ cargos: [cargo({ quantity: 5000 })] }),
      'Cargo 1: At most 1000 places',
    ],
    ['no cargo', searchData({ cargos: [] }), 'Describe at least one cargo place'],
  ])('%s is a 400 with a message', async (_case, body, message) => {
    const response = await post('/api/calculator/consolidated', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  test('a size that is not a number is a 400 naming the field', async () => {
    const body = searchData({ cargos: [{ ...cargo(), length: 'long' as unknown as number }] });
    const response = await post('/api/calculator/consolidated', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\/delivery\/dimensions\/cargos\/0\/length must be number/);
  });

  test('a search without directions names the missing parameter', async () => {
    const { directions: _omitted, ...body } = searchData();
    const response = await post('/api/calculator/consolidated', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Required parameter directions was null or undefined when calling consolidated',
    );
  });
});

describe('POST /api/calculator/dedicated', () => {
  test('the chosen gazelle from the own fleet and the partner, with their lines', async () => {
    const response = await post('/api/calculator/dedicated', searchData({ car: GAZELLE }));
    expect(response.statusCode).toBe(200);
    const offers = contractOffers(response.body);
    expect(offers.map((o) => o.company.slug)).toEqual(['dostavka-fleet', 'gruzolet']);
    // 793 road km x 30 rub/km + 1 rouble insurance.
    expect(offers[0]).toMatchObject({
      total: 23_791,
      codes: { vehicle: 'gazelle-1-5', truckType: 1, load: 1 },
      metadata: { mark: 'dedicated-line' },
    });
  });

  test('a cargo the chosen vehicle cannot take gets no offer', async () => {
    const body = searchData({ car: GAZELLE, cargos: [cargo({ weight: 2_000_000, quantity: 1 })] });
    expect((await post('/api/calculator/dedicated', body)).json()).toEqual([]);
  });

  test('an unknown body type is a 400', async () => {
    const response = await post(
      '/api/calculator/dedicated',
      searchData({ car: { ...GAZELLE, type: 'Цистерна' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown body type: Цистерна');
  });
});

describe('POST /api/calculator/analytics/*', () => {
  test.each([
    [undefined, 401],
    ['USER', 403],
  ] as const)('as %s: %i', async (role, status) => {
    expect((await post('/api/calculator/analytics/consolidated', searchData(), role)).statusCode).toBe(
      status,
    );
  });

  test('for a manager: per provider count, min, median, max and distance', async () => {
    const response = await post('/api/calculator/analytics/consolidated', searchData(), 'MANAGER');
    expect(response.statusCode).toBe(200);
    const { distanceKm, providers } = response.json();
    expect(distanceKm).toBe(793);
    expect(providers).toContainEqual({
      provider: 'dostavka-network',
      name: 'Доставка',
      count: 1,
      min: 451,
      median: 451,
      max: 451,
      distanceKm: 793,
    });
  });

  test('dedicated analytics list the dedicated providers', async () => {
    const response = await post(
      '/api/calculator/analytics/dedicated',
      searchData({ car: GAZELLE }),
      'MANAGER',
    );
    expect(response.json().providers.map((p: { provider: string }) => p.provider)).toEqual([
      'dostavka-fleet',
      'gruzolet',
    ]);
  });
});

describe('rate cards', () => {
  const get = async (url: string, role?: 'MANAGER' | 'MODERATOR') => {
    const authorization = await bearer(role);
    return server.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  };
  const put = async (provider: string, card: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/calculator/rate-cards/${provider}`,
      payload: card as object,
      headers: { authorization: (await bearer('MODERATOR'))! },
    });

  test('are for moderators and above', async () => {
    expect((await get('/api/calculator/rate-cards')).statusCode).toBe(401);
    expect((await get('/api/calculator/rate-cards', 'MANAGER')).statusCode).toBe(403);
    const response = await get('/api/calculator/rate-cards', 'MODERATOR');
    expect(response.json().map((p: { provider: string }) => p.provider)).toEqual([
      'dostavka-network',
      'dostavka-fleet',
      'severny-express',
      'transvektor',
      'gruzolet',
    ]);
  });

  test('an unknown provider is a 404', async () => {
    expect((await get('/api/calculator/rate-cards/nobody', 'MODERATOR')).statusCode).toBe(404);
  });

  test('a card that fails the schema or the rules is refused with the reason', async () => {
    const { card } = (await get('/api/calculator/rate-cards/dostavka-network', 'MODERATOR')).json<{
      card: RateCard;
    }>();
    const noZones = await put('dostavka-network', {
      ...card,
      consolidated: { ...card.consolidated, zones: [] },
    });
    expect(noZones.statusCode).toBe(400);
    expect(noZones.json().message).toMatch(/zones/);
    const cheaperFar = structuredClone(card);
    cheaperFar.consolidated!.zones[5]!.minimumRub = 1;
    const refused = await put('dostavka-network', cheaperFar);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The rate card is not valid: zones[5]: a farther zone may not cost less than the one before',
    );
  });

  test('a replaced card prices the next search', async () => {
    const { card } = (await get('/api/calculator/rate-cards/dostavka-network', 'MODERATOR')).json<{
      card: RateCard;
    }>();
    const dearer = structuredClone(card);
    dearer.consolidated!.zones.forEach((zone) => (zone.minimumRub *= 2));
    const response = await put('dostavka-network', dearer);
    expect(response.statusCode).toBe(200);
    const offers = (await post('/api/calculator/consolidated', searchData())).json<TariffOffer[]>();
    expect(offers.find((o) => o.company.slug === 'dostavka-network')?.total).toBe(901);
    expect((await get('/api/calculator/rate-cards/dostavka-network', 'MODERATOR')).json().card).toEqual(
      dearer,
    );
    expect((await put('dostavka-network', card)).statusCode).toBe(200);
  });
});

describe('GET /api/content/car and /container, logos', () => {
  test('the fleet: five vehicles with real sizes, capacity in grams, body types, loads and services', async () => {
    const { data } = (await server.app.inject({ method: 'GET', url: '/api/content/car' })).json();
    expect(data.data.map((v: { name: string; weight: number }) => [v.name, v.weight])).toEqual([
      ['Газель 1,5 т', 1_500_000],
      ['Грузовик 3 т', 3_000_000],
      ['Грузовик 5 т', 5_000_000],
      ['Грузовик 10 т', 10_000_000],
      ['Фура 20 т', 20_000_000],
    ]);
    expect(data.data[0]).toMatchObject({ length: 300, width: 200, height: 180 });
    expect(data.data[0].types.map((t: { name: string }) => t.name)).toEqual([
      'Тент',
      'Бортовой',
      'Изотерм',
      'Рефрижератор',
    ]);
    expect(data.data[0].types[3]).toEqual({
      name: 'Рефрижератор',
      loads: [{ name: 'Задняя' }],
      additional: [{ name: 'Ремни' }, { name: 'Гидроборт' }],
    });
  });

  test('the packaging presets', async () => {
    const { data } = (await server.app.inject({ method: 'GET', url: '/api/content/container' })).json();
    expect(data.data.map((p: { slug: string }) => p.slug)).toEqual([
      'big_box',
      'bag',
      'pallet',
      'mail',
      'box',
      'custom',
    ]);
  });

  test.each(['dostavka-network', 'dostavka-fleet', 'severny-express', 'transvektor', 'gruzolet'])(
    'the logo of %s is served',
    async (slug) => {
      const response = await server.app.inject({ method: 'GET', url: `/media/carriers/${slug}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('<svg');
    },
  );
});
