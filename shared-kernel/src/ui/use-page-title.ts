import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title of an application page ('Калькулятор доставки — Доставка'): the
 * page's own title, translated by its remote in the active language, then the brand. `detail`
 * (an order number) comes first.
 */
export function usePageTitle(title: string, detail?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = [detail, title, t('brand')].filter(Boolean).join(' — ');
  }, [title, detail, t]);
}
