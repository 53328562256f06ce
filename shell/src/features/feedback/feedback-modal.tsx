import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Box, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { notify, useBus, useStore } from '@dostavka/shared-kernel/ui';
import { CallCentreIllustration } from './call-centre';
import { ContactActions, ContactPhoneAndCaptcha } from './contact-fields';
import { useResponsiveDialog } from './responsive-dialog';

const MESSAGE_MAX = 2000;

/** 'Написать нам': phone, message and captcha; on success the form clears and a toast confirms. */
export const FeedbackModal = observer(function FeedbackModal(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const bus = useBus();
  const { contact, modals } = store;
  const dialog = useResponsiveDialog();
  const titleId = useId();
  const [touched, setTouched] = useState(false);
  const close = () => modals.hide('feedback');

  const messageError = touched && contact.message.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!contact.phoneValid || contact.message.trim() === '' || !contact.token) return;
    if (await contact.sendMessage()) {
      notify(bus, t('feedback.sent'), 'success');
      setTouched(false);
      close();
    } else notify(bus, t('feedback.failed'), 'error');
  };

  return (
    <Dialog open={modals.isShown('feedback')} onClose={close} aria-labelledby={titleId} fullWidth {...dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('feedback.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Box sx={{ textAlign: 'center' }}>
              <CallCentreIllustration />
            </Box>
            <ContactPhoneAndCaptcha touched={touched} onTouch={() => setTouched(true)} />
            <TextField
              label={t('feedback.message')}
              value={contact.message}
              onChange={(event) => contact.setMessage(event.target.value.slice(0, MESSAGE_MAX))}
              required
              multiline
              minRows={3}
              error={messageError}
              helperText={messageError ? t('validation.required') : ' '}
            />
          </Stack>
        </DialogContent>
        <ContactActions onCancel={close} sendLabel={t('feedback.send')} />
      </form>
    </Dialog>
  );
});
