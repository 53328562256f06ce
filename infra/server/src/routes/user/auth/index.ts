import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AuthTokens,
  NO_REFRESH_TOKEN,
  ConfirmEmailBody,
  RefreshTokenBody,
  SignUpAnswer,
  SignUpBody,
} from '@dostavka/shared-kernel/contract';
import { errorResponses } from '../../../schemas/error-response';
import { requiredParameterErrors } from '../../../schemas/required-parameter';
const errors = errorResponses(400, 401, 429, 503);

/** Passwordless sign-in: a code by e-mail, then access and refresh tokens. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/signup/email',
    {
      schema: {
        operationId: 'signUp',
        tags: ['user'],
        summary: `Mail a 6-digit sign-in code (${app.signIn.codeTtlMinutes} minutes, one use); waits grow per address, a captcha is required after ${app.signIn.codesWithoutCaptcha} an hour`,
        body: SignUpBody,
        response: { 200: SignUpAnswer, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('signUp'),
    },
    (request) => app.signIn.requestCode(request.body.email, request.ip, request.body.token, request.headers),
  );

  app.post(
    '/code/confirm',
    {
      schema: {
        operationId: 'confirmEmail',
        tags: ['user'],
        summary: 'Exchange the mailed code for tokens; the first success creates the account',
        body: ConfirmEmailBody,
        response: { 200: AuthTokens, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('confirmEmail'),
    },
    (request) => app.signIn.confirm(request.body.email, request.body.code),
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['user'],
        summary: `New tokens for a refresh token, which is spent; a spent one ends the sign-in. None: '${NO_REFRESH_TOKEN}'`,
        body: RefreshTokenBody,
        response: { 200: AuthTokens, ...errors },
      },
      // A call without any body has no token either: the spec's message, not a schema error.
      attachValidation: true,
    },
    (request) => {
      if (request.body == null) return app.signIn.refresh(undefined);
      if (request.validationError) throw Object.assign(request.validationError, { statusCode: 400 });
      return app.signIn.refresh(request.body.refreshToken);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['user'],
        summary:
          'Sign-out: ends the refresh token’s sign-in and every access token issued so far (other sign-ins refresh on)',
        body: RefreshTokenBody,
        response: { 204: Type.Null(), ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('logout'),
    },
    async (request, reply) => {
      await app.signIn.logout(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );
};

export default auth;
