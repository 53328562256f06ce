import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { LayoutName } from '@dostavka/shared-kernel/routing';
import { Footer } from '../features/footer/footer';
import { useRouteLoadingActive } from '../app/route-loading';
import { Island, SamePart } from '@dostavka/shared-kernel/ui-core';
import { HeaderArea, useLayoutDeps, type HeaderAreaProps } from './header-area';

function TopProgress(): ReactElement {
  const active = useRouteLoadingActive();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }}>
      {active && <LinearProgress aria-label="loading" />}
    </Box>
  );
}

/**
 * The three layouts of spec section 2. default: header, page, footer. common (home): the same
 * frame around a full-width page. landing: a slim header (no menu) and no footer, so the page
 * leads to its own call to action.
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }): ReactElement {
  const deps = useLayoutDeps();
  const header: HeaderAreaProps = { slim: name === 'landing' };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-layout={name}>
      <TopProgress />
      {/* On a content page the header is the `header` island (docs/architecture.md). */}
      <Island name="header" props={header}>
        <HeaderArea {...header} />
      </Island>
      {/* The page's area reserves the whole viewport: whatever a remote draws as it loads (loader,
          page chunk, data), the footer starts below the fold and never moves in sight (CLS). */}
      <Box component="main" sx={{ flexGrow: 1, width: '100%', minHeight: '100vh' }}>
        {children}
      </Box>
      {name !== 'landing' && (
        <SamePart name="footer" deps={deps}>
          <Footer />
        </SamePart>
      )}
    </Box>
  );
}
