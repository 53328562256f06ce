import { bearerOf, testServer } from '../../../../test/test-app';

const server = testServer({}, (app) => {
  app.get('/guarded/signed-in', { preHandler: app.authenticate }, async (request) => request.user);
  app.get('/guarded/manager', { preHandler: app.requireRole('MANAGER') }, async (request) => request.user);
});

const ID = {
  USER: '00000000-0000-4000-8000-000000000001',
  MANAGER: '00000000-0000-4000-8000-000000000002',
  ADMIN: '00000000-0000-4000-8000-000000000003',
};
const bearer = (role: 'USER' | 'MANAGER' | 'ADMIN') => bearerOf(server.app, role, ID[role]);

describe('auth guards', () => {
  it('a signed-in call without a token answers 401 with a message', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/guarded/signed-in' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/bearer access token/);
  });

  it('a bad token answers 401', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/guarded/signed-in',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The access token is not valid');
  });

  it('a valid token puts the user, with role level, on the request', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/guarded/signed-in',
      headers: { authorization: await bearer('USER') },
    });
    expect(response.json()).toEqual({ id: ID.USER, role: 'USER', level: 1 });
  });

  it.each([
    ['USER', 403],
    ['MANAGER', 200],
    ['ADMIN', 200],
  ] as const)('a MANAGER-and-above call answers %s with %i', async (role, status) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/guarded/manager',
      headers: { authorization: await bearer(role) },
    });
    expect(response.statusCode).toBe(status);
  });
});
