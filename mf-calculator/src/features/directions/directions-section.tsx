import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { runInAction } from 'mobx';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { SwapIcon, useStore } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';
import { DirectionFields } from './direction-fields';
import { Columns } from '../../ui/columns';

/** Origin and destination side by side (one under the other on a phone), with a swap between them. */
export const DirectionsSection = observer(function DirectionsSection({
  missing = {},
}: {
  missing?: Partial<Record<DirectionSide, string>>;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const { shipment } = useStore();
  const swap = () =>
    runInAction(() => {
      const { from, to } = shipment.directions;
      const [fromCity, toCity] = [from.city, to.city];
      const [fromMethod, toMethod] = [from.deliveryMethod.slug, to.deliveryMethod.slug];
      const [fromAddress, toAddress] = [{ ...from.address }, { ...to.address }];
      shipment.setCity('from', toCity);
      shipment.setCity('to', fromCity);
      shipment.setDeliveryMethod('from', toMethod);
      shipment.setDeliveryMethod('to', fromMethod);
      shipment.setAddress('from', toAddress);
      shipment.setAddress('to', fromAddress);
    });
  const { from, to } = shipment.directions;
  return (
    <Columns from="md" shares={[1, 'auto', 1]} gap={{ xs: 1, md: 2 }} alignItems="start">
      <DirectionFields side="from" missing={missing.from ?? null} />
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: { md: 1 } }}>
        {/* The browser's own tooltip (MUI's Tooltip and its Popper would come with the page for it);
            on the wrapper, since a disabled button shows none. */}
        <span title={t('directions.swap')}>
          <IconButton
            aria-label={t('directions.swap')}
            onClick={swap}
            disabled={!from.city && !to.city}
            sx={{ transform: { md: 'rotate(90deg)' }, border: 1, borderColor: 'divider' }}
          >
            <SwapIcon />
          </IconButton>
        </span>
      </Box>
      <DirectionFields side="to" missing={missing.to ?? null} />
    </Columns>
  );
});
