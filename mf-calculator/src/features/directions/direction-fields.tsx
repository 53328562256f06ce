import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DELIVERY_METHODS, type DeliveryMethodSlug } from '@dostavka/shared-kernel/domain';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { CityPickerField, useStore } from '@dostavka/shared-kernel/ui';
import { useCalculatorTranslation } from '../../i18n/texts';
import { AddressFields } from './address-fields';

export interface DirectionFieldsProps {
  side: DirectionSide;
  /** A city slug from a link that could not be found. */
  missing?: string | null;
}

/** One end of the route: the city, how the cargo is handed over there, and the courier's address. */
export const DirectionFields = observer(function DirectionFields({
  side,
  missing = null,
}: DirectionFieldsProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const { shipment } = useStore();
  const direction = shipment.directions[side];
  const method = direction.deliveryMethod.slug;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CityPickerField
        side={side}
        value={direction.city}
        onChange={(city) => shipment.setCity(side, city)}
        error={missing && !direction.city ? t('directions.linkCityMissing') : null}
      />
      <TextField
        select
        label={t(side === 'from' ? 'directions.fromMethod' : 'directions.toMethod')}
        value={method}
        onChange={(event) => shipment.setDeliveryMethod(side, event.target.value as DeliveryMethodSlug)}
        helperText={t(`directions.methodHint.${method}`)}
      >
        {DELIVERY_METHODS.map((item) => (
          <MenuItem key={item.slug} value={item.slug} disabled={item.disabled}>
            {t(`common:${item.key}`)}
          </MenuItem>
        ))}
      </TextField>
      {method === 'COURIER' && <AddressFields side={side} />}
    </Box>
  );
});
