import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { PhoneField, useStore } from '@dostavka/shared-kernel/ui';
import { Captcha } from './captcha';

/** The phone and captcha both header forms ask for, bound to the contact store. */
export const ContactPhoneAndCaptcha = observer(function ContactPhoneAndCaptcha({
  touched,
  onTouch,
}: {
  touched: boolean;
  onTouch(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { contact } = useStore();
  const phoneError = touched && !contact.phoneValid;
  return (
    <>
      <PhoneField
        label={t('feedback.phone')}
        value={contact.phone}
        onChange={contact.setPhone}
        onBlur={onTouch}
        required
        error={phoneError}
        helperText={phoneError ? t('validation.phone') : ' '}
      />
      <Captcha onToken={contact.setToken} />
    </>
  );
});

/** Cancel, and a send button that waits for the captcha and for a request under way. */
export const ContactActions = observer(function ContactActions({
  onCancel,
  sendLabel,
}: {
  onCancel(): void;
  sendLabel: string;
}): ReactElement {
  const { t } = useTranslation();
  const { contact } = useStore();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={contact.sending || !contact.token}>
        {sendLabel}
      </Button>
    </DialogActions>
  );
});
