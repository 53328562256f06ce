import type { ReactElement } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { companyToday, PASSPORT_DATE_MIN } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import type { ContactRole } from '@dostavka/shared-kernel/stores';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useOrderField } from './field-problem';

/** Series, number and issue date (1970-01-01 to today), with a reset; shown when the tariff asks. */
export function PassportFields({ role }: { role: ContactRole }): ReactElement {
  const { t } = useTranslation('order');
  const store = useStore();
  const form = useForm();
  // A passport is begun once any of its fields was typed in (final-form shows none as '').
  const begun = Boolean(useField(`${role}.passport`, { subscription: { value: true } }).input.value);
  const series = useOrderField(role, 'passport.series');
  const number = useOrderField(role, 'passport.number');
  const date = useOrderField(role, 'passport.date');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" variant="subtitle2">
          {t('contact.passport')}
        </Typography>
        <Button size="small" onClick={() => form.change(`${role}.passport`, undefined)} disabled={!begun}>
          {t('contact.passportReset')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1.3fr' } }}>
        <TextInput
          {...series.props}
          label={t('contact.passportSeries')}
          value={series.input.value}
          onChange={(event) => series.input.onChange(event.target.value.replace(/[^\d ]/g, '').slice(0, 5))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <TextInput
          {...number.props}
          label={t('contact.passportNumber')}
          value={number.input.value}
          onChange={(event) => number.input.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
          required
          inputProps={{ inputMode: 'numeric' }}
        />
        <TextInput
          {...date.props}
          type="date"
          label={t('contact.passportDate')}
          value={date.input.value}
          onChange={(event) => date.input.onChange(event.target.value)}
          required
          shrinkLabel
          inputProps={{ min: PASSPORT_DATE_MIN, max: companyToday(store.now()) }}
        />
      </Box>
    </Box>
  );
}
