import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useStore } from '@dostavka/shared-kernel/ui-core';

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
