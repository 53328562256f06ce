import fp from 'fastify-plugin';
import type { City } from '@dostavka/shared-kernel/domain';
import { contentService, type ContentService } from './content-service';
import { directionRepository, type DirectionRepository } from './direction-repository';
import { faqRepository, type FaqRepository } from './faq-repository';
import { regionRepository, type RegionRepository } from './region-repository';
import { geoPoint } from '../../../content/refs';
import { routeFacts, typicalPrice } from './route-facts';

declare module 'fastify' {
  interface FastifyInstance {
    regionRepository: RegionRepository;
    directionRepository: DirectionRepository;
    faqRepository: FaqRepository;
    contentService: ContentService;
  }
}

/** Regions, directions, FAQ and the page contents built from them. */
export default fp(
  async (app) => {
    const regions = regionRepository(app.db);
    // Distances and prices are the tariff engine's (registered later: read when a page is asked for).
    const km = (from: City, to: City) => app.tariffs.knownRoadKm(geoPoint(from), geoPoint(to));
    const directions = directionRepository(app.db, app.cityRepository, km);
    app.decorate('regionRepository', regions);
    app.decorate('directionRepository', directions);
    app.decorate('faqRepository', faqRepository(app.db));
    app.decorate(
      'contentService',
      contentService({
        cities: app.cityRepository,
        regions,
        directions,
        facts: routeFacts(app),
        price: typicalPrice(app),
        km,
        terminalsIn: (city) => app.tariffs.pointsIn(city.code, undefined, 'WAREHOUSE'),
      }),
    );
  },
  { name: 'content', dependencies: ['db', 'city-repository'] },
);
