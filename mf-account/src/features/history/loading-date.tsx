import { useState, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  canChangeLoadingDate,
  companyToday,
  formatDate,
  type OrderDetail,
} from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui';

/** The planned loading date, which the owner may move (today or later) until the cargo is picked up. */
export const LoadingDate = observer(function LoadingDate({ order }: { order: OrderDetail }): ReactElement {
  const { t } = useTranslation('order');
  const store = useStore();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(order.loadingDate);
  const [busy, setBusy] = useState(false);
  const today = companyToday(store.now());
  const invalid = !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today;
  const open = canChangeLoadingDate(order.status);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    setBusy(true);
    const changed = await store.profile.changeDates({ uuid: order.uuid, date });
    setBusy(false);
    if (changed) setEditing(false);
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>
          {t('detail.loadingDate')}: <strong>{formatDate(order.loadingDate)}</strong>
        </Typography>
        {open ? (
          <Button
            size="small"
            onClick={() => {
              setDate(order.loadingDate < today ? today : order.loadingDate);
              setEditing(true);
            }}
          >
            {t('detail.changeDate')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('detail.dateLocked')}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        size="small"
        label={t('detail.newDate')}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={invalid}
        helperText={invalid ? t('detail.dateInvalid') : ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <Button type="submit" variant="contained" disabled={invalid || busy}>
        {t('detail.save')}
      </Button>
      <Button onClick={() => setEditing(false)}>{t('detail.cancel')}</Button>
    </Box>
  );
});
