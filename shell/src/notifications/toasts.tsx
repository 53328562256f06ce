import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useBus } from '@dostavka/shared-kernel/ui-core';

const loadStack = () => import('./toast-stack');
const ToastStack = lazy(loadStack);

/**
 * The page's toasts. Remotes notify through the kernel's notify service (the bus); notistack is
 * loaded with the first notice, not with every page.
 */
export function Toasts(): ReactElement | null {
  const bus = useBus();
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      bus.on('notify', (notice) => {
        setWanted(true);
        void loadStack().then(({ showToast }) => showToast(notice));
      }),
    [bus],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
