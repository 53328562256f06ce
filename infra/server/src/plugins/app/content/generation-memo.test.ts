import { generationMemo } from './generation-memo';

function memo({ ttlMs = 1000, maxEntries = 10 } = {}) {
  let generation = 0;
  let now = 0;
  const remember = generationMemo({ generation: () => generation, ttlMs, maxEntries, now: () => now });
  let made = 0;
  const make = (value: string) => () => {
    made += 1;
    return Promise.resolve(`${value} ${made}`);
  };
  return {
    remember,
    make,
    made: () => made,
    nextGeneration: () => (generation += 1),
    advance: (ms: number) => (now += ms),
  };
}

describe('generation memo', () => {
  test('a value is made once per key and generation', async () => {
    const { remember, make, made } = memo();
    expect(await remember('city kazan', make('Казань'))).toBe('Казань 1');
    expect(await remember('city kazan', make('Казань'))).toBe('Казань 1');
    expect(await remember('city moskva', make('Москва'))).toBe('Москва 2');
    expect(made()).toBe(2);
  });

  test('a new generation (a content change, new rate cards) makes every value again', async () => {
    const { remember, make, nextGeneration } = memo();
    await remember('facts 1 2', make('from 451 ₽'));
    nextGeneration();
    expect(await remember('facts 1 2', make('from 900 ₽'))).toBe('from 900 ₽ 2');
    expect(remember.size).toBe(1);
  });

  test('a value expires after its time', async () => {
    const { remember, make, advance } = memo({ ttlMs: 1000 });
    await remember('km', make('793'));
    advance(999);
    expect(await remember('km', make('793'))).toBe('793 1');
    advance(1);
    expect(await remember('km', make('795'))).toBe('795 2');
  });

  test('keeps at most its count, dropping the least recently used first', async () => {
    const { remember, make } = memo({ maxEntries: 2 });
    await remember('a', make('a'));
    await remember('b', make('b'));
    await remember('a', make('a'));
    await remember('c', make('c'));
    expect(remember.size).toBe(2);
    expect(await remember('a', make('a'))).toBe('a 1');
    expect(await remember('b', make('b'))).toBe('b 4');
  });

  test('callers asking while a value is made share it; a failure is not kept', async () => {
    const { remember } = memo();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database gone'));
    };
    const first = remember('city kazan', failing);
    const second = remember('city kazan', failing);
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(calls).toBe(1);
    await expect(remember('city kazan', () => Promise.resolve('Казань'))).resolves.toBe('Казань');
  });
});
