import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/error-response';
import { RateCard } from '../../tariffs/rate-card';
import { ProviderParams } from './schemas';
import { httpError } from '../../http-error';

const StoredCard = Type.Object({ provider: Type.String(), card: RateCard });
const Errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Staff (MODERATOR and above) read and replace providers' rate cards; prices follow at once. */
const rateCards: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole('MODERATOR');
  const common = { tags: ['calculator'], security: [{ bearer: [] }] };

  app.get(
    '/rate-cards',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary: 'Every provider with its rate card',
        response: { 200: Type.Array(StoredCard), ...Errors },
      },
    },
    async () => app.tariffs.rateCards.map(({ slug, card }) => ({ provider: slug, card })),
  );

  app.get(
    '/rate-cards/:provider',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary: "A provider's rate card",
        params: ProviderParams,
        response: { 200: StoredCard, ...Errors },
      },
    },
    async (request) => {
      const found = app.tariffs.rateCards.find((p) => p.slug === request.params.provider);
      if (!found) throw httpError(404, `No provider ${request.params.provider}`);
      return { provider: found.slug, card: found.card };
    },
  );

  app.put(
    '/rate-cards/:provider',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary:
          "Replaces a provider's rate card (checked: bands in order, farther and heavier never cheaper, known cities and vehicles)",
        params: ProviderParams,
        body: RateCard,
        response: { 200: StoredCard, ...Errors },
      },
    },
    async (request) => {
      const { provider } = request.params;
      await app.replaceRateCard(provider, request.body, request.user?.id ?? '');
      return { provider, card: request.body };
    },
  );
};

export default rateCards;
