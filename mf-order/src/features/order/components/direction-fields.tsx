import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  addressOption,
  DELIVERY_METHODS,
  deliveryMethodAt,
  lockerWantsSizes,
  type AddressOption,
  type DeliveryMethodSlug,
} from '@dostavka/shared-kernel/domain';
import { AppLink, useDataNames, useStore } from '@dostavka/shared-kernel/ui-core';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { ChoiceInput, TextInput } from '@dostavka/shared-kernel/ui-input';
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
  const fias = direction.city?.fias ?? '';
  const chosen = direction.deliveryMethod.slug === 'NOT_SELECTED' ? '' : direction.deliveryMethod.slug;
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
      <ChoiceInput
        id={method.id}
        label={t(side === 'from' ? 'direction.fromMethod' : 'direction.toMethod')}
        value={chosen}
        onChange={(event) => {
          method.onBlur();
          void order.chooseDeliveryMethod(side, event.target.value as DeliveryMethodSlug);
        }}
        onBlur={method.onBlur}
        // A courier's address field has suggestions: their code is fetched once the choice has the focus.
        onFocus={() => void loadSuggestions().catch(() => undefined)}
        choices={[
          // Nothing chosen yet: an empty field under its label, as the calculator left it.
          ...(chosen === '' ? [{ value: '', text: '', disabled: true }] : []),
          ...METHODS.map((item) => ({
            value: item.slug,
            text: t(`deliveryMethod.${deliveryMethodAt(item.slug, side)}`, { ns: 'common' }),
          })),
        ]}
        // The label in the empty field, as an outlined field without a value shows it.
        shrinkLabel={chosen !== ''}
        error={method.error}
        helperText={method.error ? method.helperText : t('direction.doorPrice')}
        required
        disabled={order.requoting}
      />
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
          <TextInput
            id={`order-${side}-office`}
            label={t('direction.office')}
            value={direction.address.office}
            onChange={(event) => shipment.setAddress(side, { office: event.target.value })}
            inputProps={{ maxLength: 50 }}
          />
          <TextInput
            id={`order-${side}-intercom`}
            label={t('direction.intercom')}
            value={direction.address.intercom}
            onChange={(event) => shipment.setAddress(side, { intercom: event.target.value })}
            inputProps={{ maxLength: 50 }}
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
