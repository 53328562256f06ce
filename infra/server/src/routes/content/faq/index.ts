import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { Faq, FaqCategory, FaqVoteResult } from '@dostavka/shared-kernel/contract';
import { PagingQuery } from '../schemas';
import { ensureVisitor, visitorOf } from './visitor';

const SlugParams = Type.Object({ slug: RequiredText({ maxLength: 100, examples: ['strakhovanie'] }) });

/**
 * FAQ categories, one question, and the visitor's like or dislike (one per question, changeable).
 * The questions carry this visitor's vote (Vary: Cookie); a vote changes the counts the cached
 * pages show.
 */
const faq: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getFaqCategories',
        tags: ['content'],
        summary: 'FAQ categories with their questions (data.data), a page at a time',
        querystring: PagingQuery,
        response: {
          200: Type.Object({
            data: Type.Object({ data: Type.Array(FaqCategory) }),
            total: Type.Integer(),
            next: Type.Union([Type.Object({ page: Type.Integer() }), Type.Null()]),
          }),
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      const { page, limit } = request.query;
      const { categories, total } = await app.faqRepository.categories(page, limit, visitorOf(request));
      return { data: { data: categories }, total, next: page * limit < total ? { page: page + 1 } : null };
    },
  );

  app.get(
    '/:slug',
    {
      schema: {
        operationId: 'getFaq',
        tags: ['content'],
        summary: 'One question with its category',
        params: SlugParams,
        response: { 200: Faq, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('getFaq'),
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie');
      const found = await app.faqRepository.findBySlug(request.params.slug, visitorOf(request));
      return found ?? reply.code(404).send(errorResponse(404, `No question ${request.params.slug}`));
    },
  );

  for (const vote of ['like', 'dislike'] as const) {
    const operationId = `${vote}Faq`;
    app.post(
      `/${vote}/:slug`,
      {
        schema: {
          operationId,
          tags: ['content'],
          summary: `${vote === 'like' ? 'Like' : 'Dislike'} a question: one vote per visitor, a new one replaces the old`,
          params: SlugParams,
          response: { 200: FaqVoteResult, 400: ErrorResponse, 404: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(operationId),
      },
      async (request, reply) => {
        const result = await app.faqRepository.vote(request.params.slug, ensureVisitor(request, reply), vote);
        if (result) app.pageCache.invalidate('votes');
        return result ?? reply.code(404).send(errorResponse(404, `No question ${request.params.slug}`));
      },
    );
  }
};

export default faq;
