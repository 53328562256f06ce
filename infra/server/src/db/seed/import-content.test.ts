import { directionPairs } from './import-content';

describe('direction pairs', () => {
  const ids = Array.from({ length: 300 }, (_, index) => index + 1);
  const pairs = directionPairs(ids);
  const keys = pairs.map(([from, to]) => `${from}:${to}`);

  test('every ordered pair among the ten biggest cities', () => {
    for (const from of ids.slice(0, 10))
      for (const to of ids.slice(0, 10)) expect(keys.includes(`${from}:${to}`)).toBe(from !== to);
  });

  test('the home city to the 200 biggest, Moscow to the 100 biggest, nothing twice', () => {
    expect(keys).toContain('1:200');
    expect(keys).not.toContain('1:201');
    expect(keys).toContain('2:100');
    expect(keys).not.toContain('2:101');
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('no city goes to itself', () => {
    expect(pairs.every(([from, to]) => from !== to)).toBe(true);
  });
});
