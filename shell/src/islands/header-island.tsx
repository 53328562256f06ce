import type { ReactElement } from 'react';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { FlagsProvider } from '../features/flags/flags-context';
import { MenuCountsProvider } from '../features/navigation/menu-counts';
import { HeaderArea, type HeaderAreaProps } from '../layout/header-area';
import { Toasts } from '../notifications/toasts';

/**
 * The `header` island: the layout's header area (menus, language switch, account, the sign-in
 * and contact dialogs, the mobile menu) with what the shell's app gives it elsewhere: the feature
 * flags (the menu's flagged entries) and counts, and the toasts its dialogs notify with. No
 * router: a content page's links are documents of their own (the kernel's links emit `navigate`,
 * which the islands' start answers with a full navigation), and the page's path is the address
 * bar's (useCurrentPath).
 */
export function HeaderIsland(props: HeaderAreaProps): ReactElement {
  const store = useStore();
  return (
    <FlagsProvider store={store}>
      <MenuCountsProvider>
        <HeaderArea {...props} />
      </MenuCountsProvider>
      <Toasts />
    </FlagsProvider>
  );
}
