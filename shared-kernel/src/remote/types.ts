import type { ComponentType } from 'react';
import type { EventBus, DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/** What the shell passes to every remote page parcel (ARCHITECTURE: composition in the browser). */
export interface RemotePageProps {
  /** Which page of the remote to show, from the route table. */
  page: string;
  params: Record<string, string>;
  query: Record<string, string>;
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
}

export type PageComponent = ComponentType<RemotePageProps>;
export type PageLoaders = Record<string, () => Promise<{ default: PageComponent }>>;
