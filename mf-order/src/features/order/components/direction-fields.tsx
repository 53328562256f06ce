import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addressOption,
  DELIVERY_METHODS,
  deliveryMethodAt,
  lockerWantsSizes,
  type AddressOption,
  type DeliveryMethodSlug,
} from '@dostavka/shared-kernel/domain';
import { AppLink, useDataNames, useStore } from '@dostavka/shared-kernel/ui';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { useShipmentField } from './field-problem';
import { LockerSizes } from './locker-sizes';
import { PointPicker } from './point-picker';
import { loadSuggestions, SuggestField } from './suggest-field';

const METHODS = DELIVERY_METHODS.filter((method) => !method.disabled);

/**
 * One end of the route: the city (chosen in the calculator), how the cargo is handed over there,
 * the carrier's point for a terminal, office or locker, and for a courier the address (down to the
 * house) with suggestions in that city, office and intercom. The values
 * are the shipment's (the calculator shows the same); the order form knows which were left.
 */
export const DirectionFields = observer(function DirectionFields({
  side,
}: {
  side: DirectionSide;
}): ReactElement {
  const { t } = useTranslation('order');
  const names = useDataNames();
  const { order, shipment, delivery, api } = useStore();
  const direction = shipment.directions[side];
  const method = useShipmentField(side, 'deliveryMethod');
  const address = useShipmentField(side, 'address');
  const city = useShipmentField(side, 'city');
  const labelId = `${method.id}-label`;
  const fias = direction.city?.fias ?? '';
  // A locker for a shipment known by its weight alone: the sizes of the places come first.
  const sizesWanted = lockerWantsSizes({ directions: shipment.directions, delivery: delivery.searchPayload });

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box id={city.id} tabIndex={-1}>
        <Typography variant="caption" color="text.secondary">
          {t(side === 'from' ? 'direction.from' : 'direction.to')}
        </Typography>
        {direction.city ? (
          <Typography sx={{ fontWeight: 600 }}>{names.place(direction.city.name)}</Typography>
        ) : (
          <Typography color={city.error ? 'error' : 'text.secondary'}>
            <AppLink to="/calculator/">{t('direction.noCity')}</AppLink>
          </Typography>
        )}
      </Box>
      <FormControl error={method.error} required>
        <InputLabel id={labelId}>
          {t(side === 'from' ? 'direction.fromMethod' : 'direction.toMethod')}
        </InputLabel>
        <Select
          id={method.id}
          labelId={labelId}
          label={t(side === 'from' ? 'direction.fromMethod' : 'direction.toMethod')}
          value={direction.deliveryMethod.slug === 'NOT_SELECTED' ? '' : direction.deliveryMethod.slug}
          onChange={(event) => {
            method.onBlur();
            void order.chooseDeliveryMethod(side, event.target.value as DeliveryMethodSlug);
          }}
          onBlur={method.onBlur}
          // A courier's address field has suggestions: their code is fetched while the list is open.
          onOpen={() => void loadSuggestions().catch(() => undefined)}
          disabled={order.requoting}
        >
          {METHODS.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {t(`deliveryMethod.${deliveryMethodAt(item.slug, side)}`, { ns: 'common' })}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{method.error ? method.helperText : t('direction.doorPrice')}</FormHelperText>
      </FormControl>
      {direction.deliveryMethod.slug === 'COURIER' ? (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SuggestField<AddressOption>
              {...address}
              label={t(side === 'from' ? 'direction.fromAddress' : 'direction.toAddress')}
              value={direction.address.value}
              onChange={(value) => shipment.setAddress(side, { value })}
              fetch={async (search) =>
                fias ? (await api.content.suggestAddress(search, fias)).map(addressOption) : []
              }
              optionLabel={(option) => option.value}
              optionKey={(option) => option.value}
              onPick={(option) => shipment.setAddress(side, { value: option.value })}
              minLength={3}
              required
              helperText={address.error ? address.helperText : t('direction.addressHint')}
            />
          </Box>
          <TextField
            id={`order-${side}-office`}
            label={t('direction.office')}
            value={direction.address.office}
            onChange={(event) => shipment.setAddress(side, { office: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            id={`order-${side}-intercom`}
            label={t('direction.intercom')}
            value={direction.address.intercom}
            onChange={(event) => shipment.setAddress(side, { intercom: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </>
      ) : sizesWanted === side ? (
        <LockerSizes side={side} />
      ) : sizesWanted && direction.deliveryMethod.slug === 'POSTAMAT' ? (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('lockerSizes.otherEnd')}
        </Typography>
      ) : (
        <PointPicker side={side} />
      )}
    </Box>
  );
});
