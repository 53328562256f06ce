/** A kernel for the component tests: a real root store over no transport, and a bus. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { KernelProviders } from './kernel-providers';

export function renderWithKernel(ui: ReactElement, { api = {} as ApiClients }: { api?: ApiClients } = {}) {
  const bus = createBus();
  const store = new RootStore({ api, bus, translate: (key) => key });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KernelProviders store={store} bus={bus}>
      {children}
    </KernelProviders>
  );
  return { bus, store, ...render(ui, { wrapper }) };
}
