import { evaluateFlag, rolloutBucket, type FlagDefinition, type FlagVisitor } from './evaluate';

const flag = (overrides: Partial<FlagDefinition> = {}): FlagDefinition => ({
  key: 'new-thing',
  enabled: true,
  minRole: null,
  rolloutPercent: 100,
  userIds: [],
  ...overrides,
});
const guest: FlagVisitor = { targetingKey: 'visitor-1', userId: null, role: null };
const user = (role: FlagVisitor['role'], id = 'u1'): FlagVisitor => ({ targetingKey: id, userId: id, role });

describe('evaluateFlag', () => {
  it.each([
    ['a disabled flag is off for everybody', flag({ enabled: false }), user('ADMIN'), false, 'DISABLED'],
    ['an enabled flag for all is on for a guest', flag(), guest, true, 'STATIC'],
    ['a MANAGER flag is off for a guest', flag({ minRole: 'MANAGER' }), guest, false, 'ROLE'],
    ['a MANAGER flag is off for a USER', flag({ minRole: 'MANAGER' }), user('USER'), false, 'ROLE'],
    ['a MANAGER flag is on for a MANAGER', flag({ minRole: 'MANAGER' }), user('MANAGER'), true, 'STATIC'],
    ['a MANAGER flag is on for an ADMIN', flag({ minRole: 'MANAGER' }), user('ADMIN'), true, 'STATIC'],
    [
      'a listed user gets a 0 % flag',
      flag({ rolloutPercent: 0, userIds: ['u1'] }),
      user('USER'),
      true,
      'TARGETING_MATCH',
    ],
    [
      'a listed user still needs the role',
      flag({ minRole: 'ADMIN', userIds: ['u1'] }),
      user('USER'),
      false,
      'ROLE',
    ],
    ['a 0 % flag is off', flag({ rolloutPercent: 0 }), user('USER'), false, 'SPLIT'],
  ] as const)('%s', (_case, definition, visitor, value, reason) => {
    expect(evaluateFlag(definition, visitor)).toEqual({ value, reason });
  });

  it('a percentage rollout reaches about that share of visitors, each always the same way', () => {
    const visitors = Array.from({ length: 4000 }, (_, i) => ({
      targetingKey: `v${i}`,
      userId: null,
      role: null,
    }));
    const on = visitors.filter((v) => evaluateFlag(flag({ rolloutPercent: 25 }), v).value);
    expect(on.length / visitors.length).toBeGreaterThan(0.22);
    expect(on.length / visitors.length).toBeLessThan(0.28);
    for (const v of on.slice(0, 50)) expect(evaluateFlag(flag({ rolloutPercent: 25 }), v).value).toBe(true);
  });

  it('raising the percentage keeps everybody who already had the flag', () => {
    const visitors = Array.from({ length: 500 }, (_, i) => `v${i}`);
    const at = (p: number) => new Set(visitors.filter((v) => rolloutBucket('new-thing', v) < p));
    for (const v of at(10)) expect(at(30).has(v)).toBe(true);
  });
});
