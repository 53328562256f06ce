import { detectLanguage, isLanguage, type Language } from '@dostavka/shared-kernel/i18n';

/** Accept-Language as a list of tags, most wanted first ('en-US,en;q=0.9,ru;q=0.8'). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((item) => item.tag && item.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((item) => item.tag);
}

/**
 * The document's language: `?lang=` (the English alternate of every page), then the browser's
 * own rule (the cookie, Accept-Language on the home page only, else Russian).
 */
export function documentLanguage(
  pathname: string,
  query: URLSearchParams,
  headers: { cookie?: string; 'accept-language'?: string },
): Language {
  const asked = query.get('lang');
  if (isLanguage(asked)) return asked;
  return detectLanguage({
    pathname,
    cookie: headers.cookie ?? null,
    navigatorLanguages: acceptedLanguages(headers['accept-language']),
  });
}
