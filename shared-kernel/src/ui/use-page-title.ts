import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The keys of the application pages' titles, in the common namespace (`pageTitle.*`). */
export type PageTitleKey =
  | 'calculator'
  | 'gazelles'
  | 'truck'
  | 'analytics'
  | 'order'
  | 'tracking'
  | 'orders'
  | 'remotes'
  | 'inbox'
  | 'flags';

/**
 * Sets the browser tab's title of an application page ('Калькулятор доставки — Доставка') in the
 * active language; a language switch sets it anew. `detail` (an order number) comes first.
 */
export function usePageTitle(key: PageTitleKey, detail?: string): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const page = t(`pageTitle.${key}`);
    document.title = [detail, page, t('brand')].filter(Boolean).join(' — ');
  }, [key, detail, language, t]);
}
