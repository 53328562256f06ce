import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { CheckboxField, TextInput } from '@dostavka/shared-kernel/ui-input';
import { useOrderField } from './field-problem';

/** The customer's e-mail of an order placed on behalf of a customer. */
function CustomerEmail(): ReactElement {
  const { t } = useTranslation('order');
  const email = useOrderField('customer', 'email');
  return (
    <TextInput
      {...email.props}
      type="email"
      label={t('manager.customerEmail')}
      value={email.input.value}
      onChange={(event) => email.input.onChange(event.target.value.trim())}
      required
      helperText={email.props.error ? email.props.helperText : t('manager.hint')}
    />
  );
}

/** Staff with manager mode (the profile's) place an internal order on behalf of a customer's e-mail. */
export const ManagerPanel = observer(function ManagerPanel(): ReactElement | null {
  const { t } = useTranslation('order');
  const { profile } = useStore();
  const internal = useField<boolean>('customer.internal', { subscription: { value: true } }).input;
  if (!profile.managerMode) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('manager.title')}
      sx={{ p: 2, borderColor: 'warning.main' }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('manager.title')}
        </Typography>
        <CheckboxField
          checked={internal.value === true}
          onChange={(event) => internal.onChange(event.target.checked)}
          label={t('manager.onBehalf')}
        />
        {internal.value === true ? <CustomerEmail /> : null}
      </Stack>
    </Paper>
  );
});
