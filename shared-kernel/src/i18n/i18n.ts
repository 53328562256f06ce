import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageCookie, LANGUAGES, type Language } from './languages';
import { createLazyBackend } from './lazy-backend';

export const DEFAULT_NAMESPACE = 'common';

/** The one instance of the page: a shared singleton, so the shell and every remote see the same language. */
export const i18n: I18n = createInstance();

let ready: Promise<I18n> | null = null;

/** Initialises the instance once; later calls only switch the language. */
export function initI18n(lng: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  if (ready) {
    return ready.then(async () => {
      if (i18n.language !== lng) await i18n.changeLanguage(lng);
      return i18n;
    });
  }
  ready = i18n
    .use(createLazyBackend())
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // Pages render with what is loaded; a namespace that arrives later re-renders them.
      react: { useSuspense: false },
    })
    .then(() => i18n);
  return ready;
}

/** Switches the language and remembers it in the cookie. */
export async function setLanguage(lng: Language, doc: { cookie: string } = document): Promise<void> {
  doc.cookie = languageCookie(lng);
  await i18n.changeLanguage(lng);
}
