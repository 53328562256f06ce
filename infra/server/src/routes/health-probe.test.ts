/**
 * The health checks ask the database once for a burst of checks (issue 36, item 6: each check
 * was a `select 1`, the most of its cost): one probe at a time, its answer kept for a second.
 */
import type { FastifyInstance } from 'fastify';
import { HEALTH_KEEP_MS, sharedDatabaseProbe } from './probes';

function fakeApp(answer: () => Promise<unknown>) {
  const execute = jest.fn(answer);
  const app = { db: { execute }, log: { warn: jest.fn() } } as unknown as FastifyInstance;
  return { app, execute };
}

afterEach(() => jest.useRealTimers());

test('a burst of 100 checks is one query; after a second the next check asks again', async () => {
  jest.useFakeTimers({ now: 0, doNotFake: ['setTimeout', 'clearTimeout'] });
  const { app, execute } = fakeApp(async () => [{ '?column?': 1 }]);
  const up = sharedDatabaseProbe(app);
  expect(await Promise.all(Array.from({ length: 100 }, () => up()))).toEqual(Array(100).fill(true));
  expect(execute).toHaveBeenCalledTimes(1);
  jest.setSystemTime(HEALTH_KEEP_MS - 1);
  await up();
  expect(execute).toHaveBeenCalledTimes(1);
  jest.setSystemTime(HEALTH_KEEP_MS);
  await up();
  expect(execute).toHaveBeenCalledTimes(2);
});

test('a database that fails is reported down, and asked again after a second', async () => {
  jest.useFakeTimers({ now: 0, doNotFake: ['setTimeout', 'clearTimeout'] });
  let failing = true;
  const { app, execute } = fakeApp(async () => {
    if (failing) throw new Error('connection refused');
    return [];
  });
  const up = sharedDatabaseProbe(app);
  expect(await up()).toBe(false);
  failing = false;
  expect(await up()).toBe(false);
  jest.setSystemTime(HEALTH_KEEP_MS);
  expect(await up()).toBe(true);
  expect(execute).toHaveBeenCalledTimes(2);
});
