import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';

const StoreContext = createContext<RootStore | null>(null);
const BusContext = createContext<EventBus<DostavkaEvents> | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }): ReactElement {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function BusProvider({
  bus,
  children,
}: {
  bus: EventBus<DostavkaEvents>;
  children?: ReactNode;
}): ReactElement {
  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

/** The page's root store. Each parcel root must be wrapped in KernelProviders: context does not cross parcels. */
export function useStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore() needs a StoreProvider (KernelProviders) above it');
  return store;
}

export function useBus(): EventBus<DostavkaEvents> {
  const bus = useContext(BusContext);
  if (!bus) throw new Error('useBus() needs a BusProvider (KernelProviders) above it');
  return bus;
}

/** For shared views that also render outside the providers (e.g. a server-rendered 404). */
export function useOptionalBus(): EventBus<DostavkaEvents> | null {
  return useContext(BusContext);
}
