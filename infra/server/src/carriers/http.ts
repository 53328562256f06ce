/**
 * The one way an adapter talks to its carrier: a JSON request bounded by a timeout, the caller's
 * signal and a cap on the answer's size, whose every failure is a typed CarrierError. A carrier
 * that answers an HTML error page, cut or invalid JSON, a 5xx, a 401 or megabytes of anything is
 * a fault the framework counts and leaves out of the search, never an exception of its own kind.
 */

export type CarrierFault =
  /** No answer within the time. */
  | 'timeout'
  /** The connection failed (refused, reset, DNS). */
  | 'network'
  /** 401 or 403: credentials wrong or a token expired. */
  | 'unauthorized'
  /** Another 4xx: our request was refused; `body` holds the carrier's reasons when it gave them. */
  | 'rejected'
  /** 5xx. */
  | 'server'
  /** An HTML page (a proxy's or the carrier's error page) where JSON was expected. */
  | 'html'
  | 'invalid-json'
  | 'too-large'
  /** JSON, but not the shape its documentation describes, or an error the carrier reports in it. */
  | 'bad-answer';

export class CarrierError extends Error {
  override readonly name = 'CarrierError';
  constructor(
    readonly fault: CarrierFault,
    message: string,
    readonly status?: number,
    /** The parsed answer, when there was one (a 4xx's error list). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface CarrierHttpRequest {
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth's token request). */
  form?: Record<string, string>;
  signal: AbortSignal;
  /** Overrides the client's timeout (a points list is longer than a quote). */
  timeoutMs?: number;
  /** Overrides the client's cap on the answer, in bytes. */
  maxBytes?: number;
}

export interface CarrierHttpResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON (null for an empty 2xx body). */
  body: unknown;
}

export type CarrierHttp = (request: CarrierHttpRequest) => Promise<CarrierHttpResponse>;

export interface CarrierHttpOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Tests and the bench pass their own; the default is Node's. */
  fetch?: typeof fetch;
  userAgent?: string;
}

function urlOf(request: CarrierHttpRequest): string {
  const url = new URL(request.url);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

/** The body as text, stopped (and the connection dropped) once it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new CarrierError('too-large', `answer of ${declared} bytes (cap ${maxBytes})`, response.status);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CarrierError('too-large', `answer over ${maxBytes} bytes`, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const looksLikeHtml = (text: string, type: string) =>
  type.includes('text/html') || /^\s*<(!doctype|html|head|body)\b/i.test(text);

function parse(text: string, response: Response): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (looksLikeHtml(text, type))
    throw new CarrierError('html', `an HTML page (status ${response.status})`, response.status);
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CarrierError('invalid-json', `invalid JSON (status ${response.status})`, response.status);
  }
}

function faultOf(status: number): CarrierFault | null {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status >= 500) return 'server';
  if (status >= 400) return 'rejected';
  return null;
}

export function carrierHttp(options: CarrierHttpOptions): CarrierHttp {
  const send = options.fetch ?? fetch;
  return async (request) => {
    const timeoutMs = request.timeoutMs ?? options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    const aborted = (error: unknown): never => {
      if (error instanceof CarrierError) throw error;
      if (timeout.aborted && !request.signal.aborted)
        throw new CarrierError('timeout', `no answer in ${timeoutMs} ms`);
      if (request.signal.aborted) throw request.signal.reason;
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CarrierError('network', `connection failed: ${cause}`);
    };
    let response: Response;
    let text: string;
    try {
      response = await send(urlOf(request), { method: request.method, headers, body, signal });
      text = await readCapped(response, request.maxBytes ?? options.maxBytes);
    } catch (error) {
      return aborted(error);
    }
    const fault = faultOf(response.status);
    if (fault) {
      // The reasons of a refused request are worth reading; a broken page's are not.
      let reasons: unknown;
      try {
        reasons = parse(text, response);
      } catch {
        reasons = undefined;
      }
      throw new CarrierError(fault, `status ${response.status}`, response.status, reasons);
    }
    return { status: response.status, headers: response.headers, body: parse(text, response) };
  };
}
