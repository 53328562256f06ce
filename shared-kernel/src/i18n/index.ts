export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageCookie,
  languageFromCookie,
  LANGUAGES,
  type Language,
  type LanguageHints,
} from './languages';
export { createLazyBackend } from './lazy-backend';
export { DEFAULT_NAMESPACE, i18n, initI18n, setLanguage } from './i18n';
export { addRemoteTexts, textKeys, type RemoteTexts } from './remote-texts';
