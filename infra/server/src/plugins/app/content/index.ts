import fp from 'fastify-plugin';
import { contentService, type ContentService } from './content-service';
import { directionRepository, type DirectionRepository } from './direction-repository';
import { faqRepository, type FaqRepository } from './faq-repository';
import { directionPriceFrom } from './price-from';
import { regionRepository, type RegionRepository } from './region-repository';

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
    const directions = directionRepository(app.db, app.cityRepository);
    app.decorate('regionRepository', regions);
    app.decorate('directionRepository', directions);
    app.decorate('faqRepository', faqRepository(app.db));
    app.decorate(
      'contentService',
      contentService({ cities: app.cityRepository, regions, directions, priceFrom: directionPriceFrom(app) }),
    );
  },
  { name: 'content', dependencies: ['db', 'city-repository'] },
);
