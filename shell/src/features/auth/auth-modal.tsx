import { useEffect, useId, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCloseOnBack, useStore } from '@dostavka/shared-kernel/ui-core';
import AuthSteps from './auth-steps';

/** A backdrop click this soon after the modal opened belongs to the click that opened it. */
const BACKDROP_GRACE_MS = 800;

/**
 * Sign-in by e-mailed code (spec 2, 4): step 1 the e-mail, step 2 the code. Back from the code
 * step returns to the e-mail step with both fields cleared; back from the e-mail step closes.
 * Full screen below md, where the browser's Back closes it (on every width alike). The modal and
 * its steps are one chunk, loaded when the modal is first asked for (the layout's `onDemand`).
 */
export const AuthModal = observer(function AuthModal(): ReactElement {
  const { modals } = useStore();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const close = () => modals.hide('auth');
  const open = modals.isShown('auth');
  useCloseOnBack(open, close);
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  // The second click of a double click on what opened the modal lands on its backdrop: ignored.
  const dismiss = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'backdropClick' && Date.now() - openedAt.current < BACKDROP_GRACE_MS) return;
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby={titleId}
      fullScreen={mobile}
      fullWidth
      maxWidth="xs"
    >
      <AuthSteps titleId={titleId} onClose={close} />
    </Dialog>
  );
});
