import { useEffect, useRef, type ReactElement } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { addCalendarDays, companyToday, ORDER_STATUSES } from '@dostavka/shared-kernel/domain';
import {
  historyFilterSchema,
  shownError,
  validateWith,
  type HistoryFilterValues,
} from '@dostavka/shared-kernel/rules';
import { NO_HISTORY_FILTER } from './history-filter-query';

/** Changes settle this long before the list is asked again (a date is typed digit by digit). */
const FILTER_DELAY_MS = 350;

/** Quick periods: the last N days up to today (company time). */
const PERIODS = [30, 90, 365] as const;

const validate = validateWith<HistoryFilterValues>(historyFilterSchema);

function DateFilter({ name, label }: { name: 'from' | 'to'; label: string }): ReactElement {
  const { t } = useTranslation('order');
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        // A date field holds only whole dates: its message shows as soon as it has one.
        const error = input.value ? shownError({ ...meta, touched: true }) : undefined;
        return (
          <TextField
            {...input}
            type="date"
            size="small"
            label={label}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01' } }}
            sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
          />
        );
      }}
    </Field>
  );
}

/**
 * The history's filters: a status and the period the orders were placed in (react-final-form,
 * the kernel's `historyFilterSchema`). A valid change asks the server again once it settles.
 */
export function HistoryFilter({
  initial,
  onChange,
}: {
  initial: HistoryFilterValues;
  onChange(filter: HistoryFilterValues): void;
}): ReactElement {
  const { t } = useTranslation('order');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form<HistoryFilterValues>
      onSubmit={(values) => onChange({ ...NO_HISTORY_FILTER, ...values })}
      initialValues={initial}
      validate={validate}
    >
      {({ handleSubmit, form }) => (
        <Box
          component="form"
          role="search"
          aria-label={t('history.filters')}
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}
        >
          <Field<string> name="status">
            {({ input }) => (
              <TextField
                {...input}
                select
                size="small"
                label={t('history.status')}
                sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
              >
                <MenuItem value="">{t('history.anyStatus')}</MenuItem>
                {ORDER_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Field>
          <DateFilter name="from" label={t('history.from')} />
          <DateFilter name="to" label={t('history.to')} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {PERIODS.map((days) => (
              <Button
                key={days}
                size="small"
                onClick={() => {
                  const today = companyToday();
                  form.batch(() => {
                    form.change('from', addCalendarDays(today, -days));
                    form.change('to', today);
                  });
                }}
              >
                {t('history.lastDays', { count: days })}
              </Button>
            ))}
            <Button size="small" onClick={() => form.reset(NO_HISTORY_FILTER)}>
              {t('history.resetFilters')}
            </Button>
          </Box>
          <FormSpy<HistoryFilterValues>
            subscription={{ values: true, valid: true }}
            onChange={({ valid }) => {
              clearTimeout(timer.current);
              if (valid) timer.current = setTimeout(() => void form.submit(), FILTER_DELAY_MS);
            }}
          />
        </Box>
      )}
    </Form>
  );
}
