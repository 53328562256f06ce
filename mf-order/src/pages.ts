import { createRemotePagesWith } from '@dostavka/shared-kernel/remote';

export const { bootstrap, mount, unmount, update } = createRemotePagesWith(
  'mf_order',
  {
    order: () => import('./pages/order-page'),
    tracking: () => import('./pages/tracking-page'),
    'staff-orders': () => import('./pages/staff-orders-page'),
  },
  // The order texts are the kernel's: loaded before a page's first render, so no label changes size after it.
  { namespaces: ['order'] },
);
