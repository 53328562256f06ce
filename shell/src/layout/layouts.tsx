import type { ReactElement, ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import type { LayoutName } from '@dostavka/shared-kernel/routing';
import { Header } from './header';
import { Footer } from './footer';
import { useRouteLoadingActive } from '../app/route-loading';

function TopProgress(): ReactElement {
  const active = useRouteLoadingActive();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} aria-hidden={!active}>
      {active && <LinearProgress aria-label="loading" />}
    </Box>
  );
}

/**
 * The three layouts of spec section 2. `default`: header, page, footer. `common` (home): the same
 * frame with a full-width page. `landing`: a page of its own with a slim header and no footer.
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }): ReactElement {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-layout={name}>
      <TopProgress />
      <Header />
      <Box component="main" sx={{ flexGrow: 1, width: '100%' }}>
        {children}
      </Box>
      {name !== 'landing' && <Footer />}
    </Box>
  );
}
