/**
 * What the server's log may carry (docs/security.md, Logs): requests by method, path and
 * status, errors by type, message and stack; never personal data or secrets. Three layers:
 * - URLs are logged with their secrets masked (`token`, `code` query values, the waybill's path token);
 * - pino's redaction removes known fields wherever a log call names them (e-mail, phone, name,
 *   passport, tokens, codes, headers that authenticate);
 * - errors are serialized without the values a failed query or a constraint carries
 *   (drizzle's `params`, PostgreSQL's `detail`), whose text would otherwise hold a whole order.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

// Fields a log call might name, at the top of the line or one level down.
const PERSONAL = [
  'email',
  'to',
  'phone',
  'name',
  'passport',
  'contacts',
  'token',
  'code',
  'accessToken',
  'refreshToken',
  'password',
  'subject',
  'text',
  'body',
];

const REDACT_PATHS = [
  ...PERSONAL,
  // One level down, but not `name` (an error's type is `err.name`) nor `code` (`err.code`).
  ...PERSONAL.filter((field) => field !== 'name' && field !== 'code').map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["jwt-token"]',
  'res.headers["set-cookie"]',
];

const SECRET_QUERY = /([?&](?:token|code|accessToken|refreshToken|to|email|phone|name)=)[^&#]*/gi;
// The order form's suggestions get what a visitor types as `search`: a home address, a person's
// INN or name. Elsewhere `search` is the start of a city's name and stays readable.
const TYPED_SEARCH_PATH = '/api/content/dadata/';
const TYPED_SEARCH = /([?&]search=)[^&#]*/gi;
// The waybill's download path: /api/user/order/waybill/<order>/<token>
const WAYBILL_PATH_TOKEN = /(\/waybill\/[^/?#]+\/)[^/?#]+/;

/**
 * A URL fit for the log: secrets and personal data in the query, the waybill's path token masked.
 * Called twice per request at the info level: a URL without a query or a waybill is not scanned.
 */
export function loggableUrl(url: string): string {
  let safe = url;
  if (url.includes('?')) {
    safe = safe.replace(SECRET_QUERY, `$1${REDACTED}`);
    if (url.startsWith(TYPED_SEARCH_PATH)) safe = safe.replace(TYPED_SEARCH, `$1${REDACTED}`);
  }
  return url.includes('/waybill/') ? safe.replace(WAYBILL_PATH_TOKEN, `$1${REDACTED}`) : safe;
}

// Properties that carry the values of a failed query or constraint.
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail', 'where', 'body', 'values']);
const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s()-]{8,}\d/g;

/** A message without the values a query error repeats (`params: ...`), e-mails or phone numbers. */
function scrubText(text: string): string {
  const params = text.indexOf('\nparams: ');
  const stackAt = text.indexOf('\n    at ', params);
  const withoutParams =
    params === -1 ? text : `${text.slice(0, params)}${stackAt === -1 ? '' : text.slice(stackAt)}`;
  return withoutParams.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** pino's `err` serializer, minus the values (see above); causes are serialized the same way. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: scrubText(error.message),
  };
  if (error.stack) serialized.stack = scrubText(error.stack);
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || VALUE_PROPERTIES.has(key)) continue;
    serialized[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The `err` serializer: what pino expects of one, from `serializeError`. */
function serializeErr(error: Error): { type: string; message: string; stack: string } {
  const serialized = serializeError(error) as { type: string; message: string; stack?: string };
  return { ...serialized, stack: serialized.stack ?? '' };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The server's logger: level, redaction and the serializers above. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: serializeErr,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Write = (this: FastifyBaseLogger, ...args: unknown[]) => void;

// pino's levels by value: a method writes when the logger's level is at most its own.
const FATAL = 60;
const ERROR = 50;
const WARN = 40;
const INFO = 30;
const DEBUG = 20;
const TRACE = 10;

/**
 * A request's logger: pino's child of the server's logger, made when the request first writes a
 * line at a level the server's logger writes (a request that logs nothing makes none). A child
 * writes its bindings (the request id) once, through the redaction's paths, when it is made:
 * about 4 % of a trivial request's CPU, now spent only by requests that log.
 */
class RequestLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  /** pino's child, made once. */
  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  /** Writes through the child when there is one or the server's logger writes at this level. */
  #write(level: number, method: keyof FastifyBaseLogger, args: unknown[]): void {
    if (this.#child === null && (this.#parent as unknown as { levelVal: number }).levelVal > level) return;
    const logger = this.#logger();
    (logger[method] as Write).apply(logger, args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write(FATAL, 'fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write(ERROR, 'error', args);
  }

  warn(...args: unknown[]): void {
    this.#write(WARN, 'warn', args);
  }

  info(...args: unknown[]): void {
    this.#write(INFO, 'info', args);
  }

  debug(...args: unknown[]): void {
    this.#write(DEBUG, 'debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write(TRACE, 'trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger`, or pino's child at once for a route with a
 * level or serializers of its own.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
