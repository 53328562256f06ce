import type { SchemaErrorFormatter } from 'fastify/types/schema';
import { Type } from 'typebox';
import { NOT_BLANK, RequiredText } from '@dostavka/shared-kernel/contract';

export { RequiredText };

/** A path's `/:id` (an order, an inbox item): required text, its form the route's to check. */
export const IdParams = Type.Object({ id: RequiredText({ maxLength: 100 }) });

/**
 * A route's schema error formatter in the words of the API clients (spec section 5): a missing,
 * empty or blank required parameter reads 'Required parameter name was null or undefined when
 * calling searchCities'; other problems name the part and the rule, like fastify's own.
 */
export function requiredParameterErrors(operation: string): SchemaErrorFormatter {
  return (errors, dataVar) => {
    for (const error of errors) {
      const missing =
        error.keyword === 'required'
          ? error.params.missingProperty
          : (error.keyword === 'minLength' && error.params.limit === 1) ||
              (error.keyword === 'pattern' && error.params.pattern === NOT_BLANK)
            ? error.instancePath.slice(1)
            : undefined;
      if (typeof missing === 'string' && missing) {
        return new Error(`Required parameter ${missing} was null or undefined when calling ${operation}`);
      }
    }
    return new Error(
      errors.map((error) => `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}`).join(', '),
    );
  };
}
