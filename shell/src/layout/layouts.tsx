import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '@dostavka/shared-kernel/routing';
import { Header } from '../features/header/header';
import { Footer } from '../features/footer/footer';
import { useRouteLoadingActive } from '../app/route-loading';
import { useVisibleMenu } from '../features/navigation/use-visible-menu';
import { SamePart } from '@dostavka/shared-kernel/ui-core';
import { onDemand } from './on-demand';

const MobileMenu = onDemand(
  'mobileMenu',
  async () => (await import('../features/mobile-menu/mobile-menu')).MobileMenu,
);
const AuthModal = onDemand('auth', async () => (await import('../features/auth/auth-modal')).AuthModal);
const FeedbackModal = onDemand(
  'feedback',
  async () => (await import('../features/feedback/feedback-modal')).FeedbackModal,
);
const CallbackModal = onDemand(
  'callback',
  async () => (await import('../features/feedback/callback-modal')).CallbackModal,
);

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
  // What the header's and the footer's markup depend on besides the texts of the language.
  const deps = [useTranslation().i18n.language, JSON.stringify(useVisibleMenu())];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-layout={name}>
      <TopProgress />
      <SamePart name={name === 'landing' ? 'slim header' : 'header'} deps={deps}>
        <Header slim={name === 'landing'} />
      </SamePart>
      <MobileMenu />
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
      <AuthModal />
      <FeedbackModal />
      <CallbackModal />
    </Box>
  );
}
