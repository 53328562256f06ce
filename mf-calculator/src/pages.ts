import { createRemotePages } from '@dostavka/shared-kernel/remote';

// The calculator's three routes share one page that reads its mode from `page`.
export const { bootstrap, mount, unmount, update } = createRemotePages('mf_calculator', {
  calculator: () => import('./pages/calculator-page'),
  gazelles: () => import('./pages/calculator-page'),
  truck: () => import('./pages/calculator-page'),
  analytics: () => import('./pages/analytics-page'),
  'rate-cards': () => import('./pages/rate-cards-page'),
  carriers: () => import('./pages/carriers-page'),
});
