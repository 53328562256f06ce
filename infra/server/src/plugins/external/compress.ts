import { ReadStream } from 'node:fs';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type OnSendDone = (error: Error | null, payload: unknown) => void;

/**
 * Below this many bytes an answer goes as it is: compressing it saves less than a packet and
 * costs more CPU than sending the few bytes more.
 */
export const COMPRESS_MIN_BYTES = 1024;
// Cheap levels for answers compressed per request (brotli 4 is about gzip 6 in size at less CPU);
// the site's files are compressed once at build time at the highest levels.
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/** Methods Fastify never reads a body of: nothing to decompress. */
const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Compresses dynamic text answers (HTML, JSON) above COMPRESS_MIN_BYTES for clients that accept
 * it. Files sent from disk never are: the build's brotli and gzip copies go out as they are (their
 * Content-Encoding set by @fastify/static), and a file without copies was not worth compressing.
 *
 * The plugin's hooks are the route's own (it adds them as each route is declared), so a route
 * that never needs them runs none: one declared with `compress: false` (answers always below
 * the threshold, such as the health checks') has no compression hooks, and a GET or HEAD route
 * none that would decompress a request's body (Fastify reads no body for them).
 */
export default fp(
  async (app) => {
    // Runs before the compression's own onSend (declared first, on the routes it compresses); the
    // compression plugin leaves alone a request that carries x-no-compression.
    const markFiles = (request: FastifyRequest, _reply: unknown, payload: unknown, done: OnSendDone) => {
      if (payload instanceof ReadStream) request.headers['x-no-compression'] = 'file';
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.decompress === undefined && methods.every((method) => BODYLESS.has(method)))
        route.decompress = false;
      if (route.compress === false) return;
      const own = route.onSend;
      route.onSend = [markFiles, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
  },
  { name: 'compress' },
);
