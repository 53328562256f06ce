import { keptAnswers } from './kept-answers';

test('an answer is worked out once per key, and again only after the store has started over', () => {
  const made: string[] = [];
  const kept = keptAnswers<string>(3);
  const ask = (key: string) => kept(key, () => (made.push(key), key.toUpperCase()));
  expect([ask('a'), ask('a'), ask('b'), ask('c'), ask('a')]).toEqual(['A', 'A', 'B', 'C', 'A']);
  expect(made).toEqual(['a', 'b', 'c']);
  // A fourth key: the store is full, so it starts over with that key alone.
  expect(ask('d')).toBe('D');
  expect([ask('d'), ask('a')]).toEqual(['D', 'A']);
  expect(made).toEqual(['a', 'b', 'c', 'd', 'a']);
});

test('an answer that is undefined or null is kept like any other', () => {
  let made = 0;
  const kept = keptAnswers<string | undefined>(10);
  const ask = () =>
    kept('none', () => {
      made += 1;
      return undefined;
    });
  expect([ask(), ask()]).toEqual([undefined, undefined]);
  expect(made).toBe(1);
});
