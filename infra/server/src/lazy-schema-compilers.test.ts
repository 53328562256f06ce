import Fastify from 'fastify';
import { lazySchemaCompilers } from './lazy-schema-compilers';

/** A bare Fastify with the server's compilers and two routes: a body and query each, an answer each. */
async function appWith(extra?: (app: ReturnType<typeof Fastify>) => void) {
  const compilers = lazySchemaCompilers();
  const app = Fastify({ schemaController: { compilersFactory: compilers } });
  const answer = {
    200: { type: 'object', properties: { weight: { type: 'number' }, unit: { type: 'string' } } },
  };
  app.post(
    '/cargo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['weight'],
          properties: { weight: { type: 'number', minimum: 1 }, unit: { type: 'string', default: 'kg' } },
        },
        response: answer,
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
  );
  app.get(
    '/cargo',
    {
      schema: {
        querystring: { type: 'object', properties: { weight: { type: 'number' } } },
        response: answer,
      },
    },
    async (request) => request.query,
  );
  extra?.(app);
  await app.ready();
  return { app, compilers };
}

test('a route validates, coerces, fills defaults and answers through its schemas as Fastify does', async () => {
  const { app } = await appWith();
  const sent = await app.inject({ method: 'POST', url: '/cargo', payload: { weight: 5 } });
  expect(sent.statusCode).toBe(200);
  // The default filled in; what the answer's schema does not name is not written.
  expect(sent.json()).toEqual({ weight: 5, unit: 'kg' });
  const wrong = await app.inject({ method: 'POST', url: '/cargo', payload: { weight: 0 } });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('body/weight must be >= 1');
  const missing = await app.inject({ method: 'POST', url: '/cargo', payload: {} });
  expect(missing.json().message).toBe("body must have required property 'weight'");
  const query = await app.inject({ url: '/cargo?weight=12' });
  expect(query.json()).toEqual({ weight: 12 });
  await app.close();
});

test('a schema is compiled when its route is first used; compileAll compiles the rest', async () => {
  const { app, compilers } = await appWith();
  await app.inject({ method: 'POST', url: '/cargo', payload: { weight: 5 } });
  // The POST's body and answer were compiled; the query and answer of the GET and of the HEAD
  // Fastify adds beside it are still waiting.
  expect(await compilers.compileAll()).toBe(4);
  expect(await compilers.compileAll()).toBe(0);
  expect((await app.inject({ url: '/cargo?weight=3' })).json()).toEqual({ weight: 3 });
  await app.close();
});

test('a schema that does not compile fails its route and compileAll, not the start', async () => {
  const { app, compilers } = await appWith((server) =>
    server.post('/broken', { schema: { body: { type: 'no such type' } } }, async () => ({})),
  );
  expect((await app.inject({ method: 'POST', url: '/cargo', payload: { weight: 2 } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/broken', payload: {} })).statusCode).toBe(500);
  await expect(compilers.compileAll()).rejects.toThrow(/type/);
  await app.close();
});
