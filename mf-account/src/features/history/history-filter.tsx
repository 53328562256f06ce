import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  addCalendarDays,
  companyToday,
  lazyValidation,
  ORDER_STATUSES,
} from '@dostavka/shared-kernel/domain';
import type { HistoryFilterValues } from '@dostavka/shared-kernel/rules';
import { ChoiceFilter, FilterForm, TextFilter } from '@dostavka/shared-kernel/ui-filters';
import { NO_HISTORY_FILTER } from './history-filter-query';

/** Quick periods: the last N days up to today (company time). */
const PERIODS = [30, 90, 365] as const;

/** The filter's rules (yup and the kernel's `rules`) load when the form first gets the focus. */
const rules = lazyValidation<HistoryFilterValues>(async () => {
  const { historyFilterSchema, validateWith } = await import('@dostavka/shared-kernel/rules');
  return validateWith<HistoryFilterValues>(historyFilterSchema);
});

/**
 * The history's filters: a status and the period the orders were placed in (react-final-form,
 * the kernel's `historyFilterSchema`). A valid change asks the server again once it settles.
 * A filter from the address is judged at once (its rules load with the page then); an empty one
 * needs no message, so the rules wait for the form's first focus.
 */
export function HistoryFilter({
  initial,
  onChange,
}: {
  initial: HistoryFilterValues;
  onChange(filter: HistoryFilterValues): void;
}): ReactElement {
  const { t } = useTranslation('order');
  // Before the form's first validation, which then waits for them (prepare loads them once).
  if (initial.status || initial.from || initial.to) rules.prepare();
  return (
    // A focus anywhere in the form (a field, a period's button) starts loading the rules.
    <div onFocus={rules.prepare}>
      <FilterForm<HistoryFilterValues>
        initialValues={initial}
        empty={NO_HISTORY_FILTER}
        onChange={onChange}
        validate={rules.validate}
        settle
        label={t('history.filters')}
      >
        {(form) => (
          <>
            <ChoiceFilter
              name="status"
              label={t('history.status')}
              any={t('history.anyStatus')}
              choices={ORDER_STATUSES.map((status) => [status, t(`status.${status}`)])}
              sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
            />
            {(['from', 'to'] as const).map((name) => (
              <TextFilter
                key={name}
                name={name}
                type="date"
                label={t(`history.${name}`)}
                message={(key) => t(key)}
                min="2000-01-01"
                sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
              />
            ))}
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
          </>
        )}
      </FilterForm>
    </div>
  );
}
