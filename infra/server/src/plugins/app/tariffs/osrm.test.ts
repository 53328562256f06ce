import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { pairKey } from '../../../tariffs/geo';
import { city } from '../../../tariffs/test-support';
import { buildTestApp, createTestDatabase } from '../../../../test/test-app';
import { searchData } from '../../../../test/tariff-search';
import { osrmDistances } from './osrm';

/** A stand-in OSRM table service: every distance is 705 km, unless told to fail. */
let mode: 'ok' | 'fail' = 'ok';
const requests: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (mode === 'fail') return response.writeHead(500).end();
    const coordinates = decodeURIComponent(request.url!.split('/')[4]!.split('?')[0]!).split(';');
    const sources = new URL(request.url!, 'http://x').searchParams.get('sources')!.split(';');
    const distances = sources.map((s) => coordinates.map((_, j) => (String(j) === s ? 0 : 705_000)));
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 'Ok', distances }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
});

describe('OSRM road distances', () => {
  test('one table request gives the distances from both ends, kept for later searches', async () => {
    const roads = osrmDistances({ baseUrl, timeoutMs: 1000, onError: () => undefined });
    await roads.measure([city('spb'), city('moscow')], [city('kazan')]);
    await roads.measure([city('spb'), city('moscow')], [city('kazan')]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(
      /^\/table\/v1\/driving\/30\.3159004,59\.9391313;37\.620405,55\.7540471;49\.\d+,55\.\d+\?sources=0;1&annotations=distance$/,
    );
    expect(roads.known.get(pairKey(city('spb').code, city('moscow').code))).toBe(705);
    expect(roads.known.get(pairKey(city('moscow').code, city('kazan').code))).toBe(705);
  });

  test('a failing service is reported and left alone for a while', async () => {
    mode = 'fail';
    const errors: unknown[] = [];
    const roads = osrmDistances({ baseUrl, timeoutMs: 1000, onError: (error) => errors.push(error) });
    await roads.measure([city('spb'), city('moscow')], []);
    await roads.measure([city('spb'), city('moscow')], []);
    expect(errors).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(roads.known.size).toBe(0);
  });

  test('with OSRM_URL set, offers use the measured road km', async () => {
    const database = await createTestDatabase();
    // A loaded machine may take longer than the default 1.5 s to answer from the same process.
    const app = await buildTestApp(database, { env: { OSRM_URL: baseUrl, OSRM_TIMEOUT_MS: '30000' } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/calculator/consolidated',
        payload: searchData(),
      });
      const offer = response.json<TariffOffer[]>().find((o) => o.company.slug === 'dostavka-network');
      expect(offer?.metadata.path).toEqual([
        { mark: 'departure-destination', from: 'Санкт-Петербург', to: 'Москва', km: 705 },
      ]);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 60_000);
});
