import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { ContentPage } from '@dostavka/shared-kernel/contract';

const PageQuery = Type.Object({
  url: RequiredText({
    maxLength: 500,
    description: 'Page path with its trailing slash',
    examples: ['/gruzoperevozki/'],
  }),
});

const page: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/page',
    {
      schema: {
        operationId: 'getContentPage',
        tags: ['content'],
        summary: 'The content page at a URL',
        querystring: PageQuery,
        response: { 200: ContentPage, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getContentPage'),
    },
    async (request, reply) => {
      const found = await app.contentPageRepository.findByUrl(request.query.url);
      if (found?.catalogue) return app.contentService.cataloguePage(found);
      if (found) return found;
      return reply.code(404).send(errorResponse(404, `No page at ${request.query.url}`));
    },
  );
};

export default page;
