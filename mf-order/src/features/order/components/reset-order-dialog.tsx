import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

/** "Start again?": asked before the order form and its draft are emptied (submit-bar.tsx). */
export default function ResetOrderDialog({
  open,
  onClose,
  onReset,
}: {
  open: boolean;
  onClose(): void;
  onReset(): void;
}): ReactElement {
  const { t } = useTranslation('order');
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('submit.resetConfirm')}</DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.cancel')}</Button>
        <Button color="error" onClick={onReset}>
          {t('submit.reset')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
