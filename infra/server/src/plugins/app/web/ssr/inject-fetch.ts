import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A render's own API calls carry this process's secret in a header (a client cannot send it), so
 * that the request log keeps the document's request and leaves out the calls it made inside the
 * process: a page renders with a few of them, and the likeness index renders every sitemap page.
 */
const RENDER_HEADER = 'x-dostavka-render';
const RENDER_TOKEN = randomBytes(16).toString('hex');

/** A request a server render made through `injectFetch` (not logged as a request of its own). */
export const isRenderRequest = (request: FastifyRequest) => request.headers[RENDER_HEADER] === RENDER_TOKEN;

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
      headers: {
        ...Object.fromEntries(new Headers(init.headers).entries()),
        ...(cookie ? { cookie } : {}),
        [RENDER_HEADER]: RENDER_TOKEN,
      },
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
