import { reaction } from 'mobx';
import { createId, type FlagEvaluation } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';

const GUEST_KEY = 'dostavka:visitor-id';

/** A guest keeps one id for percentage rollouts; a signed-in user is targeted by the user id. */
function guestKey(): string {
  try {
    const stored = window.localStorage.getItem(GUEST_KEY);
    if (stored) return stored;
    const id = createId();
    window.localStorage.setItem(GUEST_KEY, id);
    return id;
  } catch {
    return 'anonymous';
  }
}

const targetingKey = (store: RootStore) => store.auth.user?.uuid ?? guestKey();

/** Who the flags are evaluated for: a new visitor or role asks the server again. */
const visitor = (store: RootStore) => `${targetingKey(store)} ${store.auth.role ?? 'GUEST'}`;

export interface RunningFlags {
  stop(): void;
  /** Asks the server again (cheap: a 304 while nothing changed); a change reaches `onChange`. */
  refresh(): void;
}

/**
 * The server's evaluation of every flag for this visitor (role, listed users, percentage
 * rollout), asked for at start, on sign-in and sign-out, and on `refresh()`. `onChange` gets the
 * flag reader whenever an evaluation changes, or `null` when the server cannot be asked at start
 * (every flag off). A later failure keeps what is known; of two answers in flight, the later
 * question's wins.
 */
export function startFlags(
  store: RootStore,
  onChange: (isOn: ((flag: string) => boolean) | null) => void,
): RunningFlags {
  /** The last evaluation; 'unavailable' when the start's question failed; null before any answer. */
  let known: Record<string, FlagEvaluation> | 'unavailable' | null = null;
  let asked = 0;
  let stopped = false;

  async function ask(): Promise<void> {
    const turn = (asked += 1);
    try {
      const { flags } = await store.api.user.getFlags(targetingKey(store));
      if (stopped || turn !== asked || JSON.stringify(flags) === JSON.stringify(known)) return;
      known = flags;
      onChange((flag) => flags[flag]?.value === true);
    } catch (error) {
      if (stopped || turn !== asked || known !== null) return;
      known = 'unavailable';
      console.error('feature flags unavailable', error);
      onChange(null);
    }
  }

  void ask();
  const stopAsking = reaction(
    () => visitor(store),
    () => void ask(),
  );
  return {
    stop() {
      stopped = true;
      stopAsking();
    },
    refresh() {
      // Before the first answer there is nothing to refresh; a failed start is asked again.
      if (known !== null) void ask();
    },
  };
}
