import { roleIs, roleLevel, type MaybeRole } from './roles';

describe('role levels', () => {
  it('orders ADMIN > MODERATOR > EMPLOYEE > MANAGER > USER > guest', () => {
    const order: MaybeRole[] = ['ADMIN', 'MODERATOR', 'EMPLOYEE', 'MANAGER', 'USER', null];
    const levels = order.map(roleLevel);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
    expect(new Set(levels).size).toBe(order.length);
  });

  it.each<[string, keyof typeof roleIs, MaybeRole, MaybeRole, boolean]>([
    ['admin is greater than moderator', 'greater', 'ADMIN', 'MODERATOR', true],
    ['a role is not greater than itself', 'greater', 'USER', 'USER', false],
    ['manager is at least manager', 'atLeast', 'MANAGER', 'MANAGER', true],
    ['user is not at least manager', 'atLeast', 'USER', 'MANAGER', false],
    ['guest is less than user', 'less', null, 'USER', true],
    ['employee is not less than manager', 'less', 'EMPLOYEE', 'MANAGER', false],
    ['user is at most user', 'atMost', 'USER', 'USER', true],
    ['admin is not at most employee', 'atMost', 'ADMIN', 'EMPLOYEE', false],
    ['two guests are equal', 'equal', undefined, null, true],
    ['moderator is not equal to admin', 'equal', 'MODERATOR', 'ADMIN', false],
  ])('%s', (_name, comparison, a, b, expected) => {
    expect(roleIs[comparison](a, b)).toBe(expected);
  });
});
