import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { paged } from '../../../content/refs';
import { PagingQuery } from '../schemas';
import { City, Id, Paged } from '@dostavka/shared-kernel/contract';

const ListQuery = Type.Object({
  ...PagingQuery.properties,
  letter: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1,
      description: 'Only cities whose name starts with this letter (city picker)',
    }),
  ),
});

/** GET /city (every city by name, paged) and GET /city/{id}. */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getCities',
        tags: ['content'],
        summary: 'Cities by name, a page at a time; optionally those starting with a letter',
        querystring: ListQuery,
        response: { 200: Paged(City), 400: ErrorResponse },
      },
    },
    async ({ query }) => {
      const { cities, total } = await app.cityRepository.list(query.page, query.limit, query.letter);
      return paged(cities, total, query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getCity',
        tags: ['content'],
        summary: 'One city by its id',
        params: Type.Object({ id: Id() }),
        response: { 200: City, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async ({ params }, reply) => {
      const city = await app.cityRepository.findById(params.id);
      return city ?? reply.code(404).send(errorResponse(404, `No city with id ${params.id}`));
    },
  );
};

export default list;
