import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { CityList } from '@dostavka/shared-kernel/contract';

const SEARCH_LIMIT = 20;

const SearchQuery = Type.Object({
  name: RequiredText({
    maxLength: 100,
    description: 'Start of the city name or of a later word in it; case and ё/е do not matter',
    examples: ['санкт'],
  }),
});

const search: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        operationId: 'searchCities',
        tags: ['content'],
        summary: 'Cities by the start of their name: exact names, then prefixes, then later words',
        querystring: SearchQuery,
        response: { 200: CityList, 400: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('searchCities'),
    },
    (request) => app.cityRepository.search(request.query.name, SEARCH_LIMIT),
  );
};

export default search;
