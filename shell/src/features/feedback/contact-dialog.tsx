import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Dialog from '@mui/material/Dialog';
import { PageLoader, useCloseOnBack, useStore } from '@dostavka/shared-kernel/ui-core';
import { useResponsiveDialog } from './responsive-dialog';

export interface ContactDialogProps {
  /** The modal, and the i18n section of its title, send label and toasts. */
  name: 'feedback' | 'callback';
  /** The form, given the id of its title; a lazy chunk, loaded when the modal first opens. */
  children(titleId: string): ReactNode;
}

/**
 * A header contact form's modal: its form loads when it first opens, so every page stays light.
 * Full screen on a phone, where the browser's Back closes it (on every width alike).
 */
export const ContactDialog = observer(function ContactDialog({
  name,
  children,
}: ContactDialogProps): ReactElement {
  const { modals } = useStore();
  const dialog = useResponsiveDialog();
  const titleId = useId();
  const open = modals.isShown(name);
  const close = () => modals.hide(name);
  useCloseOnBack(open, close);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth {...dialog}>
      <Suspense fallback={<PageLoader />}>{children(titleId)}</Suspense>
    </Dialog>
  );
});
