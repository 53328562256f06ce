import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayerSource } from '@dostavka/shared-kernel/stores';
import { ChoiceButtons } from '@dostavka/shared-kernel/ui-input';
import { ContactForm } from './contact-form';

/** The payer is the sender or the recipient in one click, or a contact of its own. */
export function PayerChoice(): ReactElement {
  const { t } = useTranslation('order');
  const { value: source, onChange } = useField<PayerSource>('payerSource', {
    subscription: { value: true },
  }).input;
  return (
    <Stack spacing={1.5}>
      <ChoiceButtons<PayerSource>
        label={t('payer.label')}
        value={source}
        onChange={onChange}
        options={[
          { value: 'sender', label: t('payer.sender') },
          { value: 'recipient', label: t('payer.recipient') },
          { value: 'other', label: t('payer.other') },
        ]}
      />
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
