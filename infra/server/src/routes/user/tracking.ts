import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../schemas/required-parameter';
import { Tracking } from './order/schemas';

/** Public shipment tracking by order number: statuses and cities only. */
const tracking: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tracking/:number',
    {
      schema: {
        operationId: 'trackOrder',
        tags: ['user'],
        summary: 'Where an order is, by its number: timeline and cities, no personal data',
        params: Type.Object({ number: RequiredText({ maxLength: 20, examples: ['A-12345678'] }) }),
        response: { 200: Tracking, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('trackOrder'),
    },
    async (request) => {
      const found = await app.orders.track(request.params.number.trim().toUpperCase());
      if (!found) throw Object.assign(new Error('No order with this number'), { statusCode: 404 });
      return found;
    },
  );
};

export default tracking;
