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
    document.title = tabTitle(title, t('brand'), detail);
  }, [title, detail, t]);
}

/** 'Калькулятор доставки — Доставка', or with a detail first: '№ 1042 — Заказ — Доставка'. */
export function tabTitle(title: string, brand: string, detail?: string): string {
  return [detail, title, brand].filter(Boolean).join(' — ');
}
