import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { parseRuDate } from '@dostavka/shared-kernel/domain';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { CalendarIcon, useDateFormat } from '@dostavka/shared-kernel/ui-core';

// The calendar loads when its button is pointed at or focused (at the latest when pressed).
const loadCalendar = () => import('./calendar-popover');
const CalendarPopover = lazy(loadCalendar);
const preloadCalendar = () => void loadCalendar().catch(() => undefined);

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  min: string;
  max: string;
  onChange(date: string): void;
}

type InputError = 'format' | 'early' | 'late';

/**
 * The date picker (spec 5, 9): typed day first (DD.MM.YYYY in Russian, DD/MM/YYYY in English) or
 * chosen in the calendar. Typed text is taken only when it is a real date that may be chosen;
 * otherwise the field says what is wrong and the last good date stays.
 */
export function DateField({ label, value, min, max, onChange }: DateFieldProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const dates = useDateFormat();
  const [text, setText] = useState(() => dates.format(value, 'input'));
  const [error, setError] = useState<InputError | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing keeps the popover's exit transition.
  const [opened, setOpened] = useState(false);

  // A new date replaces what is typed unless the typing is that date; a language switch writes
  // the date the new language's way.
  const { format, language } = dates;
  const writtenIn = useRef(language);
  useEffect(() => {
    const switched = writtenIn.current !== language;
    writtenIn.current = language;
    setText((current) => (!switched && parseRuDate(current) === value ? current : format(value, 'input')));
    setError(null);
  }, [value, format, language]);

  const take = (typed: string) => {
    setText(typed);
    const date = parseRuDate(typed);
    if (!date) return setError(typed.trim().length >= 8 ? 'format' : null);
    if (date < min) return setError('early');
    if (date > max) return setError('late');
    setError(null);
    if (date !== value) onChange(date);
  };

  return (
    <>
      <TextInput
        label={label}
        value={text}
        onChange={(event) => take(event.target.value.replace(/[^\d./-]/g, '').slice(0, 10))}
        onBlur={() => {
          if (!parseRuDate(text)) setError('format');
        }}
        error={error !== null}
        helperText={
          error
            ? t(`details.dateErrors.${error}`, { min: dates.format(min), max: dates.format(max) })
            : t('details.dateHint')
        }
        inputProps={{ inputMode: 'numeric', placeholder: t('details.dateHint'), autoComplete: 'off' }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={t('details.openCalendar')}
              onPointerEnter={preloadCalendar}
              onFocus={preloadCalendar}
              onClick={(event) => {
                setAnchor(event.currentTarget);
                setOpened(true);
              }}
            >
              <CalendarIcon />
            </IconButton>
          </InputAdornment>
        }
      />
      {opened && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchor={anchor}
            label={label}
            onClose={() => setAnchor(null)}
            value={value}
            min={min}
            max={max}
            onPick={(date) => {
              setAnchor(null);
              onChange(date);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
