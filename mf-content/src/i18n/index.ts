import type { i18n as I18n } from 'i18next';
import { addRemoteTexts } from '@dostavka/shared-kernel/i18n';
import en from './en.json';
import ru from './ru.json';

export const CONTENT_NAMESPACE = 'content';

/**
 * The content remote's texts, bundled with it (a few kilobytes) rather than loaded lazily, so a
 * server-rendered page hydrates with every text at hand.
 */
export function ensureContentTexts(instance?: I18n): void {
  addRemoteTexts(CONTENT_NAMESPACE, { ru, en }, instance);
}
