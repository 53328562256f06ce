import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { receiveFeedback } from './receive-feedback';

const common = {
  idempotencyKey: RequiredText({
    maxLength: 100,
    description: 'the same key and body answer the first response',
  }),
  token: RequiredText({ maxLength: 10_000, description: 'solved ALTCHA payload (GET /captcha/challenge)' }),
  phone: RequiredText({ maxLength: 40, examples: ['+7 (912) 345-67-89'] }),
  roistat: Type.String({ maxLength: 200, description: 'ad-tracking visit id; may be empty' }),
};
const Received = Type.Object({ id: Type.String({ description: 'the stored request' }) });
const response = {
  201: Received,
  400: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  503: ErrorResponse,
};

/** Feedback messages and callback requests: stored and mailed to the company's inbox. */
const feedback: FastifyPluginAsyncTypebox<{ companyInbox: string }> = async (app, { companyInbox }) => {
  app.post(
    '/message',
    {
      schema: {
        operationId: 'sendMessage',
        tags: ['user'],
        summary: 'A message to the company, from the feedback form',
        body: Type.Object({ ...common, message: RequiredText({ maxLength: 5000 }) }),
        response,
      },
      schemaErrorFormatter: requiredParameterErrors('sendMessage'),
    },
    async (request, reply) => {
      const stored = await receiveFeedback(app, companyInbox, 'message', request.body);
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
        body: Type.Object(common),
        response,
      },
      schemaErrorFormatter: requiredParameterErrors('sendCallback'),
    },
    async (request, reply) => {
      const stored = await receiveFeedback(app, companyInbox, 'callback', request.body);
      return reply.code(stored.statusCode as 201).send(stored.body as { id: string });
    },
  );
};

export default feedback;
