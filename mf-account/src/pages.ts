import { createRemotePagesWith } from '@dostavka/shared-kernel/remote';

export const { bootstrap, mount, unmount, update } = createRemotePagesWith(
  'mf_account',
  {
    orders: () => import('./pages/orders-page'),
    remotes: () => import('./pages/remotes-page'),
    inbox: () => import('./pages/inbox-page'),
    flags: () => import('./pages/flags-page'),
  },
  // The order texts are the kernel's: loaded before a page's first render, so no label changes size after it.
  { namespaces: ['order'] },
);
