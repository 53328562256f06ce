import { ReadStream } from 'node:fs';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';

/**
 * Below this many bytes an answer goes as it is: compressing it saves less than a packet and
 * costs more CPU than sending the few bytes more.
 */
export const COMPRESS_MIN_BYTES = 1024;
// Cheap levels for answers compressed per request (brotli 4 is about gzip 6 in size at less CPU);
// the site's files are compressed once at build time at the highest levels.
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * Compresses dynamic text answers (HTML, JSON) above COMPRESS_MIN_BYTES for clients that accept
 * it. Files sent from disk never are: the build's brotli and gzip copies go out as they are (their
 * Content-Encoding set by @fastify/static), and a file without copies was not worth compressing.
 */
export default fp(
  async (app) => {
    // Runs before the compression's own onSend (a route's hooks follow the instance's); the
    // compression plugin leaves alone a request that carries x-no-compression.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (payload instanceof ReadStream) request.headers['x-no-compression'] = 'file';
      done(null, payload);
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
