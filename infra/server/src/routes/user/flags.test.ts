import type { RoleSlug } from '@dostavka/shared-kernel/domain';
import { bearerOf, testServer } from '../../../test/test-app';

const server = testServer();

const USER_7 = '00000000-0000-4000-8000-000000000007';
const USER_8 = '00000000-0000-4000-8000-000000000008';
const bearer = async (role: RoleSlug, id?: string) => ({
  authorization: await bearerOf(server.app, role, id),
});
const flagsFor = async (headers: Record<string, string> = {}, query = '') =>
  (await server.app.inject({ method: 'GET', url: `/api/user/flags${query}`, headers })).json().flags;

describe('feature flags', () => {
  it('the staff analytics module is off for guests and users, on from MANAGER up', async () => {
    expect((await flagsFor())['staff-tariff-analytics']).toEqual({ value: false, reason: 'ROLE' });
    expect((await flagsFor(await bearer('USER')))['staff-tariff-analytics'].value).toBe(false);
    expect((await flagsFor(await bearer('MANAGER')))['staff-tariff-analytics'].value).toBe(true);
    expect((await flagsFor(await bearer('ADMIN')))['staff-tariff-analytics'].value).toBe(true);
  });

  it('manager mode of the order page is off for guests and users, on from MANAGER up', async () => {
    expect((await flagsFor())['order-manager-mode']).toEqual({ value: false, reason: 'ROLE' });
    expect((await flagsFor(await bearer('USER')))['order-manager-mode'].value).toBe(false);
    expect((await flagsFor(await bearer('MANAGER')))['order-manager-mode'].value).toBe(true);
  });

  it('the staff page of the remote registry is on for administrators only', async () => {
    expect((await flagsFor())['staff-remote-registry']).toEqual({ value: false, reason: 'ROLE' });
    expect((await flagsFor(await bearer('MANAGER')))['staff-remote-registry'].value).toBe(false);
    expect((await flagsFor(await bearer('ADMIN')))['staff-remote-registry'].value).toBe(true);
  });

  it('a bad token is evaluated as a guest, not refused', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/user/flags',
      headers: { authorization: 'Bearer x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().flags['staff-tariff-analytics'].value).toBe(false);
  });

  it('definitions are for administrators only', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/user/flags/definitions' })).statusCode).toBe(
      401,
    );
    const asManager = await server.app.inject({
      method: 'GET',
      url: '/api/user/flags/definitions',
      headers: await bearer('MANAGER'),
    });
    expect(asManager.statusCode).toBe(403);
    const asAdmin = await server.app.inject({
      method: 'GET',
      url: '/api/user/flags/definitions',
      headers: await bearer('ADMIN'),
    });
    expect(asAdmin.json()).toEqual([
      expect.objectContaining({ key: 'order-manager-mode', minRole: 'MANAGER' }),
      expect.objectContaining({ key: 'staff-carriers', minRole: 'MODERATOR' }),
      expect.objectContaining({ key: 'staff-flags', minRole: 'ADMIN' }),
      expect.objectContaining({ key: 'staff-inbox', minRole: 'EMPLOYEE' }),
      expect.objectContaining({ key: 'staff-orders', minRole: 'EMPLOYEE' }),
      expect.objectContaining({ key: 'staff-rate-cards', minRole: 'MODERATOR' }),
      expect.objectContaining({ key: 'staff-remote-registry', minRole: 'ADMIN' }),
      expect.objectContaining({ key: 'staff-tariff-analytics', minRole: 'MANAGER' }),
    ]);
  });

  it('an administrator switches a flag without a deploy, and visitors see it at once', async () => {
    const update = (body: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/user/flags/definitions/staff-tariff-analytics',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const admin = await bearer('ADMIN');
    const changed = await server.app.inject({
      method: 'PUT',
      url: '/api/user/flags/definitions/staff-tariff-analytics',
      headers: admin,
      payload: { minRole: 'MANAGER', rolloutPercent: 0, userIds: [USER_7] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await flagsFor(await bearer('MANAGER', USER_7)))['staff-tariff-analytics']).toEqual({
      value: true,
      reason: 'TARGETING_MATCH',
    });
    expect((await flagsFor(await bearer('MANAGER', USER_8)))['staff-tariff-analytics'].value).toBe(false);
    expect((await update({ enabled: false })).statusCode).toBe(401);
  });

  it.each([
    [{ rolloutPercent: 101 }, 400],
    [{ minRole: 'KING' }, 400],
    // Below the lowest role of the staff module the flag switches.
    [{ minRole: 'USER' }, 400],
    [{ minRole: null }, 400],
    [{}, 400],
    [{ enabled: 'yes' }, 400],
  ])('a bad definition %j answers %i', async (payload, status) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user/flags/definitions/staff-tariff-analytics',
      headers: await bearer('ADMIN'),
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.stringMatching(/\S/));
  });

  it('an unknown flag answers 404', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user/flags/definitions/no-such-flag',
      headers: await bearer('ADMIN'),
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(404);
  });
});
