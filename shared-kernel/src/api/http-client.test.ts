import { ApiError, serverMessage } from './api-error';
import { HttpClient } from './http-client';
import { buildQuery } from './request-helpers';
import { fakeFetch } from './test-fetch';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('buildQuery', () => {
  it.each([
    ['nothing for no parameters', {}, ''],
    [
      'numbers and strings',
      { page: 1, name: 'Санкт Петербург' },
      '?page=1&name=%D0%A1%D0%B0%D0%BD%D0%BA%D1%82%20%D0%9F%D0%B5%D1%82%D0%B5%D1%80%D0%B1%D1%83%D1%80%D0%B3',
    ],
    ['null and undefined are left out', { a: null, b: undefined, c: 0 }, '?c=0'],
    ['lists are comma-joined', { codes: ['78', '47'] }, '?codes=78%2C47'],
    ['reserved characters are encoded', { url: '/a?b=c&d' }, '?url=%2Fa%3Fb%3Dc%26d'],
  ])('%s', (_name, query, expected) => {
    expect(buildQuery(query)).toBe(expected);
  });
});

describe('HttpClient', () => {
  it('sends JSON to the service base and returns the parsed answer', async () => {
    const { fetch, calls } = fakeFetch({ body: { ok: 1 } });
    const http = new HttpClient({ baseUrl: '/api/user/', fetch });
    await expect(
      http.request({ method: 'POST', path: '/feedback/message', body: { phone: '7' } }),
    ).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toEqual({
      url: '/api/user/feedback/message',
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: { phone: '7' },
    });
  });

  it('adds the bearer token to signed-in calls only', async () => {
    const { fetch, calls } = fakeFetch({}, {});
    const http = new HttpClient({ baseUrl: '/api/user', fetch, tokens: { getAccessToken: () => 'abc' } });
    await http.request({ method: 'GET', path: '/profile', auth: true });
    await http.request({ method: 'GET', path: '/feedback', auth: false });
    expect(calls[0]!.headers.Authorization).toBe('Bearer abc');
    expect(calls[1]!.headers.Authorization).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    const { fetch, calls } = fakeFetch({});
    const http = new HttpClient({ baseUrl: '/api/user', fetch, tokens: { getAccessToken: () => null } });
    await http.request({ method: 'GET', path: '/profile', auth: true });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('an empty answer resolves to undefined', async () => {
    const { fetch } = fakeFetch({ status: 204 });
    await expect(
      new HttpClient({ baseUrl: '', fetch }).request({ method: 'POST', path: '/x' }),
    ).resolves.toBeUndefined();
  });

  it('an error status becomes an ApiError with the server message, logged with the url', async () => {
    const { fetch } = fakeFetch({ status: 422, body: { message: 'Телефон указан неверно' } });
    const http = new HttpClient({ baseUrl: '/api/user', fetch });
    const failure = http.request({ method: 'POST', path: '/feedback/callback', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    const error = (await failure.catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 422,
      message: 'Телефон указан неверно',
      url: '/api/user/feedback/callback',
    });
    expect(serverMessage(error)).toBe('Телефон указан неверно');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/api/user/feedback/callback'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Телефон указан неверно'));
  });

  it('an error without a message body uses the status text', async () => {
    const { fetch } = fakeFetch({ status: 500, statusText: 'Internal Server Error', body: 'oops' });
    const error = await new HttpClient({ baseUrl: '', fetch })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error' });
    expect(serverMessage(error)).toBeNull();
  });

  it('a network failure becomes an ApiError with status 0', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await new HttpClient({ baseUrl: '/b', fetch })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, message: 'Failed to fetch', url: '/b/x' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('aborts after 30000 ms by default', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const failure = new HttpClient({ baseUrl: '', fetch: fetch as unknown as typeof globalThis.fetch })
      .request({ method: 'GET', path: '/slow' })
      .catch((e: unknown) => e);
    jest.advanceTimersByTime(29_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await failure).toMatchObject({ status: 0, message: 'Request timed out after 30000 ms' });
  });
});
