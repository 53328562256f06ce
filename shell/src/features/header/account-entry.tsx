import { useId, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { useHydrated } from '../../app/use-hydrated';
import { LazyHeaderMenu } from './lazy-header-menu';

/**
 * Sign-in for guests; for a signed-in user, a menu with the order history and sign-out. The server
 * renders every visitor as a guest: so does the hydrating render, then the user's entry follows.
 */
export const AccountEntry = observer(function AccountEntry(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const hydrated = useHydrated();

  if (!hydrated || !store.auth.loggedIn) {
    return (
      <Button color="inherit" onClick={() => store.modals.show('auth')}>
        {t('header.signIn')}
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        title={store.auth.user?.email}
        sx={{ minWidth: 0, maxWidth: { xs: 120, sm: 200, md: 240 }, flexShrink: 1, textTransform: 'none' }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {store.auth.user?.email ?? t('header.account')}
        </Box>
      </Button>
      <LazyHeaderMenu
        id={menuId}
        anchor={anchor}
        onClose={close}
        entries={[
          { label: t('nav.profile'), to: '/profile/orders/' },
          'divider',
          { label: t('header.signOut'), onClick: () => void store.auth.signOut() },
        ]}
      />
    </>
  );
});
