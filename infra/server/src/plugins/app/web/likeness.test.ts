/** The likeness of pages (likeness.ts): shingles as hashes, and the pairs over the limit without quadratic work. */
import { likenessOf, likenessSteps, pageShingles, shareOf, shingleHashes } from './likeness';

/** A deterministic stream of numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `count` words no other call gives (`tag` apart). */
const own = (tag: string, count: number) => Array.from({ length: count }, (_, i) => `${tag}w${i}`);
const html = (words: string[]) =>
  `<header>${own('menu', 50).join(' ')}</header><main><p>${words.join(' ')}</p></main>`;

test('shingles: distinct hashes of 5-word runs, ascending, the same for the same text, and order matters', () => {
  const words = 'a b c d e f a b c d e'.split(' ');
  const hashes = shingleHashes(words);
  // Seven runs, 'a b c d e' twice.
  expect(hashes).toHaveLength(6);
  expect([...hashes]).toEqual([...hashes].sort((x, y) => x - y));
  expect(shingleHashes([...words])).toEqual(hashes);
  expect(shingleHashes('b a c d e'.split(' '))).not.toEqual(shingleHashes('a b c d e'.split(' ')));
  expect(shingleHashes(['a', 'b', 'c', 'd'])).toHaveLength(0);
  // The main area only, read as one stream of lower-cased words.
  expect(pageShingles('<header>x y z</header><main><p>A b c</p><p>d e</p></main>')).toEqual(
    shingleHashes(['a', 'b', 'c', 'd', 'e']),
  );
});

test('two near-identical pages are below; the one whose own share is over half, not its larger peer; a distinct page is not', () => {
  const common = own('common', 300);
  const pages = [
    // 0 and 1: the same 300 words and 30 of their own each.
    [...common, ...own('first', 30)],
    [...common, ...own('second', 30)],
    own('distinct', 300),
    // 3: 200 words of page 4, which has 400 more of its own: over half of 3, a third of 4.
    [...own('big', 200), ...own('small', 40)],
    [...own('big', 200), ...own('large', 400)],
  ].map((words) => pageShingles(html(words)));
  const { pairs, below } = likenessOf(pages);
  expect(below).toEqual([0, 1, 3]);
  expect(pairs.map((pair) => [pair.a, pair.b])).toEqual([
    [0, 1],
    [3, 4],
  ]);
  expect(shareOf(pairs[0]!, pages)).toBeCloseTo(296 / 326, 5);
  expect(shareOf(pairs[1]!, pages)).toBeCloseTo(196 / 236, 5);
  // Exactly half is not over: 10 of 20 shared.
  const half = [
    shingleHashes([...own('h', 14), ...own('x', 10)]),
    shingleHashes([...own('h', 14), ...own('y', 10)]),
  ];
  expect(half[0]).toHaveLength(20);
  expect(likenessOf(half).below).toEqual([]);
});

test('the pairs are the ones a count of every pair finds, on pages that share passages', () => {
  const next = random(38);
  const passages = Array.from({ length: 40 }, (_, i) => own(`passage${i}`, 20 + Math.floor(next() * 60)));
  const pages = Array.from({ length: 300 }, (_, page) => {
    const words = own(`page${page}`, Math.floor(next() * 120));
    for (let i = 0; i < 2 + Math.floor(next() * 6); i += 1) words.push(...passages[Math.floor(next() * 40)]!);
    return shingleHashes(words);
  });
  for (const limit of [0.3, 0.5]) {
    const expected: string[] = [];
    pages.forEach((a, i) => {
      const mine = new Set(a);
      pages.forEach((b, j) => {
        if (j <= i) return;
        const shared = [...b].filter((hash) => mine.has(hash)).length;
        if (shared / Math.min(a.length, b.length) > limit) expected.push(`${i}-${j}`);
      });
    });
    const found = likenessOf(pages, limit).pairs.map((pair) =>
      [pair.a, pair.b].sort((x, y) => x - y).join('-'),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(found.sort()).toEqual(expected.sort());
  }
});

test('a run on every page costs no pair count: the work stays near the index size', () => {
  const pages = Array.from({ length: 2_000 }, (_, page) =>
    shingleHashes([...own('everywhere', 30), ...own(`page${page}`, 300)]),
  );
  const total = pages.reduce((sum, set) => sum + set.length, 0);
  const { below, work } = likenessOf(pages);
  expect(below).toEqual([]);
  // Building the index reads each entry a few times, each page then its own 300 rare runs; counting
  // every pair the 26 common runs join would be 26 × 2,000² / 2 = 52 million more.
  expect(work).toBeLessThan(6 * total);
});

test('the steps yield on the way (a server lets requests in between)', () => {
  const pages = Array.from({ length: 500 }, (_, page) => shingleHashes(own(`page${page}`, 400)));
  const steps = likenessSteps(pages, 0.5);
  let yields = 0;
  while (!steps.next().done) yields += 1;
  expect(yields).toBeGreaterThan(3);
});
