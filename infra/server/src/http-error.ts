/**
 * The one way the server refuses a request: the error handler (plugins/app/errors.ts) answers
 * with this status and message. `expose` shows a 5xx's message (e.g. 503 'try again in a
 * minute'); `headers` go with the answer (e.g. Retry-After of a 429).
 */
export interface HttpError extends Error {
  statusCode: number;
  /** A refused form's broken rules, field by field (sent as the answer's `problems`). */
  problems?: Array<{ path: string; message: string }>;
  expose?: boolean;
  headers?: Record<string, string>;
}

export function httpError(
  statusCode: number,
  message: string,
  extra: {
    expose?: boolean;
    headers?: Record<string, string>;
    problems?: Array<{ path: string; message: string }>;
  } = {},
): HttpError {
  return Object.assign(new Error(message), { statusCode, ...extra });
}
