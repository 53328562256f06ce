import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../schemas/required-parameter';
import { TrackingInfo } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../http-error';

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
        response: { 200: TrackingInfo, 400: ErrorResponse, 404: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('trackOrder'),
    },
    async (request) => {
      const found = await app.orders.track(request.params.number.trim().toUpperCase());
      if (!found) throw httpError(404, 'No order with this number');
      return found;
    },
  );
};

export default tracking;
