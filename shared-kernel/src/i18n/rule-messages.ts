/**
 * The rules' messages outside a page: the server answers a bad order in English from the same
 * keys the forms show, and tests render both languages. A separate entry point, so that no page
 * bundles both languages' common namespace.
 */
import { createInstance, type TFunction } from 'i18next';
import en from './locales/en/common.json';
import ru from './locales/ru/common.json';
import type { Language } from './languages';

const messages = createInstance();
// Resources are given, so initialisation is synchronous.
void messages.init({
  resources: { en: { common: en }, ru: { common: ru } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The text of a message key in a language, with its values. */
export function ruleMessages(lng: Language): TFunction {
  return messages.getFixedT(lng);
}
