import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { notify, PhoneField, useBus, useStore } from '@dostavka/shared-kernel/ui';
import { Captcha } from './captcha';
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
  const phoneError = touched && !contact.phoneValid;

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
            <PhoneField
              label={t('feedback.phone')}
              value={contact.phone}
              onChange={contact.setPhone}
              onBlur={() => setTouched(true)}
              required
              error={phoneError}
              helperText={phoneError ? t('validation.phone') : ' '}
            />
            <Captcha onToken={contact.setToken} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={contact.sending || !contact.token}>
            {t('callback.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
});
