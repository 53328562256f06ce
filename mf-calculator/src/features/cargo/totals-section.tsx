import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  CARGO_TOTAL_LIMITS,
  validateTotals,
  type CargoFieldError,
  type CargoTotalField,
} from '@dostavka/shared-kernel/domain';
import { useStore, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';
import { Columns } from '../../ui/columns';
import { NumberField } from '../../ui/number-field';
import { lockerEnd, sizePlaces } from '../tariffs/locker-sizes';
import { QuantityField } from './quantity-field';

/** Weight-only mode: the whole shipment by its total weight, volume and pieces, as carriers' calculators ask. */
export const TotalsSection = observer(function TotalsSection(): ReactElement {
  const { t } = useCalculatorTranslation();
  const { weight: formatWeight } = useNumberFormat();
  const store = useStore();
  const { delivery } = store;
  const totals = delivery.shipmentTotals;
  const errors = validateTotals(totals);
  const message = (field: CargoTotalField, error: CargoFieldError | undefined) => {
    if (!error) return null;
    const limit = field === 'weight' && error.limit !== undefined ? formatWeight(error.limit) : error.limit;
    return t(`common:validation.totals.${error.rule}.${field}`, { limit });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {lockerEnd(store) ? (
        // "No sizes needed" is not true for a locker: say so where the cargo is described.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('cargo.totalsLockerHint')}
          </Typography>
          <Button size="small" onClick={() => sizePlaces(store)}>
            {t('offers.lockerSizes.action')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('cargo.totalsHint')}
        </Typography>
      )}
      <Columns from="sm" shares={[1, 1, 'auto']} gap={1.5} alignItems="start">
        <NumberField
          label={t('cargo.totalWeight')}
          unit={t('cargo.units.kg')}
          value={totals.weightKg}
          onChange={(weightKg) => delivery.setTotals({ weightKg })}
          error={totals.weightKg === 0 ? null : message('weight', errors.weight)}
          helperText={t('cargo.totalWeightHint', { max: formatWeight(CARGO_TOTAL_LIMITS.weight.max) })}
        />
        <NumberField
          label={t('cargo.totalVolume')}
          unit={t('cargo.units.m3')}
          value={totals.volumeM3}
          onChange={(volumeM3) => delivery.setTotals({ volumeM3 })}
          error={message('volume', errors.volume)}
          helperText={t('cargo.totalVolumeHint')}
        />
        <QuantityField
          label={t('cargo.pieces')}
          value={totals.quantity}
          onChange={(quantity) => delivery.setTotals({ quantity })}
          error={message('quantity', errors.quantity)}
        />
      </Columns>
    </Box>
  );
});
