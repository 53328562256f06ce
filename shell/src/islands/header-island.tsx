import type { ReactElement } from 'react';
import { Router, type Navigator, type To } from 'react-router-dom';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { FlagsProvider } from '../features/flags/flags-context';
import { MenuCountsProvider } from '../features/navigation/menu-counts';
import { HeaderArea, type HeaderAreaProps } from '../layout/header-area';
import { Toasts } from '../notifications/toasts';

const href = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/**
 * A content page has no router in the browser: every link of the header is a document of its own
 * (the application pages load the single-page app), so a navigation is a full one.
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * The `header` island: the layout's header area (menus, language switch, account, the sign-in
 * and contact dialogs, the mobile menu) with what the shell's app gives it elsewhere: the feature
 * flags (the menu's flagged entries) and counts, a router for its links, and the toasts its
 * dialogs notify with.
 */
export function HeaderIsland(props: HeaderAreaProps): ReactElement {
  const store = useStore();
  const { pathname, search, hash } = window.location;
  return (
    <FlagsProvider store={store}>
      <Router
        location={{ pathname, search, hash, state: null, key: 'default' }}
        navigator={documentNavigator}
      >
        <MenuCountsProvider>
          <HeaderArea {...props} />
        </MenuCountsProvider>
      </Router>
      <Toasts />
    </FlagsProvider>
  );
}
