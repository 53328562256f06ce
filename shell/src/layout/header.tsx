import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, Button, Container, Link, Stack, Toolbar } from '@mui/material';
import { useStore } from '@dostavka/shared-kernel/ui';
import { LanguageSwitch } from './language-switch';

/** Header navigation: the main routes of spec section 2. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/calculator/', label: 'nav.calculator' },
  { to: '/tracking/', label: 'nav.tracking' },
  { to: '/route/', label: 'nav.directions' },
  { to: '/additional/about/', label: 'nav.about' },
  { to: '/common/faqs/', label: 'nav.faq' },
  { to: '/profile/orders/', label: 'nav.profile' },
];

export function Header(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  return (
    <AppBar position="sticky" color="default" elevation={1} component="header">
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/" underline="none" sx={{ fontWeight: 700, fontSize: 22, mr: 2 }}>
            {t('brand')}
          </Link>
          <Box
            component="nav"
            aria-label={t('nav.label')}
            sx={{ display: { xs: 'none', lg: 'flex' }, gap: 2, flexGrow: 1 }}
          >
            {NAV_ITEMS.map((item) => (
              <Link key={item.to} component={RouterLink} to={item.to} underline="hover" color="inherit">
                {t(item.label)}
              </Link>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            <Button variant="outlined" onClick={() => store.modals.show('feedback')}>
              {t('header.writeUs')}
            </Button>
            <Button variant="contained" onClick={() => store.modals.show('callback')}>
              {t('header.callMe')}
            </Button>
            <LanguageSwitch />
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
