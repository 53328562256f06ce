import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CallbackRequest, FeedbackMessage, Received } from '@dostavka/shared-kernel/contract';
import { ErrorResponse } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';

const response = {
  201: Received,
  400: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/** Feedback messages and callback requests: stored and mailed to the company's inbox. */
const feedback: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/message',
    {
      schema: {
        operationId: 'sendMessage',
        tags: ['user'],
        summary: 'A message to the company, from the feedback form',
        body: FeedbackMessage,
        response,
      },
      schemaErrorFormatter: requiredParameterErrors('sendMessage'),
    },
    async (request, reply) => {
      const stored = await app.inbox.receive('message', request.body, request.ip);
      return reply.code(stored.statusCode as 201).send(stored.body as { id: string });
    },
  );

  app.post(
    '/callback',
    {
      schema: {
        operationId: 'sendCallback',
        tags: ['user'],
        summary: 'Ask the company to call back',
        body: CallbackRequest,
        response,
      },
      schemaErrorFormatter: requiredParameterErrors('sendCallback'),
    },
    async (request, reply) => {
      const stored = await app.inbox.receive('callback', request.body, request.ip);
      return reply.code(stored.statusCode as 201).send(stored.body as { id: string });
    },
  );
};

export default feedback;
