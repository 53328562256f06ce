import { reaction } from 'mobx';
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { createId } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { ServerFlagProvider } from './flag-provider';

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

const contextOf = (store: RootStore) => ({
  targetingKey: store.auth.user?.uuid ?? guestKey(),
  role: store.auth.role ?? 'GUEST',
});

export interface RunningFlags {
  stop(): void;
  /** Asks the server again (cheap: a 304 while nothing changed); a change reaches `onChange`. */
  refresh(): void;
}

/**
 * OpenFeature with the server's provider, re-evaluated on sign-in/out and on `refresh()`.
 * `onChange` gets the flag reader whenever the evaluation changes (`null` when the server cannot
 * be asked: every flag off). Loaded as its own chunk after the page has started.
 */
export function startFlags(
  store: RootStore,
  onChange: (isOn: ((flag: string) => boolean) | null) => void,
): RunningFlags {
  const client = OpenFeature.getClient();
  const snapshot = () => onChange((flag) => client.getBooleanValue(flag, false));
  client.addHandler(ProviderEvents.Ready, snapshot);
  client.addHandler(ProviderEvents.ConfigurationChanged, snapshot);
  const provider = new ServerFlagProvider((key) => store.api.user.getFlags(key));
  let ready = false;
  void OpenFeature.setProviderAndWait(provider, contextOf(store))
    .then(() => {
      ready = true;
    })
    .catch((error: unknown) => {
      console.error('feature flags unavailable', error);
      onChange(null);
    });
  const stop = reaction(
    () => contextOf(store).targetingKey + contextOf(store).role,
    () => void OpenFeature.setContext(contextOf(store)),
  );
  return {
    stop() {
      stop();
      client.removeHandler(ProviderEvents.Ready, snapshot);
      client.removeHandler(ProviderEvents.ConfigurationChanged, snapshot);
    },
    refresh() {
      // Before the first answer there is nothing to refresh; a failed refresh keeps what is known.
      if (ready) provider.refresh().catch(() => undefined);
    },
  };
}
