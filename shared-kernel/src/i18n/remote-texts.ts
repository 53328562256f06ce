import type { i18n as I18n } from 'i18next';
import { i18n as pageI18n } from './i18n';
import type { Language } from './languages';
import { registerTextsLoader, type TextsLoader } from './lazy-backend';

type Bundle = Record<string, unknown>;

/**
 * A remote's own namespace in every language of the site. The default language's texts are
 * bundled with the remote (every language falls back to them); another language's may be bundled
 * too, or an `import()` of its file, loaded the first time a page is shown in that language.
 */
export type RemoteTexts = { ru: Bundle } & Record<Language, Bundle | TextsLoader>;

/**
 * Adds a remote's namespace to the page's one i18next instance (or the server render's own), once.
 * A remote owns its texts: they ship with it, so a new version brings its texts and the kernel's
 * locale files keep only what several apps use. A language left to load is loaded by the
 * instance's backend: now if it is the page's (react-i18next's `ready` is false until then), and
 * with the language on a switch to it, since the namespace becomes one of those i18next loads
 * before it switches (no page in a half-switched language).
 */
export function addRemoteTexts(namespace: string, texts: RemoteTexts, instance: I18n = pageI18n): void {
  // Read first: adding a bundle adds its namespace to those i18next loads.
  const known = ([] as readonly string[]).concat(instance.options.ns ?? []).includes(namespace);
  let loaders = false;
  for (const [language, bundle] of Object.entries(texts)) {
    if (typeof bundle === 'function') {
      registerTextsLoader(language, namespace, bundle);
      loaders = true;
    } else if (!instance.hasResourceBundle(language, namespace))
      instance.addResourceBundle(language, namespace, bundle, true, true);
  }
  if (loaders && !known) void instance.loadNamespaces(namespace);
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
