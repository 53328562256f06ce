import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { DATE_PICKER_FORMATS } from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../i18n/texts';
import { ChevronLeftIcon, ChevronRightIcon, useDateFormat } from '@dostavka/shared-kernel/ui-core';

export interface CalendarProps {
  /** YYYY-MM-DD. */
  value: string;
  min: string;
  max: string;
  onPick(date: string): void;
}

const ISO = DATE_PICKER_FORMATS.date;

/**
 * A month grid in the visitor's language (in Russian weeks start on Monday, in English on Sunday);
 * days outside min..max cannot be chosen.
 */
export function Calendar({ value, min, max, onPick }: CalendarProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const { local } = useDateFormat();
  // The month shown, kept as its first day (YYYY-MM-DD): a language switch names it anew.
  const [monthStart, setMonthStart] = useState(() =>
    local(value || min)
      .startOf('month')
      .format(ISO),
  );
  const month = local(monthStart);
  const first = month.startOf('week');
  const days = Array.from({ length: 42 }, (_, i) => first.add(i, 'day'));
  const weekdays = days.slice(0, 7).map((day) => day.format('dd'));
  const canBack = month.isAfter(local(min), 'month');
  const canForward = month.isBefore(local(max), 'month');
  const title = month.format('MMMM YYYY');

  return (
    <Box sx={{ p: 1.5, width: 300, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton
          aria-label={t('details.previousMonth')}
          disabled={!canBack}
          onClick={() => setMonthStart(month.subtract(1, 'month').format(ISO))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center', fontWeight: 600, textTransform: 'capitalize' }}
        >
          {title}
        </Typography>
        <IconButton
          aria-label={t('details.nextMonth')}
          disabled={!canForward}
          onClick={() => setMonthStart(month.add(1, 'month').format(ISO))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        role="grid"
        aria-label={title}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.25 }}
      >
        {weekdays.map((weekday) => (
          <Typography
            key={weekday}
            role="columnheader"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', py: 0.5 }}
          >
            {weekday}
          </Typography>
        ))}
        {days.map((day) => {
          const iso = day.format(ISO);
          const outside = !day.isSame(month, 'month');
          const disabled = iso < min || iso > max;
          const selected = iso === value;
          return (
            <ButtonBase
              key={iso}
              role="gridcell"
              aria-selected={selected}
              aria-label={day.format('D MMMM YYYY')}
              disabled={disabled}
              onClick={() => onPick(iso)}
              sx={{
                height: 38,
                borderRadius: '50%',
                fontSize: 14,
                color: selected ? 'primary.contrastText' : outside ? 'text.disabled' : 'text.primary',
                bgcolor: selected ? 'primary.main' : 'transparent',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                '&.Mui-disabled': { color: 'action.disabled' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' },
              }}
            >
              {day.date()}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
