import { reaction, runInAction } from 'mobx';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const STORAGE_PREFIX = 'dostavka:';

export interface Persistable<S> {
  /** Read inside a reaction: touch every observable that should trigger a save. */
  snapshot(): S;
  /** Gets whatever was stored (any shape); takes only what it recognises. */
  restore(data: unknown): void;
}

/**
 * Restores the store from `dostavka:<name>` now and saves it whenever its snapshot changes.
 * Broken JSON and unavailable storage (private mode, quota) are ignored: persistence is a
 * convenience, never a reason for the page to fail. Returns the disposer of the reaction.
 */
export function persist<S>(
  storage: StorageLike | null | undefined,
  name: string,
  store: Persistable<S>,
): () => void {
  if (!storage) return () => undefined;
  const key = STORAGE_PREFIX + name;
  try {
    const text = storage.getItem(key);
    if (text) {
      const data: unknown = JSON.parse(text);
      runInAction(() => store.restore(data));
    }
  } catch {
    // Unreadable state is as good as none.
  }
  return reaction(
    () => JSON.stringify(store.snapshot()),
    (json) => {
      try {
        storage.setItem(key, json);
      } catch {
        // Nothing to do when the browser refuses to store.
      }
    },
  );
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
