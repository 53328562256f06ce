import fp from 'fastify-plugin';
import type { City } from '@dostavka/shared-kernel/domain';
import { contentService, type ContentService } from './content-service';
import type { ContentServiceDeps } from './content-kit';
import { directionRepository, type DirectionRepository } from './direction-repository';
import { faqRepository, type FaqRepository } from './faq-repository';
import { regionRepository, type RegionRepository } from './region-repository';
import { geoPoint } from '../../../content/refs';
import { pricingDate, routeFacts, typicalPrice } from './route-facts';
import { generationMemo } from './generation-memo';
import { PAGE_TTL_MS } from '../web/page-cache';
import type { CityRepository } from '../city-repository';

declare module 'fastify' {
  interface FastifyInstance {
    regionRepository: RegionRepository;
    directionRepository: DirectionRepository;
    faqRepository: FaqRepository;
    contentService: ContentService;
    /** A city by slug or id as the content pages read it: from every city, read once per generation. */
    contentCities: Pick<CityRepository, 'findBySlug' | 'findById'>;
  }
}

/**
 * Entries of the content pages' data kept at most (generation-memo.ts): cities, towns and popular
 * directions of some hundreds of cities, and the facts and prices of a few thousand routes
 * (about 10 KB each).
 */
const MEMO_ENTRIES = 5_000;

/** Regions, directions, FAQ and the page contents built from them. */
export default fp(
  async (app) => {
    const regions = regionRepository(app.db);
    // What the pages read, kept until the content or the rate cards change (the page cache's
    // generation, registered later: read when a page is asked for).
    const remember = generationMemo({
      generation: () => app.pageCache.generation,
      ttlMs: PAGE_TTL_MS,
      maxEntries: MEMO_ENTRIES,
    });
    const cityRows = app.cityRepository;
    /** Every city (about a thousand) by slug and id with its inhabitants, read once per generation. */
    const everyCity = () =>
      remember('every city', async () => {
        const all = await cityRows.everyCity();
        return {
          all: all.map(({ city }) => city),
          bySlug: new Map(all.map(({ city }) => [city.slug, city])),
          byId: new Map(all.map((entry) => [entry.city.id, entry])),
        };
      });
    const cities: ContentServiceDeps['cities'] & Pick<CityRepository, 'findByIds'> = {
      findBySlug: async (slug) => (await everyCity()).bySlug.get(slug) ?? null,
      population: async (id) => (await everyCity()).byId.get(id)?.population ?? 0,
      all: async () => (await everyCity()).all,
      largest: (count) =>
        remember(`largest ${count}`, async () =>
          [...(await everyCity()).byId.values()]
            .sort((a, b) => b.population - a.population)
            .slice(0, count)
            .map(({ city }) => city),
        ),
      inRegions: (codes) =>
        remember(`towns ${codes.join(',')}`, async () =>
          (await everyCity()).all.filter((city) => codes.includes(city.region.code)),
        ),
      async findByIds(ids) {
        const { byId } = await everyCity();
        return ids.flatMap((id) => byId.get(id)?.city ?? []);
      },
    };
    // Distances and prices are the tariff engine's (registered later: read when a page is asked for).
    const km = (from: City, to: City) => app.tariffs.knownRoadKm(geoPoint(from), geoPoint(to));
    const directions = directionRepository(app.db, cities, km);
    app.decorate('regionRepository', regions);
    app.decorate('directionRepository', directions);
    app.decorate('faqRepository', faqRepository(app.db));
    const everyDirection = () => remember('every direction', () => directions.all());
    const facts = routeFacts(app);
    const price = typicalPrice(app);
    const deps: ContentServiceDeps = {
      cities,
      regions: {
        findBySlug: (slug) => remember(`region ${slug}`, () => regions.findBySlug(slug)),
        list: (paging, search) => regions.list(paging, search),
      },
      // From every direction, read once (a city page asked two queries of its own).
      directions: {
        fromCity: (id, limit) =>
          remember(`from ${id} ${limit}`, async () =>
            (await everyDirection()).filter((item) => item.from.id === id).slice(0, limit),
          ),
        toCity: (id, limit) =>
          remember(`to ${id} ${limit}`, async () =>
            (await everyDirection()).filter((item) => item.to.id === id).slice(0, limit),
          ),
      },
      // Priced for a day (pricingDate): the key names it.
      facts: (from, to) => remember(`facts ${from.id} ${to.id} ${pricingDate()}`, () => facts(from, to)),
      // A typical shipment by its key, a topic's lot by what it is.
      price: (from, to, shipment) =>
        remember(
          `price ${from.id} ${to.id} ${typeof shipment === 'string' ? shipment : JSON.stringify(shipment)} ${pricingDate()}`,
          () => price(from, to, shipment),
        ),
      km,
      pointsIn: (city, kind) => app.tariffs.pointsIn(city.code, { kind }),
      terminals: () =>
        remember('terminals', async () =>
          (await everyCity()).all.flatMap((city) => app.tariffs.pointsIn(city.code, { kind: 'WAREHOUSE' })),
        ),
      remember,
    };
    app.decorate('contentService', contentService(deps));
    app.decorate('contentCities', {
      findBySlug: cities.findBySlug,
      findById: async (id: number) => (await everyCity()).byId.get(id)?.city ?? null,
    });
  },
  { name: 'content', dependencies: ['db', 'city-repository'] },
);
