/**
 * Emotion on the server: one cache per page render, in "compat" mode, where emotion keeps each
 * rule it needs in `cache.inserted` instead of writing a `<style>` element before every styled
 * element. The page's rules then go into the head in the form the browser's emotion picks up at
 * start, so hydration inserts nothing again:
 * - the rules of the elements (and their keyframes) as one `<style>` element: the ids it names
 *   count as inserted for the browser's cache (key `css`, MUI's default);
 * - each `<Global>`'s rules (MUI's CssBaseline with the fallback faces, an input's autofill
 *   keyframes) as a `<style>` element of its own, first: a Global in the browser looks for its
 *   element by name and takes it over. Not found, it would insert its rules again, and new
 *   font faces and global rules make the browser lay the whole page out again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'css';
type SerializedStyles = Parameters<EmotionCache['insert']>[1];

/** A rule emotion kept: its id, its CSS, and whether a `<Global>` inserted it (once per Global rendered). */
export interface StyleRule {
  id: string;
  css: string;
  global: boolean;
}

/** The ids of a page cache's rules that a `<Global>` inserted, with how many Globals did. */
const globalIds = new WeakMap<EmotionCache, Map<string, number>>();

/**
 * A server cache in compat mode that tells `onRule` of every rule it keeps. A Global inserts with
 * no selector; so do the keyframes of an element's style, which follow that style's own insert
 * as its `next` chain.
 */
export function serverStyleCache(onRule: (rule: StyleRule) => void): EmotionCache {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  const insert = cache.insert.bind(cache);
  let element: SerializedStyles | undefined;
  const isKeyframesOf = (style: SerializedStyles | undefined, serialized: SerializedStyles) => {
    for (let next = style?.next; next; next = next.next) if (next === serialized) return true;
    return false;
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector !== '') element = serialized;
    const global = selector === '' && !isKeyframesOf(element, serialized);
    const result = insert(selector, serialized, sheet, shouldCache);
    const css = cache.inserted[serialized.name];
    if (typeof css === 'string') onRule({ id: serialized.name, css, global });
    return result;
  };
  return cache;
}

/** Puts a rule into a page's cache: one it inserted itself, or a part's (rendered in a cache of its own). */
export function addRule(page: EmotionCache, { id, css, global }: StyleRule): void {
  page.inserted[id] ??= css;
  const globals = globalIds.get(page);
  if (global && globals) globals.set(id, (globals.get(id) ?? 0) + 1);
}

export function pageStyleCache(): EmotionCache {
  const cache = serverStyleCache((rule) => addRule(cache, rule));
  globalIds.set(cache, new Map());
  return cache;
}

// Nothing in a rule may close the element early.
const styleElement = (attribute: string, css: string) =>
  `<style data-emotion="${attribute}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/** The rules a render put into `cache`, as `<style>` elements for the head ('' for none). */
export function criticalStyles(cache: EmotionCache): string {
  const globals = globalIds.get(cache);
  const ids: string[] = [];
  let css = '';
  let head = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const count = globals?.get(id) ?? 0;
    if (count > 0) {
      // One per Global rendered: each takes over an element of its own (an input's autofill keyframes).
      head += styleElement(`${KEY}-global ${id}`, rules).repeat(count);
      continue;
    }
    ids.push(id);
    css += rules;
  }
  return ids.length === 0 ? head : head + styleElement(`${KEY} ${ids.join(' ')}`, css);
}
