import { flagRolesFor, STAFF_MODULES } from './staff-modules';

test('a staff module’s flag may name the module’s lowest role and those above it, never everybody', () => {
  expect(flagRolesFor(STAFF_MODULES.tariffs.flag)).toEqual(['MANAGER', 'EMPLOYEE', 'MODERATOR', 'ADMIN']);
  expect(flagRolesFor(STAFF_MODULES.flags.flag)).toEqual(['ADMIN']);
  for (const module of Object.values(STAFF_MODULES))
    expect(flagRolesFor(module.flag)[0]).toBe(module.minRole);
});

test('another flag may name any role, or everybody first', () => {
  expect(flagRolesFor('order-manager-mode')).toEqual([
    null,
    'USER',
    'MANAGER',
    'EMPLOYEE',
    'MODERATOR',
    'ADMIN',
  ]);
});
