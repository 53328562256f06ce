import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../schemas/required-parameter';
import { TrackingInfo } from '@dostavka/shared-kernel/contract';
import { httpError } from '../../http-error';

/** Look-ups from one client address: enough for a person, too few to walk the order numbers. */
export const TRACKING_PER_ADDRESS = [
  { limit: 30, windowMs: 60 * 1000 },
  { limit: 300, windowMs: 24 * 60 * 60 * 1000 },
] as const;

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
        response: { 200: TrackingInfo, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      schemaErrorFormatter: requiredParameterErrors('trackOrder'),
    },
    async (request) => {
      await app.rateLimiter.enforce(
        TRACKING_PER_ADDRESS.map((limit) => ({ key: `tracking:ip:${request.ip}`, ...limit })),
        'Too many tracking look-ups from your address',
      );
      const found = await app.orders.track(request.params.number.trim().toUpperCase());
      if (!found) throw httpError(404, 'No order with this number');
      return found;
    },
  );
};

export default tracking;
