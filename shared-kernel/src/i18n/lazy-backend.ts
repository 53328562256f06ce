import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage } from './languages';

type Loader = (lng: string, ns: string) => Promise<unknown>;

/** The namespaces the kernel's locale files hold ('order' is shared by the order and account remotes). */
export const KERNEL_NAMESPACES = ['common', 'order'] as const;

/** A language's texts of a remote's namespace, as its `import()` of a JSON file gives them. */
export type TextsLoader = () => Promise<unknown>;

// The remotes' texts left to load until a page is shown in their language (addRemoteTexts), by
// `language|namespace`.
const remoteLoaders = new Map<string, TextsLoader>();

/** Registers how a remote's namespace is loaded in a language; the backend loads it when asked. */
export function registerTextsLoader(language: string, namespace: string, load: TextsLoader): void {
  remoteLoaders.set(`${language}|${namespace}`, load);
}

/** A template-literal import, so webpack emits one chunk per language and namespace. */
const importLocale: Loader = (lng, ns) =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${lng}/${ns}.json`);

function unwrap(module: unknown): unknown {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
}

/**
 * i18next backend that loads namespaces on demand. `callbackApi` is declared because i18next 27
 * deprecates guessing the calling convention from the number of parameters.
 */
export function createLazyBackend(
  load: Loader = importLocale,
  namespaces: readonly string[] = KERNEL_NAMESPACES,
): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isLanguage(language)) {
        callback(new Error(`Unsupported language ${language}`), false);
        return;
      }
      // A remote's own namespace is added by the remote (addResourceBundle), or loaded as it said.
      const loader = namespaces.includes(namespace)
        ? () => load(language, namespace)
        : remoteLoaders.get(`${language}|${namespace}`);
      if (!loader) {
        callback(null, {});
        return;
      }
      loader().then(
        (module) => callback(null, unwrap(module) as Parameters<ReadCallback>[1]),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
