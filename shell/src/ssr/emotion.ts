/**
 * Emotion on the server: one cache per page render, in "compat" mode, where emotion keeps each
 * rule it needs in `cache.inserted` instead of writing a `<style>` element before every styled
 * element. The page's rules then go into the head as one `<style>` element, in the form the
 * browser's emotion cache (key `css`, MUI's default) picks up at start: the ids it names count
 * as inserted, so hydration inserts nothing again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'css';

export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  return cache;
}

/** The rules a render put into `cache`, as one `<style>` element for the head ('' for none). */
export function criticalStyles(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  if (ids.length === 0) return '';
  // Nothing in a rule may close the element early.
  return `<style data-emotion="${KEY} ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
