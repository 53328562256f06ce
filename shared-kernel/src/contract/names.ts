/**
 * Names on the wire (spec section 7), spelt once for the browser and the server.
 * Plain strings without TypeBox, so the browser can import them without the schemas.
 */

/** The socket.io namespace of the tariff search. */
export const CALCULATOR_NAMESPACE = '/calculator';
/** The socket.io namespace of the staff console (only staff with the orders board's flag join it). */
export const STAFF_NAMESPACE = '/staff';
/**
 * The socket.io namespace of public tracking: a socket asks to watch one order number
 * (TRACKING_WATCH) and hears TRACKING_CHANGED when staff move that order, no more than the public
 * tracking answer says.
 */
export const TRACKING_NAMESPACE = '/tracking';
export const TRACKING_WATCH = 'tracking:watch';
export const TRACKING_CHANGED = 'tracking:changed';
/** The feature flag of the orders board (`/staff/orders/`). */
export const STAFF_ORDERS_FLAG = 'staff-orders';
/** The feature flag of the rate-card module (`/staff/rate-cards/`). */
export const STAFF_RATE_CARDS_FLAG = 'staff-rate-cards';
/** The feature flag of the carriers module (`/staff/carriers/`): the carrier APIs' state. */
export const STAFF_CARRIERS_FLAG = 'staff-carriers';
/**
 * The cookie (path /staff/) that carries the access token to the server with a staff page's
 * document request, so that the server answers 404 to a visitor the module is not for.
 */
export const STAFF_TOKEN_COOKIE = 'dostavka_staff';
/** The handshake header that carries the access token. */
export const TOKEN_HEADER = 'jwt-token';

/** 'error' events about a search the client can correct. */
export const SEARCH_ERROR = 'TariffSearchError';
/**
 * 'error' event when a search was refused unsearched: too many from the connection or the
 * client's address, or the server runs as many as it can. The client waits a few seconds.
 */
export const SEARCH_LIMIT_ERROR = 'TariffSearchLimitError';
/** 'error' event when the access token was refused: the client refreshes it. */
export const TOKEN_ERROR = 'JsonWebTokenError';

/** The 401 message of a token refresh without a refresh token (spec section 7). */
export const NO_REFRESH_TOKEN = 'JWT IS NOT EXISTS';

/** The 400 message of a sign-in code that was right in form but is wrong. */
export const CODE_WRONG = 'The code is wrong';
/** The 400 message of a code that expired or was used up (5 wrong tries): a new one is needed. */
export const CODE_UNUSABLE = 'The code has expired or was used up: request a new one';
/** The feature flag of the staff inbox (`/staff/inbox/`): feedback messages and callback requests. */
export const STAFF_INBOX_FLAG = 'staff-inbox';
/** The feature flag of the staff flags page (`/staff/flags/`). */
export const STAFF_FLAGS_FLAG = 'staff-flags';
/** The states of an inbox item, in their order. */
export const INBOX_STATES = ['new', 'in_progress', 'done'] as const;
/** The kinds of an inbox item: a feedback message or a callback request. */
export const INBOX_KINDS = ['message', 'callback'] as const;

/** The 409 of an idempotency key whose first request is still running: the same request may be sent again shortly. */
export const STILL_PROCESSING = 'The same request is still being processed: try again in a moment';
