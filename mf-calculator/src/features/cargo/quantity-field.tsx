import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { COMBINED_CARGO_LIMITS } from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../i18n/texts';
import { NumberField, type NumberFieldProps } from '../../ui/number-field';
import { MinusIcon, PlusIcon } from '@dostavka/shared-kernel/ui-core';

/**
 * The typed field's own props (its focus and leaving are the typed field's: the buttons do not
 * count as leaving it).
 */
export type QuantityFieldProps = Pick<
  NumberFieldProps,
  'label' | 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error'
>;

/** How many such places: typed, or one less or more with the buttons (never below 1). */
export function QuantityField({ value, onChange, ...field }: QuantityFieldProps): ReactElement {
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
      <NumberField integer size="small" value={value} onChange={onChange} sx={{ width: 104 }} {...field} />
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
