/**
 * The third condition of the index bar (index-bar.ts): a page may share at most half of its own
 * 5-word runs (shingles) with any one other sitemap page. One implementation for the server,
 * which judges every sitemap page per content generation (likeness-index.ts), and for the crawl
 * tests (test/distinct-sitemap.ts), so the two cannot disagree.
 *
 * A page's shingles are kept as a sorted array of distinct 32-bit hashes (4 bytes each, not
 * strings). Two different runs may share a hash: with a few million runs in a language a few
 * hundred pairs do, each counting as one shared run between two pages of a thousand, which moves
 * no page across the line.
 *
 * Pairs are found through an inverted index (hash -> pages), without counting every pair of pages
 * a common run joins: a run on thousands of pages (a heading every route page has) would make that
 * quadratic. For a page A of n runs to share more than `limit × n` with a page B, B must hold at
 * least one of A's `n - need + 1` rarest runs (`need` = the least count over the limit): so A's
 * rarest runs (and every run on at most RARE_PAGES pages) are looked up, each candidate's count
 * is finished by looking up A's few common runs in B's sorted array, and a run common to the
 * whole sitemap is read only by a page that is mostly common runs.
 */
import { INDEX_BAR } from './index-bar';
import { visibleBlocks, wordsOf } from './visible-text';

