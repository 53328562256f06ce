/** A kernel for the component tests: a real root store over no transport, and a bus. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { createBus, type DostavkaEvents, type EventBus } from '@dostavka/shared-kernel/bus';
import { RootStore, type StorageLike } from '@dostavka/shared-kernel/stores';
import { KernelProviders } from './kernel-providers';

export interface TestKernel {
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
}

export interface RenderWithKernelOptions {
  api?: ApiClients;
  /** A store and bus the test built itself (with a realtime channel or a clock); `api` is then unused. */
  kernel?: TestKernel;
  /** What the store keeps between visits (drafts): a test of a reload renders twice over one. */
  storage?: StorageLike;
  /** Puts the store into the state a test starts from, before the first render. */
  setup?(store: RootStore): void;
}

function newKernel(api: ApiClients, storage?: StorageLike): TestKernel {
  const bus = createBus();
  return {
    bus,
    store: new RootStore({
      api,
      bus,
      storage,
      translate: (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key),
    }),
  };
}

/** `ui` may be a function of the kernel, for pages that take the store and bus as props. */
export function renderWithKernel(
  ui: ReactElement | ((kernel: TestKernel) => ReactElement),
  { api = {} as ApiClients, kernel, storage, setup }: RenderWithKernelOptions = {},
) {
  const { store, bus } = kernel ?? newKernel(api, storage);
  setup?.(store);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KernelProviders store={store} bus={bus}>
      {children}
    </KernelProviders>
  );
  return { bus, store, ...render(typeof ui === 'function' ? ui({ store, bus }) : ui, { wrapper }) };
}
