import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control';

describe('cacheControlFor', () => {
  test.each([
    ['main.3f2a9c1b.js', IMMUTABLE],
    ['417.0a1b2c3d4e5f6a7b8c9d.chunk.js', IMMUTABLE],
    ['remoteEntry.5d41402abc4b2a76.js', IMMUTABLE],
    ['static/media/montserrat-latin-400.woff2', IMMUTABLE],
    ['static/js/bootstrap.js', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['favicon.svg', NO_CACHE],
    ['cafe.js', NO_CACHE],
    ['static.js', NO_CACHE],
  ])('%s -> %s', (file, policy) => {
    expect(cacheControlFor(file)).toBe(policy);
  });
});
