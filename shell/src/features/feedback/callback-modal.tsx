import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { notify, useBus, useStore } from '@dostavka/shared-kernel/ui';
import { ContactActions, ContactPhoneAndCaptcha } from './contact-fields';
import { useResponsiveDialog } from './responsive-dialog';

/** 'Заказать звонок': phone and captcha; the form clears as the request starts (spec 4). */
export const CallbackModal = observer(function CallbackModal(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const bus = useBus();
  const { contact, modals } = store;
  const dialog = useResponsiveDialog();
  const titleId = useId();
  const [touched, setTouched] = useState(false);
  const close = () => modals.hide('callback');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!contact.phoneValid || !contact.token || contact.sending) return;
    const request = contact.requestCallback();
    setTouched(false);
    if (await request) {
      notify(bus, t('callback.sent'), 'success');
      close();
    } else notify(bus, t('callback.failed'), 'error');
  };

  return (
    <Dialog open={modals.isShown('callback')} onClose={close} aria-labelledby={titleId} fullWidth {...dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('callback.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('callback.lead')}</DialogContentText>
            <ContactPhoneAndCaptcha touched={touched} onTouch={() => setTouched(true)} />
          </Stack>
        </DialogContent>
        <ContactActions onCancel={close} sendLabel={t('callback.send')} />
      </form>
    </Dialog>
  );
});
