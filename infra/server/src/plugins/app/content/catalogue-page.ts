/**
 * A catalogue page as it is shown: its typical shipment (`catalogueShipment`) priced by the
 * engine, from Saint Petersburg to the page's city on a city page (`/gruzoperevozki/{city}/`),
 * else to Moscow (a whole van where no carrier takes it as consolidated cargo; null for a route
 * no carrier prices); and the road placeholders of its text filled with the engine's km, the km of
 * that price (`content/road-facts.ts`).
 */
import type { CataloguePrice, City, ContentPage } from '@dostavka/shared-kernel/domain';
import { cityRef } from '../../../content/refs';
import { catalogueShipment } from '../../../content/catalogue/shipments';
import { topicLot } from '../../../content/catalogue/topic-lots';
import { fillRoadFacts, placeholderSlugs, type RoadFacts } from '../../../content/road-facts';
import { lotShipment, pricingDate } from './route-facts';
import type { ContentKit } from './content-kit';
import { HUB_SLUGS } from './content-tuning';

export async function cataloguePage(
  kit: ContentKit,
  page: ContentPage,
): Promise<ContentPage & { price: CataloguePrice | null }> {
  const { cities, price, km } = kit;
  const key = page.catalogue ? catalogueShipment(page.catalogue, page.url) : null;
  const [origin, destination] = HUB_SLUGS;
  const last = page.url.split('/').filter(Boolean)[1];
  const [from, city, moscow] = await Promise.all([
    cities.findBySlug(origin),
    last && last !== origin ? cities.findBySlug(last) : null,
    cities.findBySlug(destination),
  ]);
  const to = city ?? moscow;
  if (!from || !to) return { ...page, price: null };
  // Consolidated cargo no carrier takes on the route goes by the whole van the calculator
  // offers instead (as on a route page only vehicles serve).
  const consolidated = key !== null && key !== 'van' && key !== 'truck20';
  // A topic with a lot of its own (topic-lots.ts) is priced for it; unpriced, for the group's.
  const lot = page.catalogue ? topicLot(page.catalogue, page.url) : null;
  const row =
    (lot && (await price(from, to, lotShipment(lot)))) ||
    (key ? ((await price(from, to, key)) ?? (consolidated ? await price(from, to, 'van') : null)) : null);
  // Measured after the search: the km the engine priced with.
  const distanceKm = Math.round(km(from, to));
  const texts = [page.body, page.description, page.en?.body ?? '', page.en?.description ?? ''];
  const slugs = [...new Set(texts.flatMap(placeholderSlugs))];
  const others = await Promise.all(slugs.map((slug) => cities.findBySlug(slug)));
  const road: RoadFacts = {
    km: distanceKm,
    kmTo: new Map(
      others
        .filter((other): other is City => other !== null)
        .map((other) => [other.slug, Math.round(km(city ?? to, other))]),
    ),
  };
  // The terminals a consolidated shipment is handed over at: those of the carriers pricing it
  // (a van or a truck unloads at the recipient's address).
  const carriers = new Set(row?.offers.map((offer) => offer.company.slug));
  return {
    ...page,
    description: fillRoadFacts(page.description, road, 'ru'),
    body: fillRoadFacts(page.body, road, 'ru'),
    en: page.en && {
      ...page.en,
      description: fillRoadFacts(page.en.description, road, 'en'),
      body: fillRoadFacts(page.en.body, road, 'en'),
    },
    price: row && {
      from: cityRef(from),
      to: cityRef(to),
      distanceKm,
      pricedOn: pricingDate(),
      row,
      ...(lot &&
        row.key === 'lot' && {
          lot: {
            name: lot.name,
            weightKg: lot.way === 'groupage' ? lot.pieceKg * lot.pieces : lot.weightKg,
            pieces: lot.way === 'groupage' ? lot.pieces : 1,
          },
        }),
      terminals:
        city && row.kind === 'consolidated'
          ? kit.terminalsIn(city).filter((point) => carriers.has(point.provider))
          : [],
    },
  };
}
