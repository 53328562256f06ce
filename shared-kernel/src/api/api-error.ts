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

/** A refused form's broken rules, each with its field (`problems` of a 400), or [] when it carried none. */
export function serverProblems(error: unknown): Array<{ path: string; message: string }> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const { problems } = error.body as { problems?: unknown };
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (problem): problem is { path: string; message: string } =>
      typeof problem === 'object' &&
      problem !== null &&
      typeof (problem as { path?: unknown }).path === 'string' &&
      typeof (problem as { message?: unknown }).message === 'string',
  );
}
