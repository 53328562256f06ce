import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { CityList, RegionCityContent, RegionContent } from '@dostavka/shared-kernel/contract';

const Slug = (description: string) => RequiredText({ maxLength: 100, description });

const RegionCityQuery = Type.Object({
  regionSlug: Slug('Region slug'),
  citySlug: Slug('City slug'),
});

/** Regions: their cities (the city picker's region panel), region pages, region-city pages. */
const region: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cities',
    {
      schema: {
        operationId: 'getRegionCities',
        tags: ['content'],
        summary: 'The cities of one or more regions, most popular first',
        querystring: Type.Object({
          codes: RequiredText({
            maxLength: 300,
            description: 'Region codes, comma-separated',
            examples: ['78,47'],
          }),
        }),
        response: { 200: CityList, 400: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getRegionCities'),
    },
    async ({ query }, reply) => {
      const codes = query.codes.split(',').map((code) => code.trim());
      if (!codes.every((code) => /^\d{2}$/.test(code))) {
        return reply
          .code(400)
          .send(errorResponse(400, 'codes must be two-digit region codes separated by commas'));
      }
      return app.cityRepository.inRegions(codes);
    },
  );

  app.get(
    '/content/page',
    {
      schema: {
        operationId: 'getRegionContentPage',
        tags: ['content'],
        summary: 'A region page: its cities and texts as an origin and a destination',
        querystring: Type.Object({ slug: Slug('Region slug') }),
        response: { 200: RegionContent, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getRegionContentPage'),
    },
    async ({ query }, reply) => {
      const found = await app.contentService.region(query.slug);
      return found ?? reply.code(404).send(errorResponse(404, `No region ${query.slug}`));
    },
  );

  for (const way of ['from', 'to'] as const) {
    const operationId = way === 'from' ? 'getRegionContentFrom' : 'getRegionContentTo';
    app.get(
      `/content/${way}`,
      {
        schema: {
          operationId,
          tags: ['content'],
          summary: way === 'from' ? 'From a region to a city' : 'From a city to a region',
          querystring: RegionCityQuery,
          response: { 200: RegionCityContent, 400: ErrorResponse, 404: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(operationId),
      },
      async ({ query }, reply) => {
        const found = await app.contentService.regionCity(way, query.regionSlug, query.citySlug);
        return (
          found ??
          reply
            .code(404)
            .send(
              errorResponse(404, `No route between region ${query.regionSlug} and city ${query.citySlug}`),
            )
        );
      },
    );
  }
};

export default region;
