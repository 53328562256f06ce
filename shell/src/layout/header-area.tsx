import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SamePart } from '@dostavka/shared-kernel/ui-core';
import { useVisibleMenu } from '../features/navigation/use-visible-menu';
import { Header } from '../features/header/header';
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

/** What the header's and the footer's markup depend on besides the texts of the language. */
export function useLayoutDeps(): string[] {
  return [useTranslation().i18n.language, JSON.stringify(useVisibleMenu())];
}

export interface HeaderAreaProps {
  /** The landing's header: no menu. */
  slim: boolean;
}

/**
 * The header with what it opens: the mobile menu and the sign-in and contact dialogs (none of
 * them drawn until asked for). One part, so that a content page's `header` island hydrates it
 * whole, exactly as the server rendered it.
 */
export function HeaderArea({ slim }: HeaderAreaProps): ReactElement {
  const deps = useLayoutDeps();
  return (
    <>
      <SamePart name={slim ? 'slim header' : 'header'} deps={deps}>
        <Header slim={slim} />
      </SamePart>
      <MobileMenu />
      <AuthModal />
      <FeedbackModal />
      <CallbackModal />
    </>
  );
}
