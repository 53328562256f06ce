/**
 * Server-rendered documents kept in memory (issue 13): a content page is rendered once per
 * address, language and origin, then sent from here, with its brotli and gzip forms made once.
 * What a render shows depends on the content, the FAQ votes and the rate cards ('From X ₽'):
 * a vote drops the pages that show votes, a rate card change every page, in every server process
 * (through the realtime adapter when Redis joins them; each process also notices its own rate
 * cards being replaced). Entries also expire after a while, for what depends on the date.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../../external/compress';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  /** The whole document, as every visitor without votes of their own gets it. */
  body: Buffer;
  /** It shows FAQ votes: dropped when a vote changes them. */
  votes: boolean;
  /** Server-Timing of the render that made it. */
  timing: string;
  /** X-Robots-Tag of a page below the index bar (index-bar.ts). */
  robots?: string;
}

interface Entry {
  page: CachedPage;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  bytes: number;
  expires: number;
}

export type ChangeScope = 'votes' | 'all';

export interface PageCache {
  /** The page, or undefined when it is not here (or no longer valid). */
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** The page's body in `encoding`, compressed on first use and kept with it. */
  encoded(key: string, page: CachedPage, encoding: Encoding): Buffer;
  /** Drops what `scope` changed, here and in the other server processes. */
  invalidate(scope: ChangeScope): void;
  /** Grows on every change of scope 'all': what is derived from all content (the sitemap) keys on it. */
  readonly generation: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  /** Tells the other processes; null when this is the only one. */
  broadcast: ((scope: ChangeScope) => void) | null;
  /** The rate cards in use: a new object means they changed (a reload in this process). */
  rateCards: () => unknown;
}

/** `body` in `encoding`, at the levels of dynamic answers (compress.ts). */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return encoding === 'gzip' ? gzipSync(body, { level: GZIP_LEVEL }) : body;
}

/** A least-recently-used store bounded by the bytes it holds (documents and their compressed forms). */
export function createPageCache({
  maxBytes,
  ttlMs,
  now = Date.now,
  broadcast,
  rateCards,
}: PageCacheOptions): PageCache & { drop(scope: ChangeScope): void } {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let cards = rateCards();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const grow = (entry: Entry, by: number) => {
    entry.bytes += by;
    bytes += by;
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  };
  const drop = (scope: ChangeScope) => {
    if (scope === 'all') generation += 1;
    for (const [key, entry] of entries) if (scope === 'all' || entry.page.votes) remove(key);
  };
  const current = () => {
    const latest = rateCards();
    if (latest !== cards) {
      cards = latest;
      drop('all');
    }
  };

  return {
    get(key) {
      current();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      current();
      remove(key);
      const entry: Entry = { page, encoded: {}, bytes: 0, expires: now() + ttlMs };
      entries.set(key, entry);
      grow(entry, page.body.length);
    },
    encoded(key, page, encoding) {
      if (encoding === 'identity') return page.body;
      const entry = entries.get(key);
      const known = entry?.page === page ? entry.encoded[encoding] : undefined;
      if (known) return known;
      const body = encode(page.body, encoding);
      if (entry?.page === page) {
        entry.encoded[encoding] = body;
        grow(entry, body.length);
      }
      return body;
    },
    invalidate(scope) {
      drop(scope);
      broadcast?.(scope);
    },
    drop,
    get generation() {
      current();
      return generation;
    },
  };
}

/** The encoding to send a cached page in, from the request's Accept-Encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const)
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  return 'identity';
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

const CHANGED_EVENT = 'pages:changed';
// Some thousands of pages of about 100 KB with their compressed forms.
const MAX_BYTES = 64 * 1024 * 1024;
/** How long a rendered page is kept (what depends on the date); content/generation-memo.ts keeps its data as long. */
export const PAGE_TTL_MS = 10 * 60 * 1000;

export interface PageCachePluginOptions {
  /** Several processes share events (Redis adapter): changes are announced to the others. */
  shared: boolean;
}

/** `app.pageCache`: the documents the web plugin rendered, and their invalidation. */
export default fp<PageCachePluginOptions>(
  async (app, { shared }) => {
    const main = app.io.of('/');
    const cache = createPageCache({
      maxBytes: MAX_BYTES,
      ttlMs: PAGE_TTL_MS,
      broadcast: shared ? (scope) => main.serverSideEmit(CHANGED_EVENT, scope) : null,
      rateCards: () => app.tariffs.rateCards,
    });
    main.on(CHANGED_EVENT, (scope: ChangeScope) => cache.drop(scope === 'votes' ? 'votes' : 'all'));
    app.decorate('pageCache', cache);
  },
  { name: 'page-cache', dependencies: ['realtime', 'tariffs'] },
);
