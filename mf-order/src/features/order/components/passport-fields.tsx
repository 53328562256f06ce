import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { companyToday, PASSPORT_DATE_MIN } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui';
import type { ContactModel, OrderSection } from '@dostavka/shared-kernel/stores';
import { useFieldProblem } from './field-problem';

/** Series, number and issue date (1970-01-01 to today), with a reset; shown when the tariff asks. */
export const PassportFields = observer(function PassportFields({
  section,
  contact,
}: {
  section: OrderSection;
  contact: ContactModel;
}): ReactElement {
  const { t } = useTranslation('order');
  const store = useStore();
  const series = useFieldProblem(section, 'passport.series');
  const number = useFieldProblem(section, 'passport.number');
  const date = useFieldProblem(section, 'passport.date');
  const passport = contact.passport ?? { series: '', number: '', date: '' };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" variant="subtitle2">
          {t('contact.passport')}
        </Typography>
        <Button size="small" onClick={contact.resetPassport} disabled={!contact.passport}>
          {t('contact.passportReset')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1.3fr' } }}>
        <TextField
          {...series}
          label={t('contact.passportSeries')}
          value={passport.series}
          onChange={(event) =>
            contact.setPassport({ series: event.target.value.replace(/[^\d ]/g, '').slice(0, 5) })
          }
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...number}
          label={t('contact.passportNumber')}
          value={passport.number}
          onChange={(event) =>
            contact.setPassport({ number: event.target.value.replace(/\D/g, '').slice(0, 6) })
          }
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...date}
          type="date"
          label={t('contact.passportDate')}
          value={passport.date}
          onChange={(event) => contact.setPassport({ date: event.target.value })}
          required
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: PASSPORT_DATE_MIN, max: companyToday(store.now()) },
          }}
        />
      </Box>
    </Box>
  );
});
