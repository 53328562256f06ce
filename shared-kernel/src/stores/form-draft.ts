import { isRecord, STORAGE_PREFIX, type StorageLike } from './persistence';

/** A form's state as a draft keeps it: its values and the fields the visitor has left. */
export interface FormDraftState<V> {
  values: V;
  /** Names of the touched fields ('sender.phone'): their messages show again after a reload. */
  touched: string[];
}

/** Typing settles this long before the draft is written (the last keystrokes are flushed on leaving). */
export const FORM_DRAFT_SAVE_MS = 300;

/**
 * A form's state kept in the browser (`dostavka:<name>`) so that it survives a reload and a
 * closed tab: restored as the form's initial values (and touched fields), saved while the visitor
 * types (debounced), cleared when the form is done with. Storage that refuses (private mode,
 * quota) and entries that cannot be read are ignored: a draft is a convenience.
 */
export class FormDraft<V> {
  private readonly key: string;
  private pending: FormDraftState<V> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly storage: StorageLike | null,
    name: string,
    /** Takes a stored value (any shape) and returns values of the form's shape. */
    private readonly read: (data: unknown) => V,
    private readonly delayMs = FORM_DRAFT_SAVE_MS,
  ) {
    this.key = STORAGE_PREFIX + name;
  }

  /** The stored state, or the form's empty values with nothing touched. */
  load(): FormDraftState<V> {
    let data: unknown = null;
    try {
      const text = this.storage?.getItem(this.key);
      if (text) data = JSON.parse(text);
    } catch {
      // Unreadable state is as good as none.
    }
    const stored = isRecord(data) ? data : {};
    const touched = Array.isArray(stored.touched)
      ? stored.touched.filter((name): name is string => typeof name === 'string')
      : [];
    return { values: this.read(stored.values), touched };
  }

  /** Saves the state once typing has settled. */
  save(state: FormDraftState<V>): void {
    this.pending = state;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  /** Writes a state still waiting for its delay now (the page is being left). */
  flush(): void {
    this.cancel();
    const state = this.pending;
    this.pending = null;
    if (state) this.write(JSON.stringify(state));
  }

  /** Forgets the draft, and any state still waiting to be written. */
  clear(): void {
    this.cancel();
    this.pending = null;
    this.write('');
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private write(text: string): void {
    try {
      this.storage?.setItem(this.key, text);
    } catch {
      // Nothing to do when the browser refuses to store.
    }
  }
}
