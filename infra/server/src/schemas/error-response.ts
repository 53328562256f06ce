import { STATUS_CODES } from 'node:http';

export { ErrorResponse } from '@dostavka/shared-kernel/contract';

export const errorResponse = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
