import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CityDistance } from '@dostavka/shared-kernel/contract';
import { geoPoint } from '../../../content/refs';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';

const MAX_CITIES = 20;

/** GET /city/distance: road distance along a route of cities. */
const distance: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/distance',
    {
      schema: {
        operationId: 'getCityDistance',
        tags: ['content'],
        summary: 'Road distance along cities in order, leg by leg',
        querystring: Type.Object({
          cities: RequiredText({
            maxLength: 200,
            description: 'City ids, comma-separated, in route order',
            examples: ['1,2'],
          }),
        }),
        response: { 200: CityDistance, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getCityDistance'),
    },
    async ({ query }, reply) => {
      const parts = query.cities.split(',').map((part) => part.trim());
      if (parts.length < 2 || parts.length > MAX_CITIES || !parts.every((part) => /^\d+$/.test(part))) {
        return reply
          .code(400)
          .send(errorResponse(400, `cities must be 2 to ${MAX_CITIES} city ids separated by commas`));
      }
      const ids = parts.map(Number);
      const found = await app.cityRepository.findByIds([...new Set(ids)]);
      const byId = new Map(found.map((city) => [city.id, city]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0)
        return reply.code(404).send(errorResponse(404, `No city with id ${missing.join(', ')}`));
      // The calculator's distance (app.tariffs.roadKm), leg by leg.
      const legs = await Promise.all(
        ids.slice(1).map(async (to, index) => {
          const from = ids[index]!;
          const km = await app.tariffs.roadKm(geoPoint(byId.get(from)!), geoPoint(byId.get(to)!));
          return { from, to, distanceKm: km };
        }),
      );
      return { cities: ids, legs, distanceKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0) };
    },
  );
};

export default distance;
