import { testServer } from '../../../test/test-app';
import { inputProblem } from './input-hygiene';

const server = testServer();

const get = (url: string) => server.app.inject({ method: 'GET', url });
const post = (url: string, payload: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('inputProblem', () => {
  test.each([
    ['a\u0000b', 'x contains a NUL character'],
    ['\ud800', 'x contains a broken (lone surrogate) character'],
    ['a\udc00', 'x contains a broken (lone surrogate) character'],
    [Infinity, 'x must be a finite number'],
    [Number.NaN, 'x must be a finite number'],
    [{ deep: [1, { name: 'ok\u0000' }] }, 'x.deep.1.name contains a NUL character'],
    [{ 'k\u0000': 1 }, 'x has a key that contains a NUL character'],
    [{ a: { ok: 1, 'k\ud800': 1 } }, 'x.a has a key that contains a broken (lone surrogate) character'],
    [{ a: [{ b: [2, -Infinity] }] }, 'x.a.0.b.1 must be a finite number'],
    [['🚚', 'ok', '🚚\udc00'], 'x.2 contains a broken (lone surrogate) character'],
    [
      JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as unknown,
      `x${'.a'.repeat(32)} is nested too deeply`,
    ],
  ])('%p: %s', (value, problem) => {
    expect(inputProblem(value, 'x')).toBe(problem);
  });

  test('raw bytes are not walked as text', () => {
    expect(inputProblem(Buffer.from([0, 0xd8, 0]), 'x')).toBeNull();
  });

  test('clean text, pairs of surrogates (emoji) and finite numbers pass', () => {
    expect(inputProblem({ name: 'Иван 🚚', n: [1, -2.5, 1e12], ok: true, none: null }, 'x')).toBeNull();
  });
});

describe('every route refuses NUL bytes, lone surrogates and unbounded numbers with a 400', () => {
  test.each([
    '/api/content/city/search?name=%00',
    '/api/content/city/99999999999999999999',
    '/api/content/city/-Infinity',
    '/api/content/city/?limit=Infinity',
    '/api/content/city/?limit=-Infinity',
    '/api/content/city/?limit=1e309',
    '/api/content/city/?page=9007199254740993',
  ])('GET %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/\S/);
  });

  test('a NUL byte inside a JSON body', async () => {
    const response = await post(
      '/api/user/auth/signup/email',
      JSON.stringify({ email: 'iv\u0000an@mail.ru' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'The request is not valid: body.email contains a NUL character',
    );
  });

  test('a lone surrogate inside a JSON body', async () => {
    const response = await post('/api/user/auth/signup/email', '{"email":"ivan\\ud800@mail.ru"}');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/lone surrogate/);
  });

  test('an id beyond what the database holds names no city', async () => {
    expect((await get('/api/content/city/singleCityContent?id=9007199254740993')).statusCode).toBe(404);
  });

  test('ordinary requests still pass', async () => {
    expect((await get('/api/content/city/?limit=5')).json<{ data: unknown[] }>().data).toHaveLength(5);
    expect((await get('/api/content/city/search?name=%D0%BC%D0%BE%D1%81%D0%BA')).statusCode).toBe(200);
  });
});
