import { lazy, Suspense, useState, type ReactElement } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import type { City } from '@dostavka/shared-kernel/domain';
import { useTranslation } from 'react-i18next';
import { PinIcon, useDataNames } from '@dostavka/shared-kernel/ui-core';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import type { Side } from './city-picker-dialog';

// The choice itself (dialog, search, lists) loads when the field is first opened.
const CityPickerDialog = lazy(async () => ({
  default: (await import('./city-picker-dialog')).CityPickerDialog,
}));

export interface CityPickerFieldProps {
  side: Side;
  value: City | null;
  onChange(city: City): void;
  /** Shown under the field, e.g. a city from a link that was not found. */
  error?: string | null;
}

/** The region under the city's name, unless the city is a region of its own (Moscow, Saint Petersburg). */
const regionOf = (city: City | null) => (city && city.region.name !== city.name ? city.region.name : null);

/**
 * The city picker (spec 2): a field for the origin or the destination that opens the choice of a
 * city by name, from the popular ones, by its first letter or through its region. The calculator
 * and the content pages pick the same way.
 */
export function CityPickerField({ side, value, onChange, error = null }: CityPickerFieldProps): ReactElement {
  const { t } = useTranslation();
  const names = useDataNames();
  const region = regionOf(value);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const label = t(side === 'from' ? 'cityPicker.from' : 'cityPicker.to');
  return (
    <>
      <TextInput
        fullWidth
        label={label}
        shrinkLabel
        value={value ? names.place(value.name) : ''}
        placeholder={t('cityPicker.choose')}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        error={error !== null}
        helperText={error ?? (region ? names.place(region) : ' ')}
        readOnly
        startAdornment={
          <InputAdornment position="start">
            <PinIcon fontSize="small" color={value ? 'primary' : 'disabled'} />
          </InputAdornment>
        }
        inputProps={{ 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } }}
      />
      {wanted && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
