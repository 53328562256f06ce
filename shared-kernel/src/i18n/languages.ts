export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** The chosen language lives in this cookie; paths carry no language prefix. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The Set-Cookie / document.cookie value: a year, whole site, Lax, not Secure (the site also runs on plain http). */
export function languageCookie(lng: Language): string {
  return `${LANGUAGE_COOKIE}=${lng}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The language stored in a Cookie header or document.cookie, if it is one we speak. */
export function languageFromCookie(cookie: string | null | undefined): Language | null {
  for (const pair of (cookie ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export interface LanguageHints {
  pathname: string;
  cookie?: string | null;
  navigatorLanguages?: readonly string[] | null;
}

/**
 * The cookie wins. The browser's languages are consulted only on the home page, so a shared deep
 * link opens in the default language; everywhere else without a cookie it is Russian.
 */
export function detectLanguage({ pathname, cookie, navigatorLanguages }: LanguageHints): Language {
  const chosen = languageFromCookie(cookie);
  if (chosen) return chosen;
  if (pathname === '/') {
    for (const tag of navigatorLanguages ?? []) {
      const primary = tag.toLowerCase().split('-')[0];
      if (isLanguage(primary)) return primary;
    }
  }
  return DEFAULT_LANGUAGE;
}
