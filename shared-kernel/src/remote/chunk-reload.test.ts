import {
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadAfterChunkError,
  type ReloadDeps,
} from './chunk-reload';

function fakeDeps(start: number) {
  const data = new Map<string, string>();
  let now = start;
  const deps: ReloadDeps & { reloads: number; advance(ms: number): void } = {
    reloads: 0,
    now: () => now,
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    reload: () => void (deps.reloads += 1),
    advance: (ms) => void (now += ms),
  };
  return deps;
}

describe('chunk reload', () => {
  it('recognises webpack chunk failures only', () => {
    const chunk = Object.assign(new Error('Loading chunk src_pages_about-page_tsx failed.'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const deps = fakeDeps(1_000_000);
    expect(reloadAfterChunkError(deps)).toBe(true);
    deps.advance(CHUNK_RELOAD_WINDOW_MS - 1);
    expect(reloadAfterChunkError(deps)).toBe(false);
    deps.advance(1);
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(deps.reloads).toBe(2);
  });

  it('still reloads when storage is unavailable', () => {
    const deps = { ...fakeDeps(5), storage: null };
    expect(reloadAfterChunkError(deps)).toBe(true);
  });
});
