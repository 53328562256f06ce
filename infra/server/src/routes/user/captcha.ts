import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Challenge } from 'altcha-lib';
import { Type } from 'typebox';
import { noStore } from '../../no-store';

/** The ALTCHA challenge that the feedback and callback forms solve before sending. */
const captcha: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        operationId: 'getCaptchaChallenge',
        tags: ['user'],
        summary: 'A signed ALTCHA proof-of-work challenge for the feedback and callback forms',
        response: {
          200: Type.Unsafe<Challenge>(
            Type.Object({
              parameters: Type.Record(Type.String(), Type.Unknown()),
              signature: Type.Optional(Type.String()),
            }),
          ),
        },
      },
    },
    noStore(() => app.captcha.challenge()),
  );
};

export default captcha;
