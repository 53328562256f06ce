/** Every failed call ends as one of these: the HTTP status (0 when no response came), the message and the URL. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly url: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The `message` of a `{ message }` response body. */
export function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : null;
}

/** The server's own message if the error is an ApiError whose response carried one. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) ? bodyMessage(error.body) : null;
}
