import { lazy, Suspense, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import { DELIVERY_METHODS, deliveryMethodAt, type DeliveryMethodSlug } from '@dostavka/shared-kernel/domain';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { CityPickerField } from '@dostavka/shared-kernel/ui-city-picker';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { ChoiceInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';

// The courier's address (MUI's Autocomplete and its Popper, about 20 KB) loads when a courier is
// chosen, or when the method's field gets the focus, not with the page.
const loadAddressFields = () => import('./address-fields');
const AddressFields = lazy(() => loadAddressFields().then((module) => ({ default: module.AddressFields })));

/** The address fields' height (two rows of outlined fields, the first with its hint), kept while they load. */
const ADDRESS_FIELDS_HEIGHT = 147;

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
      <ChoiceInput
        label={t(side === 'from' ? 'directions.fromMethod' : 'directions.toMethod')}
        value={method}
        onChange={(event) => shipment.setDeliveryMethod(side, event.target.value as DeliveryMethodSlug)}
        onFocus={() => void loadAddressFields().catch(() => undefined)}
        helperText={t(`directions.methodHint.${method}`)}
        choices={DELIVERY_METHODS.map((item) => ({
          value: item.slug,
          text: t(`common:deliveryMethod.${deliveryMethodAt(item.slug, side)}`),
          disabled: item.disabled,
        }))}
      />
      {method === 'COURIER' && (
        <Suspense fallback={<Box sx={{ minHeight: ADDRESS_FIELDS_HEIGHT }} />}>
          <AddressFields side={side} />
        </Suspense>
      )}
    </Box>
  );
});
