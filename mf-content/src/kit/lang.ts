import { useTranslation } from 'react-i18next';
import type { Localized } from '@dostavka/shared-kernel/domain';
import type { Language } from '@dostavka/shared-kernel/i18n';

export const asLanguage = (lng: string | undefined): Language => (lng === 'en' ? 'en' : 'ru');

export function useLang(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

export const pick = <T>(value: Localized<T>, lang: Language): T => value[lang];

/** A Russian record with its English texts beside it (content pages, FAQ). */
export function textOf<T extends object>(record: T, en: Partial<T> | null | undefined, lang: Language): T {
  return lang === 'en' && en ? { ...record, ...en } : record;
}
