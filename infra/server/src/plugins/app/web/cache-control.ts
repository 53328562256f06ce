/**
 * Cache policy of the built apps' files. Bundlers put a content hash in the names of assets
 * (`main.3f2a9c1b.js`) or keep them under `static/`: those never change and are cached for a
 * year. Entry points (index.html, mf-manifest.json, remoteEntry.js) keep their names from build
 * to build, so browsers revalidate them on every use.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/** `file`: the path of a file relative to its app's dist folder. */
export function cacheControlFor(file: string): string {
  const parts = file.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  return parts.slice(0, -1).includes('static') || CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}
