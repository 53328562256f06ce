import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Dialog from '@mui/material/Dialog';
import { PageLoader, useStore } from '@dostavka/shared-kernel/ui-core';
import { useResponsiveDialog } from './responsive-dialog';

export interface ContactDialogProps {
  /** The modal, and the i18n section of its title, send label and toasts. */
  name: 'feedback' | 'callback';
  /** The form, given the id of its title; a lazy chunk, loaded when the modal first opens. */
  children(titleId: string): ReactNode;
}

/** A header contact form's modal: its form loads when it first opens, so every page stays light. */
export const ContactDialog = observer(function ContactDialog({
  name,
  children,
}: ContactDialogProps): ReactElement {
  const { modals } = useStore();
  const dialog = useResponsiveDialog();
  const titleId = useId();
  return (
    <Dialog
      open={modals.isShown(name)}
      onClose={() => modals.hide(name)}
      aria-labelledby={titleId}
      fullWidth
      {...dialog}
    >
      <Suspense fallback={<PageLoader />}>{children(titleId)}</Suspense>
    </Dialog>
  );
});
