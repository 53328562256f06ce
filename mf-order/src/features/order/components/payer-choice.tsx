import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PayerSource } from '@dostavka/shared-kernel/stores';
import { ContactForm } from './contact-form';

/** The payer is the sender or the recipient in one click, or a contact of its own. */
export function PayerChoice(): ReactElement {
  const { t } = useTranslation('order');
  const { value: source, onChange } = useField<PayerSource>('payerSource', {
    subscription: { value: true },
  }).input;
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={source}
        onChange={(_event, value: PayerSource | null) => value && onChange(value)}
        aria-label={t('payer.label')}
      >
        <ToggleButton value="sender">{t('payer.sender')}</ToggleButton>
        <ToggleButton value="recipient">{t('payer.recipient')}</ToggleButton>
        <ToggleButton value="other">{t('payer.other')}</ToggleButton>
      </ToggleButtonGroup>
      {source === 'other' ? (
        <ContactForm role="payer" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('payer.same', {
            who: t(source === 'sender' ? 'payer.whoSender' : 'payer.whoRecipient'),
          })}
        </Typography>
      )}
    </Stack>
  );
}
