/** Several server processes (PostgreSQL + Redis) price with the card staff just replaced on any one. */
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import type { App } from '../../../app';
import type { RateCard } from '../../../tariffs/rate-card';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/test-app';
import { searchData } from '../../../../test/tariff-search';

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;

(shared ? describe : describe.skip)('rate cards across processes', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: process.env.REDIS_URL! };
    first = await buildTestApp(database, { env });
    second = await buildTestApp(database, { env });
    // The adapter's server-side events need both servers listening on their namespaces.
    await Promise.all([
      first.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const networkTotal = async (app: App) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/consolidated',
      payload: searchData(),
    });
    return response.json<TariffOffer[]>().find((o) => o.company.slug === 'dostavka-network')?.total;
  };

  test('a card replaced through one server prices the next search on the other', async () => {
    expect(await networkTotal(second)).toBe(451);
    const card = structuredClone(
      first.tariffs.rateCards.find((p) => p.slug === 'dostavka-network')!.card,
    ) as RateCard;
    card.consolidated!.zones.forEach((zone) => (zone.minimumRub += 100));
    await first.replaceRateCard('dostavka-network', card, null);
    const started = Date.now();
    while ((await networkTotal(second)) !== 551 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await networkTotal(second)).toBe(551);
  });
});
