import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { COMPANY, COMPANY_PHONE_HREF, formatPhone } from '@dostavka/shared-kernel/domain';
import { AppButtonLink, AppLink, MailIcon, PhoneIcon, useStore } from '@dostavka/shared-kernel/ui-core';
import { isSection, type MenuItem } from '../navigation/menu';
import { useVisibleMenu } from '../navigation/use-visible-menu';
import { AccountEntry } from './account-entry';
import { LanguageSwitch } from './language-switch';
import { NavSection } from './nav-section';

/** The sticky header's height by breakpoint (px): its toolbar, and what must stay clear below it. */
export const HEADER_HEIGHT = { xs: 56, md: 64 } as const;

function NavEntry({ item }: { item: MenuItem }): ReactElement {
  const { t } = useTranslation();
  if (isSection(item)) return <NavSection section={item} />;
  return (
    <AppButtonLink
      color="inherit"
      to={item.to}
      sx={{ textTransform: 'none', fontWeight: 500, fontSize: 16, whiteSpace: 'nowrap' }}
    >
      {t(item.label)}
    </AppButtonLink>
  );
}

/** Burger icon drawn inline: three bars. */
function MenuIcon(): ReactElement {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export const Header = observer(function Header({ slim = false }: { slim?: boolean }): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const menu = useVisibleMenu();
  return (
    <AppBar position="sticky" color="default" elevation={1} component="header">
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: HEADER_HEIGHT }}>
          <IconButton
            edge="start"
            aria-label={t('menu.open')}
            aria-expanded={store.modals.isShown('mobileMenu') ? 'true' : 'false'}
            onClick={() => store.modals.show('mobileMenu')}
            sx={{ display: { xs: 'inline-flex', xl: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <AppLink to="/" underline="none" sx={{ fontWeight: 700, fontSize: 22, mr: 2 }}>
            {t('brand')}
          </AppLink>
          {!slim && (
            <Box
              component="nav"
              aria-label={t('nav.label')}
              sx={{ display: { xs: 'none', xl: 'flex' }, gap: 0 }}
            >
              {menu.map((item) => (
                <NavEntry key={item.label} item={item} />
              ))}
            </Box>
          )}
          {/* minWidth 0: a long e-mail in the account entry shrinks (ellipsis), never widens the page. */}
          <Stack
            direction="row"
            spacing={1}
            sx={{ ml: 'auto', alignItems: 'center', minWidth: 0, justifyContent: 'flex-end' }}
          >
            {/* Beside the menu and on a phone, the number is a named handset icon to tap. */}
            <Link
              href={COMPANY_PHONE_HREF}
              underline="hover"
              color="inherit"
              sx={{
                display: { xs: 'none', md: 'inline', xl: 'none' },
                fontWeight: 600,
                whiteSpace: 'nowrap',
              }}
            >
              {formatPhone(COMPANY.phone)}
            </Link>
            <IconButton
              component="a"
              href={COMPANY_PHONE_HREF}
              color="primary"
              aria-label={formatPhone(COMPANY.phone)}
              sx={{ display: { xs: 'inline-flex', md: 'none', xl: 'inline-flex' } }}
            >
              <PhoneIcon />
            </IconButton>
            {/* Beside the menu (and where the phone number is shown), 'write us' is a named icon. */}
            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
              <IconButton
                color="primary"
                aria-label={t('header.writeUs')}
                onClick={() => store.modals.show('feedback')}
                sx={{ display: { xs: 'none', md: 'inline-flex', lg: 'none', xl: 'inline-flex' } }}
              >
                <MailIcon />
              </IconButton>
              <Button
                variant="outlined"
                onClick={() => store.modals.show('feedback')}
                sx={{ display: { xs: 'none', lg: 'inline-flex', xl: 'none' }, whiteSpace: 'nowrap' }}
              >
                {t('header.writeUs')}
              </Button>
              <Button
                variant="contained"
                onClick={() => store.modals.show('callback')}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('header.callMe')}
              </Button>
            </Box>
            <AccountEntry />
            <LanguageSwitch />
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
});
