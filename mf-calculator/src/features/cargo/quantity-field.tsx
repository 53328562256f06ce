import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { COMBINED_CARGO_LIMITS } from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../i18n/texts';
import { NumberField } from '../../ui/number-field';
import { MinusIcon, PlusIcon } from '@dostavka/shared-kernel/ui';

export interface QuantityFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  /** The typed field's focus and leaving (the buttons do not count as leaving it). */
  onFocus?(): void;
  onBlur?(): void;
  error: string | null;
}

/** How many such places: typed, or one less or more with the buttons (never below 1). */
export function QuantityField({
  label,
  value,
  onChange,
  onFocus,
  onBlur,
  error,
}: QuantityFieldProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const { min, max } = COMBINED_CARGO_LIMITS.quantity;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton
        aria-label={t('cargo.less')}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        sx={{ mt: 0.5 }}
      >
        <MinusIcon />
      </IconButton>
      <NumberField
        integer
        size="small"
        label={label}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        error={error}
        sx={{ width: 104 }}
      />
      <IconButton
        aria-label={t('cargo.more')}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        sx={{ mt: 0.5 }}
      >
        <PlusIcon />
      </IconButton>
    </Box>
  );
}
