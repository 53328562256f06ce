import type { i18n as I18n } from 'i18next';
import { i18n as pageI18n } from '@dostavka/shared-kernel/i18n';
import en from './en.json';
import ru from './ru.json';

export const CONTENT_NAMESPACE = 'content';

/**
 * The content remote's texts, bundled with it (a few kilobytes) rather than loaded lazily, so a
 * server-rendered page hydrates with every text at hand.
 */
export function ensureContentTexts(instance: I18n = pageI18n): void {
  for (const [lng, texts] of [
    ['ru', ru],
    ['en', en],
  ] as const) {
    if (!instance.hasResourceBundle(lng, CONTENT_NAMESPACE))
      instance.addResourceBundle(lng, CONTENT_NAMESPACE, texts);
  }
}
