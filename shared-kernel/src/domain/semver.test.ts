import { parseVersion, satisfiesRange } from './semver';

describe('kernel version ranges', () => {
  test('versions are read, anything else is not', () => {
    expect(parseVersion('1.4.2')).toEqual([1, 4, 2]);
    expect(parseVersion('v0.2.0-beta.1')).toEqual([0, 2, 0]);
    expect(parseVersion('1.4')).toBeNull();
    expect(parseVersion('latest')).toBeNull();
  });

  test.each([
    ['0.1.0', '^0.1.0', true],
    ['0.1.7', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.9.0', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.1.9', '^1.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.4.9', '~1.4.1', true],
    ['1.5.0', '~1.4.1', false],
    ['1.3.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['1.3.0', '1.3.0', true],
    ['1.3.1', '=1.3.0', false],
    ['0.3.0', '^0.1.0 || ^0.3.0', true],
    ['5.0.0', '*', true],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  test('an unreadable range or version is neither accepted nor refused', () => {
    expect(satisfiesRange('0.1.0', '^zero')).toBeNull();
    expect(satisfiesRange('zero', '^0.1.0')).toBeNull();
  });
});
