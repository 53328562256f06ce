import type { preValidationHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { httpError } from '../http-error';

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
const wanted: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** The value a JSON pointer (`/contacts/sender/name`) names in the body. */
function at(body: unknown, pointer: string): unknown {
  let value = body;
  for (const key of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return value;
}

/**
 * A route's `preValidation`: every value of the JSON body has the type its schema gives, as sent.
 * Fastify's Ajv coerces types (query strings need it), so `"name": true` would be stored as the
 * text "true" and `"name": 12345` as "12345"; here they are a 400 naming the field instead.
 */
export function strictBodyTypes(schema: TSchema): preValidationHookHandler {
  return async (request) => {
    // No body, or not an object: the schema's own validation names what is missing.
    if (typeof request.body !== 'object' || request.body === null) return;
    for (const error of Value.Errors(schema, request.body)) {
      if (error.keyword !== 'type') continue;
      const field = error.instancePath.slice(1).replaceAll('/', '.') || 'the body';
      const type = String((error.params as { type?: unknown }).type ?? '');
      throw httpError(
        400,
        `The request is not valid: ${field} must be ${wanted[type] ?? type}, not ${kind(at(request.body, error.instancePath))}`,
      );
    }
  };
}
