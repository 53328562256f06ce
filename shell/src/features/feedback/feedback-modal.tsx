import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { CallCentreIllustration } from './call-centre';
import { ContactDialog } from './contact-dialog';
import { ContactPhoneAndCaptcha } from './contact-fields';

const MESSAGE_MAX = 2000;

/** 'Написать нам': phone, message and captcha; on success the form clears and a toast confirms. */
export const FeedbackModal = observer(function FeedbackModal(): ReactElement {
  const { t } = useTranslation();
  const { contact } = useStore();
  const complete = contact.message.trim() !== '';
  return (
    <ContactDialog name="feedback" complete={complete} send={() => contact.sendMessage()}>
      {(touched, touch) => (
        <>
          <Box sx={{ textAlign: 'center' }}>
            <CallCentreIllustration />
          </Box>
          <ContactPhoneAndCaptcha touched={touched} onTouch={touch} />
          <TextField
            label={t('feedback.message')}
            value={contact.message}
            onChange={(event) => contact.setMessage(event.target.value.slice(0, MESSAGE_MAX))}
            required
            multiline
            minRows={3}
            error={touched && !complete}
            helperText={touched && !complete ? t('validation.required') : ' '}
          />
        </>
      )}
    </ContactDialog>
  );
});
