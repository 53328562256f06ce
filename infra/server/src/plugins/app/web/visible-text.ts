/**
 * A page's text as a crawler without JavaScript reads it: the `<main>` element (the site's header
 * and footer are the same on every page by design), without scripts and styles, block by block.
 * The index bar (index-bar.ts) and the distinct-pages tests read pages the same way.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#x27': "'",
  '#39': "'",
};

/** The markup of a document's main area ('' without one). */
export const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

/** The blocks of visible text of a document's main area. */
export function visibleBlocks(html: string): string[] {
  return mainOf(html)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&([#\w]+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .split('\n')
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The words of a text, lower-cased: letters and digits. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
