/**
 * A crawl of the sitemap without JavaScript (issue 20, "Tests"): the directions sitemap is read as a
 * crawler reads it, a sample of its pages (city to city, region to city, city to region) is
 * server-rendered, each price table's rows are parsed from the HTML, and every row is compared with
 * what `POST /api/calculator/{consolidated,dedicated}` quotes for the same shipment (the
 * calculator page's body, `typicalSearch`): the same carriers at the same totals, cheapest first.
 */
import { formatCost, type City } from '@dostavka/shared-kernel/domain';
import { pageOf, useSsrApp } from '../../../../../test/ssr-app';
import { quoteTypical } from '../../../../../test/typical-quote';
import { pricingDate, termDays, TYPICAL_SHIPMENTS } from '../../content/route-facts';

const server = useSsrApp();

/** Pages of the directions sitemap checked (spread evenly over it). */
const SAMPLE = 24;

interface TableRow {
  key: string;
  carrier: string;
  total: number;
  text: string;
}

const cellText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** The rows of a page's price table: the shipment, the carrier, the total and the total's text. */
export function tableRows(html: string): TableRow[] {
  const table = /<table[^>]*data-price-table[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr[^>]*data-shipment="(\w+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, key, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => cellText(cell!));
    const total = /data-total="([\d.]+)"/.exec(row!)?.[1];
    return { key: key!, carrier: cells[0] ?? '', total: Number(total), text: cells.at(-1) ?? '' };
  });
}

/** The two cities a direction URL prices: a region's largest city stands for the region. */
async function endsOf(path: string): Promise<[City, City] | null> {
  const cities = server.app.cityRepository;
  const largest = async (regionSlug: string) => {
    const region = await server.app.regionRepository.findBySlug(regionSlug);
    return region ? ((await cities.inRegions([region.code]))[0] ?? null) : null;
  };
  const parts = path.split('/').filter(Boolean);
  let ends: Array<City | null>;
  if (parts[1] === 'from') ends = [await largest(parts[2]!), await cities.findBySlug(parts[3]!)];
  else if (parts[1] === 'to') ends = [await cities.findBySlug(parts[2]!), await largest(parts[3]!)];
  else ends = [await cities.findBySlug(parts[1]!), await cities.findBySlug(parts[2]!)];
  const [from, to] = ends;
  return from && to ? [from, to] : null;
}

/** What the calculator's API quotes for a typical shipment: carrier and total, cheapest first. */
async function quotes(key: string, from: City, to: City) {
  return (await quoteTypical(server.app, key, from, to, pricingDate()))
    .filter((offer) => termDays(offer) !== null && Number(offer.total) > 0)
    .map((offer) => ({ carrier: offer.company.name, total: Number(offer.total) }))
    .sort((a, b) => a.total - b.total);
}

test('the price table is read from the page: shipment, carrier, total', () => {
  expect(
    tableRows(
      '<table data-price-table=""><tbody><tr data-shipment="kg1"><th>1 кг</th><td>Доставка</td><td>2–3 дн.</td><td data-total="401">401&nbsp;₽</td></tr></tbody></table>',
    ),
  ).toEqual([{ key: 'kg1', carrier: 'Доставка', total: 401, text: '401 ₽' }]);
});

test('the directions sitemap, crawled without JavaScript: every price table row is the API’s quote', async () => {
  const xml = (await server.app.inject({ url: '/sitemaps/directions.xml' })).body;
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path!);
  expect(paths.length).toBeGreaterThan(SAMPLE);
  // City-to-city pages and both region-city kinds, spread over the sitemap.
  const step = paths.length / SAMPLE;
  const sample = Array.from({ length: SAMPLE }, (_, i) => paths[Math.floor(i * step)]!);
  expect(sample.some((path) => path.startsWith('/route/from/'))).toBe(true);
  let compared = 0;
  for (const path of sample) {
    const page = await pageOf(server.app, path);
    expect({ path, status: page.statusCode }).toEqual({ path, status: 200 });
    const ends = await endsOf(path);
    expect({ path, ends: ends !== null }).toEqual({ path, ends: true });
    const rows = tableRows(page.body);
    for (const shipment of TYPICAL_SHIPMENTS) {
      const shown = rows
        .filter((row) => row.key === shipment.key)
        .map(({ carrier, total }) => ({ carrier, total }));
      const quoted = await quotes(shipment.key, ...ends!);
      expect({ path, key: shipment.key, rows: shown }).toEqual({ path, key: shipment.key, rows: quoted });
      compared += shown.length;
    }
    // The visible total is the quoted one, formatted as the spec shows a cost.
    for (const row of rows) expect(row.text).toContain(formatCost(row.total));
  }
  expect(compared).toBeGreaterThan(SAMPLE);
}, 600_000);
