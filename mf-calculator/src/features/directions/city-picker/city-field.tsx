import { useState, type ReactElement } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import type { City } from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../../i18n/texts';
import { PinIcon } from '../../../ui/icons';
import { CityPickerDialog, type Side } from './city-picker-dialog';

export interface CityFieldProps {
  side: Side;
  value: City | null;
  onChange(city: City): void;
  /** Shown under the field, e.g. a city from a link that was not found. */
  error?: string | null;
}

/** The region under the city's name, unless the city is a region of its own (Moscow, Saint Petersburg). */
const regionOf = (city: City | null) => (city && city.region.name !== city.name ? city.region.name : null);

/** The origin or destination: a field that opens the city picker. */
export function CityField({ side, value, onChange, error = null }: CityFieldProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const [open, setOpen] = useState(false);
  const label = t(side === 'from' ? 'directions.from' : 'directions.to');
  return (
    <>
      <TextField
        fullWidth
        label={label}
        value={value?.name ?? ''}
        placeholder={t('directions.chooseCity')}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        error={error !== null}
        helperText={error ?? regionOf(value) ?? ' '}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            readOnly: true,
            startAdornment: (
              <InputAdornment position="start">
                <PinIcon fontSize="small" color={value ? 'primary' : 'disabled'} />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } },
        }}
      />
      <CityPickerDialog
        side={side}
        open={open}
        title={label}
        selected={value}
        onClose={() => setOpen(false)}
        onPick={(city) => {
          onChange(city);
          setOpen(false);
        }}
      />
    </>
  );
}
