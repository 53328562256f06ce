import { readFile } from 'node:fs/promises';
import type { Language } from '@dostavka/shared-kernel/i18n';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { preloadedPageScript, type PreloadedPage } from '@dostavka/shared-kernel/ssr';
import { escapeHtml } from '../../../escape-html';

/** What the shell reads from `<script id="dostavka-config">` before it starts. */
export interface DocumentConfig {
  api: { user: string; content: string; calculator: string; admin: string };
  realtime: { url: string; path: string };
  /** The HTTP status of this document: 404 lets the shell show its not-found page at once. */
  status: number;
  /** The language the server chose (and rendered in): the browser starts in it. */
  lang?: Language;
  /** The remote registry, so the shell registers the remotes without fetching /remotes.json. */
  remotes?: Record<string, string>;
  /** The registry's version of each remote for this visitor. */
  remoteVersions?: Record<string, string>;
  /** The ETag of this visitor's /remotes.json: the shell checks it on navigation. */
  remotesTag?: string;
}

/** What server rendering adds to a document. */
export interface RenderedParts {
  /** Head tags; they replace the template's title and description. */
  head: string;
  /** The markup of #root. */
  app: string;
  preloaded: PreloadedPage | null;
}

/** Preload links and scripts (preload-hints.ts): first into the head, and at the start of the body. */
export interface DocumentHints {
  head: string;
  body: string;
}

const PLACEHOLDER = '<!--dostavka-config-->';
const NO_HINTS: DocumentHints = { head: '', body: '' };

/**
 * The document: the configuration (and the server-rendered page) where the template's
 * placeholders are (the configuration's opens the body); the hints first into the head, and
 * before the configuration.
 */
export function renderDocument(
  template: string,
  config: DocumentConfig,
  rendered: RenderedParts | null = null,
  hints: DocumentHints = NO_HINTS,
): string {
  // `<` escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const scripts = `<script id="dostavka-config" type="application/json">${json}</script>${
    rendered?.preloaded ? preloadedPageScript(rendered.preloaded) : ''
  }`;
  let html = template.replace(PLACEHOLDER, () => hints.body + scripts);
  if (config.lang) html = html.replace(/<html lang="[a-z]+"/, `<html lang="${config.lang}"`);
  if (hints.head) html = html.replace('<!--dostavka-head-->', () => `${hints.head}<!--dostavka-head-->`);
  if (!rendered) return leftToBrowser(html, config.lang).replace('<!--dostavka-app-->', '');
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('<!--dostavka-head-->', () => rendered.head)
    .replace('<!--dostavka-app-->', () => rendered.app);
}

/**
 * A page the browser renders keeps the template's head until the page names itself. The template
 * speaks Russian: another language's document gets the site's title and description in its own
 * (an English tracking page's tab read 'Доставка — грузоперевозки по России' until the app ran).
 */
function leftToBrowser(html: string, lang: Language | undefined): string {
  if (!lang || lang === 'ru') return html;
  const t = ruleMessages(lang);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(t('site.title'))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*("[^>]*>)/,
      (_match, start: string, end: string) => `${start}${escapeHtml(t('site.description'))}${end}`,
    );
}

/**
 * Reads the shell's index.html: once, or on every call when the file changes under a running
 * server (development rebuilds). Null while the site is not built.
 */
export function templateReader(file: string, cache: boolean): () => Promise<string | null> {
  let cached: string | undefined;
  return async () => {
    if (cached !== undefined) return cached;
    try {
      const template = await readFile(file, 'utf8');
      if (cache) cached = template;
      return template;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}