/** FNV-1a over a word's UTF-16 units. */
function wordHash(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The distinct hashes of a text's runs of `size` consecutive words, ascending. */
export function shingleHashes(words: readonly string[], size: number = INDEX_BAR.shingle): Uint32Array {
  if (words.length < size) return new Uint32Array(0);
  // A loop: `Uint32Array.from` with a mapping function is several times slower.
  const byWord = new Uint32Array(words.length);
  for (let i = 0; i < words.length; i += 1) byWord[i] = wordHash(words[i]!);
  const runs = new Uint32Array(words.length - size + 1);
  for (let i = 0; i < runs.length; i += 1) {
    // Order matters: each word is mixed into what came before it (murmur3's finaliser per step).
    let hash = size;
    for (let j = 0; j < size; j += 1) {
      hash = Math.imul(hash ^ byWord[i + j]!, 0x85ebca6b);
      hash ^= hash >>> 13;
      hash = Math.imul(hash, 0xc2b2ae35);
      hash ^= hash >>> 16;
    }
    runs[i] = hash >>> 0;
  }
  runs.sort();
  let distinct = 0;
  for (let i = 0; i < runs.length; i += 1)
    if (i === 0 || runs[i] !== runs[i - 1]) runs[distinct++] = runs[i]!;
  return runs.slice(0, distinct);
}

/** A rendered page's shingles: its main area's text read as one stream (a table row reads on into its price). */
export const pageShingles = (html: string) => shingleHashes(wordsOf(visibleBlocks(html).join(' ')));

/** Two pages, `a` the one with fewer shingles, and the shingles they share. */
export interface AlikePair {
  a: number;
  b: number;
  shared: number;
}

export interface Likeness {
  /** Pairs sharing more than the limit of the smaller page's shingles, worst first. */
  pairs: AlikePair[];
  /** The pages sharing more than the limit of their own shingles with another page, ascending. */
  below: number[];
  /** Index entries read, candidates looked up: the work done, which common runs must not blow up. */
  work: number;
  /** The most memory held at once, the pages' shingles included (typed arrays, bytes). */
  bytes: number;
}

/** A run on at most this many pages is looked up for every page that has it (cheap); commoner ones only when needed. */
const RARE_PAGES = 16;
/** The page's number rides in a sort key's low 16 bits, under the hash's low 16 (its top 16 are its bucket's). */
const MAX_PAGES = 2 ** 16;
const BUCKETS = 2 ** 16;
const ID_SCALE = 2 ** 32;
/** Steps of work between two yields of `likenessSteps`. */
const STEP_WORK = 50_000;

/** The share of the smaller page's shingles a pair shares. */
export const shareOf = (pair: AlikePair, sets: readonly Uint32Array[]) => pair.shared / sets[pair.a]!.length;

/** First index of `value` in the ascending `list` between `from` and `to`, or -1. */
function find(list: Uint32Array, value: number, from = 0, to = list.length): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = list[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The inverted index of the pages' runs: `who` holds the pages of each distinct run from
 * `start[id]`, and `ids` each page's runs as ids (ascending, as its hashes are). Made by a counting
 * sort on the hash's top 16 bits, each entry kept in its bucket as (low 16 bits, page) in one
 * 32-bit number, then each small bucket sorted on its own: no step holds the thread long. The
 * work is in small functions of their own (V8 optimises them, not a generator's loops).
 */
interface RunIndex {
  sets: readonly Uint32Array[];
  bucketStart: Uint32Array;
  fill: Uint32Array;
  who: Uint32Array;
  start: Uint32Array;
  ids: Uint32Array[];
  cursor: Uint32Array;
  distinct: number;
  /** The last id given. */
  id: number;
}

function newIndex(sets: readonly Uint32Array[]): RunIndex {
  let total = 0;
  const bucketStart = new Uint32Array(BUCKETS + 1);
  for (const set of sets) {
    total += set.length;
    for (let i = 0; i < set.length; i += 1) bucketStart[(set[i]! >>> 16) + 1]! += 1;
  }
  for (let bucket = 1; bucket <= BUCKETS; bucket += 1) bucketStart[bucket]! += bucketStart[bucket - 1]!;
  return {
    sets,
    bucketStart,
    fill: bucketStart.slice(0, BUCKETS),
    who: new Uint32Array(total),
    start: new Uint32Array(0),
    ids: [],
    cursor: new Uint32Array(sets.length),
    distinct: 0,
    id: -1,
  };
}

/** A page's runs into their buckets. */
function place(index: RunIndex, page: number): number {
  const set = index.sets[page]!;
  const { who, fill } = index;
  for (let i = 0; i < set.length; i += 1) who[fill[set[i]! >>> 16]!++] = ((set[i]! << 16) | page) >>> 0;
  return set.length;
}

/** A bucket sorted (low bits, then page), its distinct runs counted. */
function sortBucket(index: RunIndex, bucket: number): number {
  const from = index.bucketStart[bucket]!;
  const to = index.bucketStart[bucket + 1]!;
  const { who } = index;
  who.subarray(from, to).sort();
  for (let i = from; i < to; i += 1)
    if (i === from || who[i]! >>> 16 !== who[i - 1]! >>> 16) index.distinct += 1;
  return to - from + 1;
}

/** A bucket's entries become postings: each run an id, each entry its page. */
function postBucket(index: RunIndex, bucket: number): number {
  const { who, start, ids, cursor } = index;
  const from = index.bucketStart[bucket]!;
  const to = index.bucketStart[bucket + 1]!;
  let previous = -1;
  for (let i = from; i < to; i += 1) {
    const low = who[i]! >>> 16;
    const page = who[i]! & 0xffff;
    if (low !== previous) {
      index.id += 1;
      start[index.id] = i;
      previous = low;
    }
    who[i] = page;
    ids[page]![cursor[page]!++] = index.id;
  }
  return to - from + 1;
}

/** What judging one page needs besides the index: counters per page, and room to order its runs. */
interface Scratch {
  limit: number;
  counts: Uint32Array;
  touched: Uint32Array;
  order: Float64Array;
  pairs: AlikePair[];
  below: Uint8Array;
}

/**
 * Page `a` against every page B with at least as many runs (ties: the later one): the pairs over
 * the limit of A's runs. B must hold one of A's `size - need + 1` rarest runs; every run on at most
 * RARE_PAGES pages is read too (cheap, and the counts then leave few candidates); the commoner
 * runs left are looked up in each candidate's ids. Returns the work done.
 */
function judgePage(index: RunIndex, scratch: Scratch, a: number): number {
  const { start, who, ids } = index;
  const { counts, touched, order, limit } = scratch;
  const own = ids[a]!;
  const size = own.length;
  // The least number of shared runs over the limit, and how many of the rarest must be read.
  const need = Math.floor(limit * size) + 1;
  if (size === 0 || need > size) return 1;
  const prefix = size - need + 1;
  for (let i = 0; i < size; i += 1) order[i] = (start[own[i]! + 1]! - start[own[i]!]!) * ID_SCALE + own[i]!;
  const byRarity = order.subarray(0, size).sort();
  let work = size;
  let seen = 0;
  let read = 0;
  for (; read < size; read += 1) {
    const run = byRarity[read]! % ID_SCALE;
    const pages = start[run + 1]! - start[run]!;
    if (read >= prefix && pages > RARE_PAGES) break;
    for (let p = start[run]!; p < start[run + 1]!; p += 1) {
      const b = who[p]!;
      const other = ids[b]!.length;
      if (b === a || other < size || (other === size && b < a)) continue;
      if (counts[b] === 0) touched[seen++] = b;
      counts[b]! += 1;
    }
    work += pages;
  }
  // The runs left unread are common ones, fewer than `need`: looked up in each candidate.
  for (let t = 0; t < seen; t += 1) {
    const b = touched[t]!;
    let shared = counts[b]!;
    counts[b] = 0;
    if (shared + (size - read) < need) continue;
    const theirs = ids[b]!;
    for (let i = read; i < size; i += 1) if (find(theirs, byRarity[i]! % ID_SCALE) !== -1) shared += 1;
    work += size - read;
    if (shared / size <= limit) continue;
    scratch.pairs.push({ a, b, shared });
    scratch.below[a] = 1;
    if (shared / theirs.length > limit) scratch.below[b] = 1;
  }
  return work;
}

/**
 * The pairs of `sets` (each page's shingles, as `shingleHashes` gives them) sharing more than
 * `limit` of the smaller page's shingles, and the pages over `limit` of their own. A generator:
 * it yields every STEP_WORK or so of work, so that a server can let requests in between
 * (`likenessOf` runs it through at once).
 */
export function* likenessSteps(sets: readonly Uint32Array[], limit: number): Generator<void, Likeness> {
  const count = sets.length;
  if (count > MAX_PAGES) throw new RangeError(`at most ${MAX_PAGES} pages are compared at once`);
  let work = 0;
  let yielded = 0;
  /** Time to let others in: STEP_WORK since the last time. */
  const due = () => {
    if (work - yielded < STEP_WORK) return false;
    yielded = work;
    return true;
  };

  const index = newIndex(sets);
  for (let page = 0; page < count; page += 1) {
    work += place(index, page);
    if (due()) yield;
  }
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    work += sortBucket(index, bucket);
    if (due()) yield;
  }
  index.start = new Uint32Array(index.distinct + 1);
  index.ids = sets.map((set) => new Uint32Array(set.length));
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    work += postBucket(index, bucket);
    if (due()) yield;
  }
  index.start[index.distinct] = index.who.length;
  // The pages' hashes, the index and the pages' ids, held together.
  const bytes =
    index.who.length * (4 + 4 + 4) + index.start.byteLength + index.bucketStart.byteLength * 2 + count * 12;

  let longest = 0;
  for (const set of sets) longest = Math.max(longest, set.length);
  const scratch: Scratch = {
    limit,
    counts: new Uint32Array(count),
    touched: new Uint32Array(count),
    order: new Float64Array(longest),
    pairs: [],
    below: new Uint8Array(count),
  };
  for (let a = 0; a < count; a += 1) {
    work += judgePage(index, scratch, a);
    if (due()) yield;
  }
  const { pairs, below } = scratch;
  pairs.sort((x, y) => y.shared / sets[y.a]!.length - x.shared / sets[x.a]!.length);
  return { pairs, below: [...below.keys()].filter((page) => below[page] === 1), work, bytes };
}

/** `likenessSteps` at once. */
export function likenessOf(sets: readonly Uint32Array[], limit: number = INDEX_BAR.maxShared): Likeness {
  const steps = likenessSteps(sets, limit);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
