import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import type { SchemaErrorFormatter } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import { Type } from 'typebox';

/** Every error answer of the API. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { description: 'An error' },
);

const body = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/**
 * Bad input gets its 4xx with the reason; anything else is a 5xx whose details stay in the log.
 * Unknown API paths answer JSON; other missing things (files, remotes' assets) a plain 404.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(body(status, 'Something went wrong on our side'));
      }
      request.log.info({ err: error }, 'bad request');
      return reply.code(status).send(body(status, error.message));
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply.code(404).send(body(404, `No ${request.method} ${request.url.split('?')[0]} in the API`));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'errors' },
);

/**
 * A route's schema error formatter in the words of the API clients (spec section 5): a missing or
 * empty required parameter reads 'Required parameter name was null or undefined when calling
 * searchCities'; other problems name the part and the rule, like fastify's own.
 */
export function requiredParameterErrors(operation: string): SchemaErrorFormatter {
  return (errors, dataVar) => {
    for (const error of errors) {
      const missing =
        error.keyword === 'required'
          ? error.params.missingProperty
          : error.keyword === 'minLength' && error.params.limit === 1
            ? error.instancePath.slice(1)
            : undefined;
      if (typeof missing === 'string' && missing) {
        return new Error(`Required parameter ${missing} was null or undefined when calling ${operation}`);
      }
    }
    return new Error(errors.map((error) => `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}`).join(', '));
  };
}
