/**
 * What the content pages read that changes only with the content or the rate cards (cities and
 * their populations, a region's towns, the popular directions of a city, a route's facts and
 * prices), kept in memory per generation of the page cache (page-cache.ts): the change that drops
 * the rendered pages (a content change, new rate cards, here or in another process) drops these
 * too, so a page rendered after it reads everything afresh. Entries also expire after the page
 * cache's time (the road km the route service measures later, the date prices are for), and the
 * least recently used go beyond a count.
 */

export interface GenerationMemoOptions {
  /** The page cache's generation: a new one drops every entry. */
  generation: () => number;
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * `remember(key, make)`: the value `make` gave for `key` in this generation, or `make()`'s. A
 * value being made is shared by the callers that ask meanwhile; a failed one is not kept.
 */
export type Remember = <T>(key: string, make: () => Promise<T>) => Promise<T>;

export function generationMemo({
  generation,
  ttlMs,
  maxEntries,
  now = Date.now,
}: GenerationMemoOptions): Remember & { readonly size: number } {
  const entries = new Map<string, Entry>();
  let current: number | null = null;
  /** The most recently used key: asked again (a page asks every city's population), it stays where it is. */
  let last: string | null = null;

  const remember = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    const latest = generation();
    if (latest !== current) {
      entries.clear();
      current = latest;
      last = null;
    }
    const at = now();
    const known = entries.get(key);
    if (known && known.expires > at) {
      // Re-inserted: a Map iterates in insertion order, the least recently used first.
      if (key !== last) {
        entries.delete(key);
        entries.set(key, known);
        last = key;
      }
      return known.value as Promise<T>;
    }
    entries.delete(key);
    const entry: Entry = { value: make(), expires: at + ttlMs };
    entries.set(key, entry);
    last = key;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value as Promise<T>;
  };
  return Object.defineProperty(remember, 'size', { get: () => entries.size }) as Remember & {
    readonly size: number;
  };
}
