import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE, i18n } from '@dostavka/shared-kernel/i18n';
import en from './en.json';
import ru from './ru.json';

/** The calculator's own namespace: bundled with the remote, so the kernel's locale files stay small. */
export const CALCULATOR_NS = 'calculator';
const TEXTS = { ru, en } as const;

/** Adds the calculator's texts to the page's one i18next instance (once it is initialised). */
export function registerCalculatorTexts(): void {
  if (!i18n.isInitialized) return;
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.hasResourceBundle(language, CALCULATOR_NS)) {
      i18n.addResourceBundle(language, CALCULATOR_NS, texts, true, true);
    }
  }
}

const NAMESPACES = [CALCULATOR_NS, DEFAULT_NAMESPACE];

/** `t` for the calculator's texts, falling back to the kernel's (packaging, delivery methods, ...). */
export function useCalculatorTranslation() {
  registerCalculatorTexts();
  return useTranslation(NAMESPACES);
}
