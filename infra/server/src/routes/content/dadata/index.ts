import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';

const Suggestions = Type.Array(
  Type.Object({ value: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) }),
  { description: 'Suggestions in DaData’s shape (value and data)' },
);

/** GET /dadata/address and /dadata/party: suggestions for the order form. */
const dadata: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/address',
    {
      schema: {
        operationId: 'suggestAddress',
        tags: ['content'],
        summary:
          'Address suggestions within a city (DaData, or the city itself without a DaData token), in the language of the site (its cookie, else Accept-Language)',
        querystring: Type.Object({
          search: RequiredText({ maxLength: 300, description: 'What the visitor typed' }),
          fias: RequiredText({ maxLength: 36, description: 'FIAS id of the city the address is in' }),
        }),
        response: { 200: Suggestions, 400: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('suggestAddress'),
    },
    ({ query, headers }) => app.suggestions.address(query.search, query.fias, headers),
  );

  app.get(
    '/party',
    {
      schema: {
        operationId: 'suggestCompany',
        tags: ['content'],
        summary: 'Company suggestions by INN, OGRN or name (without a DaData token: checked INN/OGRN only)',
        querystring: Type.Object({ search: RequiredText({ maxLength: 300 }) }),
        response: { 200: Suggestions, 400: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('suggestCompany'),
    },
    ({ query }) => app.suggestions.party(query.search),
  );
};

export default dadata;
