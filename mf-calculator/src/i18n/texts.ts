import { useTranslation } from 'react-i18next';
import type { OwnTexts } from '@dostavka/shared-kernel/ui-core';
import { addRemoteTexts, DEFAULT_NAMESPACE, i18n } from '@dostavka/shared-kernel/i18n';
import ru from './ru.json';

/** The calculator's own namespace: shipped with the remote, so the kernel's locale files stay small. */
export const CALCULATOR_NS = 'calculator';

/**
 * The calculator's own texts, for the kernel's page hooks: the Russian bundled, the English a chunk
 * loaded when a page is shown in English (4 KB gzip off every Russian first view).
 */
export const CALCULATOR_TEXTS: OwnTexts = {
  namespace: CALCULATOR_NS,
  texts: { ru, en: () => import('./en.json') },
};

/** Adds the calculator's texts to the page's one i18next instance (once it is initialised). */
export function registerCalculatorTexts(): void {
  if (i18n.isInitialized) addRemoteTexts(CALCULATOR_NS, CALCULATOR_TEXTS.texts);
}

const NAMESPACES = [CALCULATOR_NS, DEFAULT_NAMESPACE];

/** `t` for the calculator's texts; the kernel's (packaging, rule messages) are loaded too and named `common:key`. */
export function useCalculatorTranslation() {
  registerCalculatorTexts();
  return useTranslation(NAMESPACES);
}
