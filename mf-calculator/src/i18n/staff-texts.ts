import { useTranslation } from 'react-i18next';
import type { OwnTexts } from '@dostavka/shared-kernel/ui-core';
import { addRemoteTexts, DEFAULT_NAMESPACE, i18n } from '@dostavka/shared-kernel/i18n';
import { CALCULATOR_NS, registerCalculatorTexts } from './texts';
import ru from './staff/ru.json';

/**
 * The staff pages' own texts (rate cards, carriers, analytics): a namespace of their own, shipped
 * with those pages' chunks and not with the calculator's form, which every visitor loads.
 */
export const STAFF_TEXTS: OwnTexts = {
  namespace: 'calculator-staff',
  texts: { ru, en: () => import('./staff/en.json') },
};

const NAMESPACES = [STAFF_TEXTS.namespace, CALCULATOR_NS, DEFAULT_NAMESPACE];

/**
 * `t` for the staff pages: their own texts first, then the calculator's (the search they share)
 * and the kernel's, for keys their own do not have.
 */
export function useStaffTranslation() {
  registerStaffTexts();
  return useTranslation(NAMESPACES, { nsMode: 'fallback' });
}

/** Adds the staff pages' texts, and the calculator's, to the page's i18next instance (once it is initialised). */
export function registerStaffTexts(): void {
  registerCalculatorTexts();
  if (i18n.isInitialized) addRemoteTexts(STAFF_TEXTS.namespace, STAFF_TEXTS.texts);
}
