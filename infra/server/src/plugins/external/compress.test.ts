/**
 * Compression's hooks are each route's own: what the site's answers get is unchanged (text above
 * the threshold compressed, files from disk and small answers as they are, compressed request
 * bodies read), and a route declared with `compress: false` runs none of them.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress, { COMPRESS_MIN_BYTES } from './compress';

const BIG = { text: 'x'.repeat(COMPRESS_MIN_BYTES * 2) };

let app: FastifyInstance;
let folder: string;
let file: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'compress-'));
  file = path.join(folder, 'big.json');
  await writeFile(file, JSON.stringify(BIG));
  app = Fastify();
  await app.register(compress);
  app.get('/big', async () => BIG);
  app.get('/small', async () => ({ status: 'ok' }));
  app.get('/file', async (_request, reply) => reply.type('application/json').send(createReadStream(file)));
  app.post('/length', async (request) => ({ length: JSON.stringify(request.body).length }));
  app.get('/never', { compress: false }, async () => BIG);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

test('text above the threshold is compressed for a client that accepts it, also when asked with HEAD', async () => {
  const answer = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
  expect(answer.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))).toEqual(BIG);
  const head = await app.inject({ method: 'HEAD', url: '/big', headers: { 'accept-encoding': 'br' } });
  expect(head.statusCode).toBe(200);
  expect((await app.inject({ url: '/big' })).headers['content-encoding']).toBeUndefined();
});

test('a file from disk and a small answer go as they are', async () => {
  const fileAnswer = await app.inject({ url: '/file', headers: { 'accept-encoding': 'br' } });
  expect(fileAnswer.headers['content-encoding']).toBeUndefined();
  expect(fileAnswer.json()).toEqual(BIG);
  const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
  expect(small.headers['content-encoding']).toBeUndefined();
});

test('a compressed request body is read', async () => {
  const answer = await app.inject({
    method: 'POST',
    url: '/length',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: gzipSync(JSON.stringify(BIG)),
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ length: JSON.stringify(BIG).length });
});

test('a route declared with compress: false runs no compression hook, even above the threshold', async () => {
  const answer = await app.inject({ url: '/never', headers: { 'accept-encoding': 'br' } });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.json()).toEqual(BIG);
  expect(hooksOf('/never (GET)')).toEqual([]);
});

test('a GET route has no hook that would decompress a body; a POST route has', () => {
  expect(hooksOf('/small (GET)')).toEqual(['onRequest', 'onSend']);
  expect(hooksOf('/length (POST)')).toEqual(['onRequest', 'preParsing', 'onSend']);
});

/** The kinds of hook a route runs of its own, from Fastify's printed routes. */
function hooksOf(route: string): string[] {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((line) => line.endsWith(route));
  if (at === -1) throw new Error(`No route ${route}`);
  const kinds: string[] = [];
  for (let i = at + 1; i < lines.length; i += 1) {
    const kind = /• \((\w+)\)/.exec(lines[i]!)?.[1];
    if (kind === undefined) break;
    kinds.push(kind);
  }
  return kinds;
}
