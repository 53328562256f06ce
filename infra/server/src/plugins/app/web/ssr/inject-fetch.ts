import type { FastifyInstance } from 'fastify';

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for the kernel's API clients on the server: the request goes through the same routes,
 * schemas and handlers as the browser's, in-process (no socket, no second server). `cookie` is
 * the document request's: what the API answers for this visitor (their FAQ votes) it answers the
 * server render too, and `onVaryCookie` hears of every answer that says it varies on the Cookie.
 */
export function injectFetch(app: FastifyInstance, cookie?: string, onVaryCookie?: () => void): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...(cookie ? { cookie } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    if (/\bcookie\b/i.test(String(response.headers.vary ?? ''))) onVaryCookie?.();
    return new Response(NULL_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((item): [string, string] => [name, item]),
      ),
    });
  }) as typeof fetch;
}
