import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@dostavka/shared-kernel/ui';
import { useFieldProblem } from './field-problem';

/** Staff with manager mode place an internal order on behalf of a customer's e-mail. */
export const ManagerPanel = observer(function ManagerPanel(): ReactElement | null {
  const { t } = useTranslation('order');
  const { order } = useStore();
  const email = useFieldProblem('customer', 'email');
  if (!order.isManager) return null;
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
        <FormControlLabel
          control={
            <Switch
              checked={order.isInternal}
              onChange={(event) => order.setFlags({ isInternal: event.target.checked })}
            />
          }
          label={t('manager.onBehalf')}
        />
        {order.isInternal ? (
          <TextField
            {...email}
            type="email"
            label={t('manager.customerEmail')}
            value={order.customerEmail}
            onChange={(event) => order.setCustomerEmail(event.target.value.trim())}
            required
            helperText={email.error ? email.helperText : t('manager.hint')}
          />
        ) : null}
      </Stack>
    </Paper>
  );
});
