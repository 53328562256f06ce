import { lazy, Suspense, useId, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PageLoader, useStore } from '@dostavka/shared-kernel/ui-core';

const AuthSteps = lazy(() => import(/* webpackChunkName: "auth-steps" */ './auth-steps'));

/**
 * Sign-in by e-mailed code (spec 2, 4): step 1 the e-mail, step 2 the code. Back from the code
 * step returns to the e-mail step with both fields cleared; back from the e-mail step closes.
 * Full screen below md. The steps load when the modal first opens.
 */
export const AuthModal = observer(function AuthModal(): ReactElement {
  const { modals } = useStore();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const close = () => modals.hide('auth');

  return (
    <Dialog
      open={modals.isShown('auth')}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={mobile}
      fullWidth
      maxWidth="xs"
    >
      <Suspense fallback={<PageLoader />}>
        <AuthSteps titleId={titleId} onClose={close} />
      </Suspense>
    </Dialog>
  );
});
