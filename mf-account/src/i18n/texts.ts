import { useTranslation } from 'react-i18next';
import type { OwnTexts } from '@dostavka/shared-kernel/ui-core';
import en from './en.json';
import ru from './ru.json';

/** This remote's own texts (its pages' headings and titles), bundled with it. */
export const OWN_TEXTS: OwnTexts = { namespace: 'account', texts: { ru, en } };

/**
 * `t` for the account's staff pages: the account's own texts first, then the kernel's `order`
 * namespace (statuses, the rules' messages) for keys the account does not have.
 */
export function useAccountTranslation() {
  return useTranslation([OWN_TEXTS.namespace, 'order'], { nsMode: 'fallback' });
}
