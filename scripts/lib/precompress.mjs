// Brotli and gzip copies beside the built apps' text files (`main.js.br`, `main.js.gz`), made once
// at build time at the highest levels, so that the server sends them from disk and never
// compresses a static file per request (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser loads; source maps are not served (the server answers 404 for them).
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
// Below about one packet compression saves nothing worth a second file.
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for every text file of `folder` that compression shrinks. */
export async function precompress(folder) {
  let written = 0;
  const files = (await filesUnder(folder)).filter((file) => TEXT.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file would only cost the visitor: the file is sent as it is.
      for (const [suffix, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (compressed.length >= content.length) continue;
        await writeFile(`${file}${suffix}`, compressed);
        written += 1;
      }
    }),
  );
  return written;
}
