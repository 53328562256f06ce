import type { ComponentType } from 'react';
import type { EventBus, DostavkaEvents } from '@dostavka/shared-kernel/bus';
import type { PreloadedPage } from '@dostavka/shared-kernel/ssr';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/** What the shell passes to every remote page parcel (ARCHITECTURE: composition in the browser). */
export interface RemotePageProps {
  /** Which page of the remote to show, from the route table. */
  page: string;
  /** The route's name in the route table (several routes can show one page). */
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  /**
   * The data the server rendered this page with: given on the first mount of a server-rendered
   * document only, and the parcel then hydrates the server's markup instead of rendering anew.
   */
  preloaded?: PreloadedPage;
}

export type PageComponent = ComponentType<RemotePageProps>;
export type PageLoaders = Record<string, () => Promise<{ default: PageComponent }>>;
