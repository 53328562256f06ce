import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PickupPointList, PickupPointQuery } from '@dostavka/shared-kernel/contract';
import { ErrorResponse } from '../../schemas/error-response';
import { httpError } from '../../http-error';

/**
 * GET /points: a city's pick-up points (terminals, offices, lockers), of one carrier or of every
 * carrier, of one kind or of all, or those serving a hand-over (`method`) as each carrier declares
 * it (СДЭК's offices for a terminal's); the order page lists them, direction pages may too.
 */
const points: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/points',
    {
      schema: {
        operationId: 'getPickupPoints',
        tags: ['content'],
        summary:
          "A city's pick-up points (all, of a kind, or serving a hand-over): address, hours, coordinates and a locker's cell and weight limit",
        querystring: PickupPointQuery,
        response: { 200: PickupPointList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { city, provider, kind, method } = request.query;
      if (!app.tariffs.cities.has(city)) throw httpError(404, `No city with the code ${city}`);
      if (provider && !app.tariffs.hasProvider(provider)) throw httpError(404, `No carrier ${provider}`);
      return { data: app.tariffs.pointsIn(city, { provider, kind, method }) };
    },
  );
};

export default points;
