/**
 * A request's logger (`requestLoggerFactory`) makes pino's child only when the request writes a
 * line the server's level lets through, and every line it writes carries the request id and is
 * redacted as the server's own lines are.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { loggerOptions, REDACTED, requestLoggerFactory } from './logging';

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
  email?: string;
  err?: { message: string };
}

let lines: Line[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(text) as Line);
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: loggerOptions('warn', stream), childLoggerFactory: requestLoggerFactory });
  app.get('/quiet', async () => ({ status: 'ok' }));
  app.get('/below-level', async (request) => {
    request.log.info('below the level');
    request.log.debug('below the level too');
    return { status: 'ok' };
  });
  app.get('/warns', async (request) => {
    request.log.warn({ email: 'person@example.ru' }, 'a warning about %s', 'something');
    request.log.error('and an error');
    return { status: 'ok' };
  });
  app.get('/fails', async () => {
    throw new Error('a handler that fails');
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'inner' }).warn('from a child');
    return { level: request.log.level };
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

test('a request that writes nothing at the level makes no child of the logger', async () => {
  const child = jest.spyOn(app.log, 'child');
  try {
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/below-level' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  } finally {
    child.mockRestore();
  }
});

test("a request's lines carry its id, redacted and formatted as pino writes them", async () => {
  const answer = await app.inject({ url: '/warns' });
  expect(answer.statusCode).toBe(200);
  expect(lines.map(({ level, msg, email }) => ({ level, msg, email }))).toEqual([
    { level: 40, msg: 'a warning about something', email: REDACTED },
    { level: 50, msg: 'and an error', email: undefined },
  ]);
  expect(lines[0]!.reqId).toMatch(/^req-/);
  expect(lines[1]!.reqId).toBe(lines[0]!.reqId);
});

test("Fastify's log of a failed request carries the request's id", async () => {
  expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 50, err: { message: 'a handler that fails' } });
  expect(lines[0]!.reqId).toMatch(/^req-/);
});

test("a child of a request's logger keeps the request's id and the level", async () => {
  const answer = await app.inject({ url: '/child' });
  expect(answer.json()).toEqual({ level: 'warn' });
  expect(lines).toEqual([
    expect.objectContaining({ msg: 'from a child', part: 'inner', reqId: expect.stringMatching(/^req-/) }),
  ]);
});
