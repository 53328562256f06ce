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

/** The two forms: their path, operation, summary and body. */
const FORMS = [
  {
    kind: 'message',
    operationId: 'sendMessage',
    summary: 'A message to the company, from the feedback form',
    body: FeedbackMessage,
  },
  {
    kind: 'callback',
    operationId: 'sendCallback',
    summary: 'Ask the company to call back',
    body: CallbackRequest,
  },
] as const;

/** Feedback messages and callback requests: mailed to the company's inbox and stored. */
const feedback: FastifyPluginAsyncTypebox = async (app) => {
  for (const { kind, operationId, summary, body } of FORMS)
    app.post(
      `/${kind}`,
      {
        schema: { operationId, tags: ['user'], summary, body, response },
        schemaErrorFormatter: requiredParameterErrors(operationId),
      },
      async (request, reply) => {
        const stored = await app.inbox.receive(kind, request.body, request.ip);
        return reply.code(stored.statusCode as 201).send(stored.body as { id: string });
      },
    );
};

export default feedback;
