import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TariffOfferList, TariffSearchData } from '@dostavka/shared-kernel/contract';
import { ErrorResponse } from '../../schemas/error-response';
import { requiredParameterErrors } from '../../schemas/required-parameter';
import type { SearchKind } from '../../tariffs/search-input';

const SUMMARIES: Record<SearchKind, string> = {
  consolidated: 'Every consolidated offer (own network and partners) for a search, cheapest first',
  dedicated: 'Every dedicated-vehicle offer for a search, cheapest first',
};

/** POST /consolidated and /dedicated: the offers of every provider at once (the channel streams them). */
const tariffs: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['consolidated', 'dedicated'] as SearchKind[]) {
    app.post(
      `/${kind}`,
      {
        schema: {
          operationId: kind,
          tags: ['calculator'],
          summary: SUMMARIES[kind],
          body: TariffSearchData,
          response: { 200: TariffOfferList, 400: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(kind),
      },
      async (request, reply) => {
        const { results } = await app.tariffs.search(kind, request.body);
        // Each offer's JSON was written with its facts when it was signed: the reply puts them
        // together instead of writing the offers again (the response schema still describes it).
        reply.type('application/json; charset=utf-8').serializer(app.tariffs.offersJson);
        return results.flatMap((result) => result.offers).sort((a, b) => a.total - b.total);
      },
    );
  }
};

export default tariffs;
