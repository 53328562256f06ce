import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  canChangeLoadingDate,
  companyToday,
  FINAL_ORDER_STATUSES,
  latestLoadingDate,
  type OrderDetail,
} from '@dostavka/shared-kernel/domain';
import { loadingDateSchema, validateWith } from '@dostavka/shared-kernel/rules';
import { useDateFormat, useStore } from '@dostavka/shared-kernel/ui-core';

interface DateValues {
  date: string;
}

/**
 * The kernel's loading-date rule (a real date, from the company's today to the last day the order's
 * price holds), as the server checks it.
 */
const dateSchema = object({ date: loadingDateSchema.required('validation.date') });

/**
 * The planned loading date, which the owner may move (today or later, while the price holds) until
 * the cargo is picked up.
 */
export const LoadingDate = observer(function LoadingDate({ order }: { order: OrderDetail }): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const store = useStore();
  const [editing, setEditing] = useState(false);
  const today = companyToday(store.now());
  const latest = latestLoadingDate(order.delivery.date);
  const open = canChangeLoadingDate(order.status);

  const save = async ({ date }: DateValues) => {
    if (await store.profile.changeDates({ uuid: order.uuid, date })) setEditing(false);
  };

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>
          {t('detail.loadingDate')}: <strong>{dates.format(order.loadingDate)}</strong>
        </Typography>
        {open ? (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('detail.changeDate')}
          </Button>
        ) : FINAL_ORDER_STATUSES.includes(order.status) ? null : (
          // Said only while the cargo travels: a cancelled or delivered order has no date to move.
          <Typography variant="body2" color="text.secondary">
            {t('detail.dateLocked')}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Form<DateValues>
      onSubmit={save}
      initialValues={{ date: order.loadingDate < today ? today : order.loadingDate }}
      validate={validateWith(dateSchema, { today, latest })}
      subscription={{ invalid: true, submitting: true }}
    >
      {({ handleSubmit, invalid, submitting }) => (
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <Field<string> name="date" parse={(value) => value ?? ''}>
            {({ input, meta }) => (
              // A picked date is judged at once: the picker has no typing to wait for.
              <TextField
                {...input}
                type="date"
                size="small"
                label={t('detail.newDate')}
                error={meta.error !== undefined}
                helperText={
                  meta.error === undefined
                    ? ' '
                    : meta.error === 'validation.dateLate'
                      ? t('detail.dateLate', { date: dates.format(latest) })
                      : t('detail.dateInvalid')
                }
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: latest } }}
              />
            )}
          </Field>
          <Button type="submit" variant="contained" disabled={invalid || submitting}>
            {t('detail.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('detail.cancel')}</Button>
        </Box>
      )}
    </Form>
  );
});
