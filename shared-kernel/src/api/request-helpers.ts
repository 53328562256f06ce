import type { HttpClient } from './http-client';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * '?a=1&b=x%20y', skipping null and undefined. Lists are sent comma-joined (`codes=1,2`) so the
 * server reads one string whatever the count.
 */
export function buildQuery(query: Query = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Throws the product's exact message for the first parameter that is null or undefined. */
export function required(method: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) {
      throw new Error(`Required parameter ${name} was null or undefined when calling ${method}`);
    }
  }
}

/** Path segments come from user data (slugs, ids): encode them. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * A client's POST whose body is required: the product's message for a missing body (as `required`
 * writes it, under the calling method's name), then the call.
 */
export function requiredBodyPost(http: HttpClient) {
  return <T>(method: string, path: string, body: unknown, auth = false): Promise<T> => {
    required(method, { body });
    return http.request<T>({ method: 'POST', path, body, auth });
  };
}
