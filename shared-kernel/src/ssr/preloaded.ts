import type { PreloadedPage } from './types';

export const PRELOADED_PAGE_ELEMENT_ID = 'dostavka-page';

/** The script element the server puts next to the configuration; '<' escaped as in the config. */
export function preloadedPageScript(page: PreloadedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script id="${PRELOADED_PAGE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The server-rendered page's data, or null when the document was not server-rendered. */
export function readPreloadedPage(
  doc: Pick<Document, 'getElementById'> | null = typeof document === 'undefined' ? null : document,
): PreloadedPage | null {
  const text = doc?.getElementById(PRELOADED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreloadedPage> | null;
    if (!value || typeof value.page !== 'string' || typeof value.path !== 'string') return null;
    return { page: value.page, path: value.path, data: value.data };
  } catch {
    return null;
  }
}
