import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { OpenFeature, ProviderEvents, type Client } from '@openfeature/web-sdk';
import { createId } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { ServerFlagProvider } from './flag-provider';

export interface Flags {
  /** False until the server's flags have arrived (or failed to): every flag is off meanwhile. */
  ready: boolean;
  isOn(flag: string): boolean;
}

const NOT_READY: Flags = { ready: false, isOn: () => false };
const FlagsContext = createContext<Flags>(NOT_READY);
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

/** Feature flags for the shell: OpenFeature with the server's provider, re-evaluated on sign-in/out. */
export function FlagsProvider({ store, children }: { store: RootStore; children: ReactNode }): ReactElement {
  const [client] = useState<Client>(() => OpenFeature.getClient());
  const [flags, setFlags] = useState<Flags>(NOT_READY);

  useEffect(() => {
    const snapshot = () => setFlags({ ready: true, isOn: (flag) => client.getBooleanValue(flag, false) });
    client.addHandler(ProviderEvents.Ready, snapshot);
    client.addHandler(ProviderEvents.ConfigurationChanged, snapshot);
    void OpenFeature.setProviderAndWait(
      new ServerFlagProvider((key) => store.api.user.getFlags(key)),
      contextOf(store),
    ).catch((error: unknown) => {
      console.error('feature flags unavailable', error);
      setFlags({ ready: true, isOn: () => false });
    });
    const stop = reaction(
      () => contextOf(store).targetingKey + contextOf(store).role,
      () => void OpenFeature.setContext(contextOf(store)),
    );
    return () => {
      stop();
      client.removeHandler(ProviderEvents.Ready, snapshot);
      client.removeHandler(ProviderEvents.ConfigurationChanged, snapshot);
    };
  }, [client, store]);

  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export const useFlags = (): Flags => useContext(FlagsContext);
