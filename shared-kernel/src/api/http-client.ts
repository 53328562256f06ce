import { HTTP_TIMEOUT } from '@dostavka/shared-kernel/domain';
import { ApiError, bodyMessage } from './api-error';
import { buildQuery, joinUrl, type Query } from './request-helpers';

export interface TokenProvider {
  getAccessToken(): string | null;
}

export interface HttpClientOptions {
  baseUrl: string;
  tokens?: TokenProvider;
  timeoutMs?: number;
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** Signed-in call: sends the bearer access token. */
  auth?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON over fetch against one service base, with a timeout and uniform error handling. */
export class HttpClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpClientOptions) {
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT;
  }

  async request<T>({ method, path, query, body, auth = false }: RequestOptions): Promise<T> {
    const url = joinUrl(this.options.baseUrl, path) + buildQuery(query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? this.options.tokens?.getAccessToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const fetchFn = this.options.fetch ?? globalThis.fetch;
    try {
      const init: RequestInit = { method, headers, signal: controller.signal };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await fetchFn(url, init);
      const data = await readBody(response);
      if (!response.ok) {
        const message =
          bodyMessage(data) ?? (response.statusText || `Request failed with status ${response.status}`);
        throw new ApiError(response.status, message, url, data);
      }
      return data as T;
    } catch (cause) {
      const error = this.toApiError(cause, url, controller.signal.aborted);
      console.error(`Request to ${url} failed: ${error.message}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private toApiError(cause: unknown, url: string, timedOut: boolean): ApiError {
    if (cause instanceof ApiError) return cause;
    if (timedOut) return new ApiError(0, `Request timed out after ${this.timeoutMs} ms`, url);
    return new ApiError(0, cause instanceof Error ? cause.message : String(cause), url);
  }
}
