import { STATUS_CODES } from 'node:http';

import { ErrorResponse } from '@dostavka/shared-kernel/contract';

export { ErrorResponse };

export const errorResponse = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** A route's error answers: the one error body under each of these status codes. */
export function errorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<Code, typeof ErrorResponse>;
}
