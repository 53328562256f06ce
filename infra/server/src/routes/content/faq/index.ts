import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, errorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { Faq, FaqCategory, FaqVoteResult } from '@dostavka/shared-kernel/contract';
import { PagingQuery } from '../schemas';
import { ensureVisitor, visitorOf } from '../../../visitor-cookie';
import { acceptVoteForms, isVoteForm, voteFormReturn } from './vote-form';

const SlugParams = Type.Object({ slug: RequiredText({ maxLength: 100, examples: ['strakhovanie'] }) });

/**
 * FAQ categories, one question, and the visitor's like or dislike (one per question, changeable).
 * The questions carry this visitor's vote (Vary: Cookie); a vote changes the counts the cached
 * pages show. Votes are rationed per client address (FAQ_* below), so a client dropping its
 * cookie cannot stuff them.
 */
const HOUR_MS = 60 * 60 * 1000;
/** Votes (new or changed) from one client address. */
export const FAQ_VOTES_PER_ADDRESS = { limit: 60, windowMs: HOUR_MS } as const;
/** New voters on one question from one client address (a household or an office shares one). */
export const FAQ_NEW_VOTES_PER_QUESTION = { limit: 3, windowMs: 24 * HOUR_MS } as const;

const faq: FastifyPluginAsyncTypebox = async (app) => {
  acceptVoteForms(app);
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
          summary: `${vote === 'like' ? 'Like' : 'Dislike'} a question: one vote per visitor, a new one replaces the old. Sent as an HTML form (application/x-www-form-urlencoded, \`back\`: the page's path), answered with 303 to that page`,
          params: SlugParams,
          response: { 200: FaqVoteResult, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
        schemaErrorFormatter: requiredParameterErrors(operationId),
      },
      async (request, reply) => {
        const { slug } = request.params;
        // A visitor's first vote on a question is rationed per address: a cookie-less client
        // (or one forging visitor ids) is a new visitor every time.
        const known = visitorOf(request);
        const changing = known !== null && (await app.faqRepository.findBySlug(slug, known))?.vote != null;
        await app.rateLimiter.enforce(
          [
            { key: `faq-vote:ip:${request.ip}`, ...FAQ_VOTES_PER_ADDRESS },
            ...(changing
              ? []
              : [{ key: `faq-vote:new:${request.ip}:${slug}`, ...FAQ_NEW_VOTES_PER_QUESTION }]),
          ],
          'Too many votes from your address',
        );
        const result = await app.faqRepository.vote(slug, ensureVisitor(request, reply), vote);
        if (result) app.pageCache.invalidate('votes');
        if (!result) return reply.code(404).send(errorResponse(404, `No question ${request.params.slug}`));
        return isVoteForm(request) ? reply.redirect(voteFormReturn(request.body, slug), 303) : result;
      },
    );
  }
};

export default faq;
