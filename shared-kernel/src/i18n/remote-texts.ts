import type { i18n as I18n } from 'i18next';
import { i18n as pageI18n } from './i18n';
import type { Language } from './languages';

/** A remote's own namespace in every language of the site, bundled with the remote. */
export type RemoteTexts = Record<Language, Record<string, unknown>>;

/**
 * Adds a remote's namespace to the page's one i18next instance (or the server render's own), once.
 * A remote owns its texts: they ship with it, so a new version brings its texts and the kernel's
 * locale files keep only what several apps use.
 */
export function addRemoteTexts(namespace: string, texts: RemoteTexts, instance: I18n = pageI18n): void {
  for (const [language, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(language, namespace))
      instance.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** The keys of a locale bundle, flattened ('a.b.c'), plural forms counted once: for parity tests. */
export function textKeys(bundle: unknown): string[] {
  const flat = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    } else flat.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
  };
  walk(bundle, '');
  return [...flat].sort();
}
