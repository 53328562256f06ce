import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProviderResult, SearchResult } from '../../plugins/app/tariffs/service';
import { ErrorResponse } from '../../schemas/error-response';
import { requiredParameterErrors } from '../../schemas/required-parameter';
import type { SearchKind } from '../../tariffs/search-input';
import { TariffAnalytics, TariffSearchData } from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { staffModuleGuard } from '../../flags/staff-access';

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function summarize({ slug, name, offers }: ProviderResult) {
  const totals = offers.map((offer) => offer.total).sort((a, b) => a - b);
  const kms = offers
    .map((offer) => Number(offer.codes.km))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    provider: slug,
    name,
    count: offers.length,
    min: totals[0] ?? null,
    median: median(totals),
    max: totals[totals.length - 1] ?? null,
    distanceKm: median(kms),
  };
}

export const analyticsOf = (result: SearchResult) => ({
  distanceKm: result.distanceKm,
  providers: result.results.map(summarize),
});

/**
 * Staff figures over a search: POST /analytics/consolidated and /analytics/dedicated, for whom the
 * tariff analytics module (kernel's STAFF_MODULES) is on.
 */
const analytics: FastifyPluginAsyncTypebox = async (app) => {
  const { minRole, flag } = STAFF_MODULES.tariffs;
  const preHandler = staffModuleGuard(
    app,
    STAFF_MODULES.tariffs,
    'Tariff analytics are switched off for you',
  );
  for (const kind of ['consolidated', 'dedicated'] as SearchKind[]) {
    const operationId = kind === 'consolidated' ? 'analyticsConsolidated' : 'analyticsDedicated';
    app.post(
      `/analytics/${kind}`,
      {
        preHandler,
        schema: {
          operationId,
          tags: ['calculator'],
          summary: `Per-provider aggregates of a ${kind} search (${minRole}+, flag ${flag})`,
          security: [{ bearer: [] }],
          body: TariffSearchData,
          response: { 200: TariffAnalytics, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(operationId),
      },
      async (request) => analyticsOf(await app.tariffs.search(kind, request.body)),
    );
  }
};

export default analytics;
