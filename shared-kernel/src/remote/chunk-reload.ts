/**
 * Spec 8: a code chunk that fails to load reloads the page, at most once per 60 s (a deploy
 * replaced the files under an open tab). Within the window the caller shows its fallback.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const KEY = 'dostavka:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

export interface ReloadDeps {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
}

const browserDeps = (): ReloadDeps => ({
  now: () => Date.now(),
  storage: safeSessionStorage(),
  reload: () => window.location.reload(),
});

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page unless it already did so within the window; returns whether it reloads. */
export function reloadAfterChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const stored = deps.storage?.getItem(KEY);
  const last = stored ? Number(stored) : Number.NaN;
  const now = deps.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  deps.storage?.setItem(KEY, String(now));
  deps.reload();
  return true;
}

/** Chunks that fail outside a remote area (the shell's own lazy code) take the same path. */
export function installChunkReload(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });
}
