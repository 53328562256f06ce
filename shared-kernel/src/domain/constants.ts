/** Business constants of spec section 9 that no single rule owns. */

export const HTTP_TIMEOUT = 30000;
export const ORDER_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

/** Spec 9: a debounce waits 800 ms unless it says otherwise; typing in a field waits 300 ms. */
export const DEBOUNCE_DEFAULT_MS = 800;
export const DEBOUNCE_INPUT_MS = 300;

/** Shown by the shell and answered by the server, in English on every language (the e2e suite checks it). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** Shown when rendering the error page itself failed, so no translation can be relied on. */
export const ERROR_PAGE_FALLBACK_MESSAGE = 'An error occurred while showing the error page';
