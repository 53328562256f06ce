import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE } from '@dostavka/shared-kernel/i18n';
import { addRemoteTexts, type RemoteTexts } from '../i18n/remote-texts';
import { tabTitle, usePageTitle } from './use-page-title';

/** A remote's own namespace and its bundled texts. */
export interface OwnTexts {
  namespace: string;
  texts: RemoteTexts;
}

type Translate = (key: string) => string;

/**
 * A page's heading, lead and browser tab title ('Калькулятор доставки — Доставка') from its keys
 * (`pages.<page>.title`, `pages.<page>.lead`, `pageTitle.<page>`, the heading when it has none):
 * one source for the remote's page, the frame the shell shows before it and the head the server
 * renders for that frame. `detail` (an order number) comes first in the tab title.
 */
export function pageTexts(
  t: Translate,
  page: string,
  detail?: string,
): { title: string; lead: string; tab: string; tabTitle: string } {
  const title = t(`pages.${page}.title`);
  const named = t(`pageTitle.${page}`);
  const tab = named === `pageTitle.${page}` ? title : named;
  return { title, lead: t(`pages.${page}.lead`), tab, tabTitle: tabTitle(tab, t('brand'), detail) };
}

/**
 * A remote page's heading and lead, and its tab title set, from the remote's own namespace, which
 * is added to the page's i18next instance on first use. The pages whose frame the server draws
 * before their remote arrives (routing's `frame`) keep these texts in the kernel's namespace
 * instead, where the shell finds them too: the remote's own namespace is read first, then the
 * kernel's.
 */
export function usePageTexts(own: OwnTexts, page: string, detail?: string): { title: string; lead: string } {
  const { i18n } = useTranslation();
  if (i18n.isInitialized) addRemoteTexts(own.namespace, own.texts, i18n);
  // 'fallback': a key missing from the remote's namespace is looked up in the kernel's (without
  // it react-i18next's `t` reads the first namespace only).
  const { t } = useTranslation([own.namespace, DEFAULT_NAMESPACE], { nsMode: 'fallback' });
  const { title, lead, tab } = pageTexts((key) => t(key), page);
  usePageTitle(tab, detail);
  return { title, lead };
}
