import fp from 'fastify-plugin';
import { importReferenceData } from '../../db/seed/import-reference-data';
import { seedTariffData } from '../../db/seed/tariff-data';

export interface ReferenceDataOptions {
  citiesCsv: string;
}

/**
 * The seeding code's run at start, before the server answers: cities, regions and the base content
 * pages (first start only), then the seed fleet, rate cards and pick-up points that are missing
 * (the points come from the cities). Nothing else in production imports seed data (ESLint).
 */
export default fp<ReferenceDataOptions>(
  async (app, { citiesCsv }) => {
    const started = performance.now();
    const imported = await importReferenceData(app.db, citiesCsv);
    await seedTariffData(app.db);
    app.log.info({ imported, ms: Math.round(performance.now() - started) }, 'reference data ready');
  },
  { name: 'reference-data', dependencies: ['db'] },
);
