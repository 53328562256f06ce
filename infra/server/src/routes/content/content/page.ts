import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { Localized, PageText } from '../schemas';

const PageQuery = Type.Object({
  url: RequiredText({
    maxLength: 500,
    description: 'Page path with its trailing slash',
    examples: ['/gruzoperevozki/'],
  }),
});

const GroupLinks = Type.Object({
  key: Type.String(),
  root: Type.String(),
  name: Localized(Type.String()),
  pages: Type.Array(
    Type.Object({ url: Type.String(), h1: Type.String(), en: Type.Union([Type.String(), Type.Null()]) }),
  ),
});

const ContentPage = Type.Object(
  {
    ...PageText.properties,
    url: Type.String(),
    catalogue: Type.Union([Type.String(), Type.Null()], { description: 'Catalogue group key' }),
    en: Type.Union([PageText, Type.Null()], { description: 'The English texts' }),
    group: Type.Union([GroupLinks, Type.Null()], {
      description: "The page's catalogue group: the catalogue intersected with the group's allowed URLs",
    }),
  },
  { description: 'A content page' },
);

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
      if (found) return found;
      return reply.code(404).send(errorResponse(404, `No page at ${request.query.url}`));
    },
  );
};

export default page;
