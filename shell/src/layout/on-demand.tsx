import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { ModalName } from '@dostavka/shared-kernel/stores';
import { useOnceAsked, useStore } from '@dostavka/shared-kernel/ui-core';

/**
 * A modal whose code loads the first time it is asked for (its forms, captcha and MUI dialogs
 * are not part of the first view), then stays mounted so it can close with its transition.
 */
export function onDemand(name: ModalName, load: () => Promise<ComponentType>): ComponentType {
  const Modal = lazy(async () => ({ default: await load() }));
  return observer(function OnDemand(): ReactElement | null {
    const store = useStore();
    const wanted = useOnceAsked(store.modals.isShown(name));
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    );
  });
}
