import fp from 'fastify-plugin';
import { importReferenceData } from '../../db/seed/import-reference-data';

export interface ReferenceDataOptions {
  citiesCsv: string;
}

/** Imports cities, regions and the base content pages before the server answers (first start only). */
export default fp<ReferenceDataOptions>(
  async (app, { citiesCsv }) => {
    const started = performance.now();
    const imported = await importReferenceData(app.db, citiesCsv);
    app.log.info({ imported, ms: Math.round(performance.now() - started) }, 'reference data ready');
  },
  { name: 'reference-data', dependencies: ['db'] },
);
