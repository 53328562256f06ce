import { STATUS_CODES } from 'node:http';
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

export const errorResponse = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
