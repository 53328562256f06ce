import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, preferredEncoding, type CachedPage } from './page-cache';

const page = (text: string, votes = false): CachedPage => ({
  status: 200,
  body: Buffer.from(text),
  votes,
  timing: '',
});

function cache({ maxBytes = 1000, ttlMs = 60_000 } = {}) {
  let now = 0;
  let cards = {};
  const broadcasts: string[] = [];
  const store = createPageCache({
    maxBytes,
    ttlMs,
    now: () => now,
    broadcast: (scope) => broadcasts.push(scope),
    rateCards: () => cards,
  });
  return {
    store,
    broadcasts,
    advance: (ms: number) => (now += ms),
    replaceRateCards: () => (cards = {}),
  };
}

describe('page cache', () => {
  test('a page set is got back until it expires', () => {
    const { store, advance } = cache({ ttlMs: 1000 });
    const home = page('home');
    store.set('ru /', home);
    expect(store.get('ru /')).toBe(home);
    expect(store.get('en /')).toBeUndefined();
    advance(1000);
    expect(store.get('ru /')).toBeUndefined();
  });

  test('holds at most its bytes, dropping the least recently used page first', () => {
    const { store } = cache({ maxBytes: 250 });
    store.set('a', page('a'.repeat(100)));
    store.set('b', page('b'.repeat(100)));
    store.get('a');
    store.set('c', page('c'.repeat(100)));
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
  });

  test('compressed forms count against the bytes and are made once', () => {
    const { store } = cache({ maxBytes: 10_000 });
    const text = 'Грузоперевозки '.repeat(200);
    const entry = page(text);
    store.set('a', entry);
    const br = store.encoded('a', entry, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(store.encoded('a', entry, 'br')).toBe(br);
    expect(gunzipSync(store.encoded('a', entry, 'gzip')).toString()).toBe(text);
    expect(store.encoded('a', entry, 'identity')).toBe(entry.body);
  });

  test('a vote drops the pages that show votes, here and in the other processes', () => {
    const { store, broadcasts } = cache();
    store.set('faq', page('faq', true));
    store.set('about', page('about'));
    const generation = store.generation;
    store.invalidate('votes');
    expect(store.get('faq')).toBeUndefined();
    expect(store.get('about')).toBeDefined();
    expect(store.generation).toBe(generation);
    expect(broadcasts).toEqual(['votes']);
  });

  test('a content change drops every page and moves the generation on', () => {
    const { store, broadcasts } = cache();
    store.set('about', page('about'));
    const generation = store.generation;
    store.invalidate('all');
    expect(store.get('about')).toBeUndefined();
    expect(store.generation).toBe(generation + 1);
    expect(broadcasts).toEqual(['all']);
  });

  test('a change heard from another process is not sent back', () => {
    const { store, broadcasts } = cache();
    store.set('about', page('about'));
    store.drop('all');
    expect(store.get('about')).toBeUndefined();
    expect(broadcasts).toEqual([]);
  });

  test('new rate cards drop every page', () => {
    const { store, replaceRateCards } = cache();
    store.set('direction', page('from 451 ₽'));
    replaceRateCards();
    expect(store.get('direction')).toBeUndefined();
  });
});

describe('preferred encoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s: %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
