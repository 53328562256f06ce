import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { notify, useBus, useStore } from '@dostavka/shared-kernel/ui-core';
import { ContactActions } from './contact-fields';
import { useResponsiveDialog } from './responsive-dialog';

export interface ContactDialogProps {
  /** The modal, and the i18n section of its title, send label and toasts. */
  name: 'feedback' | 'callback';
  /** What the form holds besides the phone and the captcha is complete. */
  complete: boolean;
  send(): Promise<boolean>;
  /** The form's fields; `touched` once the visitor has tried to send. */
  children(touched: boolean, touch: () => void): ReactNode;
}

/**
 * A contact form in a modal: sent once (a second click while a request runs does nothing), its
 * messages hidden again as the request starts, closed with a toast on success.
 */
export const ContactDialog = observer(function ContactDialog({
  name,
  complete,
  send,
  children,
}: ContactDialogProps): ReactElement {
  const { t } = useTranslation();
  const { contact, modals } = useStore();
  const bus = useBus();
  const dialog = useResponsiveDialog();
  const titleId = useId();
  const [touched, setTouched] = useState(false);
  const close = () => modals.hide(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!contact.phoneValid || !complete || !contact.token || contact.sending) return;
    const request = send();
    setTouched(false);
    if (await request) {
      notify(bus, t(`${name}.sent`), 'success');
      close();
    } else notify(bus, t(`${name}.failed`), 'error');
  };

  return (
    <Dialog open={modals.isShown(name)} onClose={close} aria-labelledby={titleId} fullWidth {...dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`${name}.title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>{children(touched, () => setTouched(true))}</Stack>
        </DialogContent>
        <ContactActions onCancel={close} sendLabel={t(`${name}.send`)} />
      </form>
    </Dialog>
  );
});
