import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { CityContent, DirectionContent } from '@dostavka/shared-kernel/contract';

const Slug = (description: string) => RequiredText({ maxLength: 100, description, examples: ['moskva'] });

/** GET /city/content (a direction page) and GET /city/singleCityContent (a city page). */
const content: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content',
    {
      schema: {
        operationId: 'getCitiesContent',
        tags: ['content'],
        summary: 'The direction page of two cities: distance, transit time, lowest price, texts',
        querystring: Type.Object({ from: Slug('Origin city slug'), to: Slug('Destination city slug') }),
        response: { 200: DirectionContent, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getCitiesContent'),
    },
    async ({ query }, reply) => {
      const found = await app.contentService.direction(query.from, query.to);
      return (
        found ?? reply.code(404).send(errorResponse(404, `No direction from ${query.from} to ${query.to}`))
      );
    },
  );

  app.get(
    '/singleCityContent',
    {
      schema: {
        operationId: 'getSingleCityContent',
        tags: ['content'],
        summary: 'The page of one city: texts as origin and destination, its directions and neighbours',
        querystring: Type.Object({
          id: RequiredText({
            maxLength: 100,
            description: 'The city id, or its slug',
            examples: ['1', 'kazan'],
          }),
        }),
        response: { 200: CityContent, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getSingleCityContent'),
    },
    async ({ query }, reply) => {
      const city = /^\d+$/.test(query.id)
        ? await app.contentCities.findById(Number(query.id))
        : await app.contentCities.findBySlug(query.id);
      if (!city) return reply.code(404).send(errorResponse(404, `No city ${query.id}`));
      return app.contentService.city(city);
    },
  );
};

export default content;
