/**
 * Names on the wire (spec section 7), spelt once for the browser and the server.
 * Plain strings without TypeBox, so the browser can import them without the schemas.
 */

/** The socket.io namespace of the tariff search. */
export const CALCULATOR_NAMESPACE = '/calculator';
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
