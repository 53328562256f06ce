/**
 * A Redis outage in the log of a process: one line when it goes and one when it is back, however
 * long it lasts and however many times the clients retry meanwhile (issue 37, item 7: the rate
 * limiter's own connection wrote a line per retry, 23 in 45 s). The server runs as the process it
 * is in production (`main.ts`), so its log is its standard output and an error nobody handles
 * during the outage would end it: the process must still be there, ready, afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, testRedis, waitUntil, type TestRedis } from '../test/faults';
import { createTestDatabase, type TestDatabase } from '../test/test-app';

const repositoryRoot = path.resolve(__dirname, '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let redis: TestRedis;
let server: ChildProcess;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  [database, redis] = await Promise.all([createTestDatabase(), testRedis()]);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      ...database.env,
      REDIS_URL: redis.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const complete = text.split('\n');
    rest = complete.pop()!;
    lines.push(...complete.filter(Boolean));
  });
  server.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  await waitUntil(ready, 170_000, 'the server to be ready');
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await redis?.stop();
  await database?.drop();
});

async function ready(): Promise<boolean> {
  if (server.exitCode !== null)
    throw new Error(`the server ended (${server.exitCode}):\n${lines.join('\n')}`);
  try {
    return (await fetch(`${base}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

test('an outage of several reconnect attempts is one line when Redis goes and one when it is back', async () => {
  await redis.stop();
  await waitUntil(async () => !(await ready()), 10_000, 'readiness to see Redis down');
  // The clients retry after 0.2, 0.6, 1.2, 2, 3, 4.2 s...: several failed attempts each.
  await sleep(6_000);
  await redis.start();
  await waitUntil(ready, 15_000, 'Redis back');
  await sleep(1_000);
  expect(server.exitCode).toBeNull();
  const redisLines = lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    // Events dropped meanwhile are logged apart (a line each, as they are lost).
    .filter(({ msg }) => /redis connection/i.test(msg))
    .map(({ level, msg }) => `${level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info'}: ${msg}`);
  expect(redisLines).toEqual(['error: Redis connection lost: retrying', 'info: Redis connection back']);
}, 60_000);
