/**
 * A Redis outage in the log of a process: one line when it goes and one when it is back, however
 * long it lasts and however many times the clients retry meanwhile (issue 37, item 7: the rate
 * limiter's own connection wrote a line per retry, 23 in 45 s).
 */
import { Writable } from 'node:stream';
import type { App } from './app';
import { testRedis, waitUntil, type TestRedis } from '../test/faults';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let redis: TestRedis;
let app: App;
beforeAll(async () => {
  [database, redis] = await Promise.all([createTestDatabase(), testRedis()]);
  app = await buildTestApp(database, { env: { REDIS_URL: redis.url, LOG_LEVEL: 'info' }, logStream: stream });
  // Listening, as a process does: socket.io's adapter then holds its Redis connections the same way.
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await redis?.stop();
  await database?.drop();
});

// Skipped: in this file's run the Redis client reports `read ECONNRESET` as unhandled errors when
// the test's redis-server stops (issue 37, item 7 stays open until that is found and this passes).
test.skip('an outage of several reconnect attempts is one line when Redis goes and one when it is back', async () => {
  const ready = async () => (await app.inject({ url: '/readyz' })).statusCode === 200;
  await redis.stop();
  await waitUntil(async () => !(await ready()), 10_000, 'readiness to see Redis down');
  // The clients retry after 0.2, 0.6, 1.2, 2, 3, 4.2 s...: several failed attempts each.
  await sleep(6_000);
  await redis.start();
  await waitUntil(ready, 15_000, 'Redis back');
  await sleep(1_000);
  const redisLines = lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    // Events dropped meanwhile are logged apart (a line each, as they are lost).
    .filter(({ msg }) => /redis connection/i.test(msg))
    .map(({ level, msg }) => `${level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info'}: ${msg}`);
  expect(redisLines).toEqual(['error: Redis connection lost: retrying', 'info: Redis connection back']);
}, 60_000);
