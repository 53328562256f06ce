import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_INPUT_MS } from '@dostavka/shared-kernel/domain';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { useDebounced, useStore } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';

const MIN_SEARCH = 3;

/**
 * The courier's address at one end: street and house with suggestions within the chosen city,
 * office and intercom. When the suggestion service does not answer, the address is typed in full.
 */
export const AddressFields = observer(function AddressFields({
  side,
}: {
  side: DirectionSide;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const store = useStore();
  const direction = store.shipment.directions[side];
  const { address, city } = direction;
  const [options, setOptions] = useState<string[]>([]);
  const [unavailable, setUnavailable] = useState(false);
  const search = useDebounced(address.value.trim(), DEBOUNCE_INPUT_MS);

  useEffect(() => {
    if (unavailable || !city || search.length < MIN_SEARCH) {
      setOptions([]);
      return;
    }
    let live = true;
    store.api.content.suggestAddress(search, city.fias).then(
      (found) => live && setOptions(found.map((item) => item.value)),
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [search, city, unavailable, store]);

  const label = t(side === 'from' ? 'directions.pickupAddress' : 'directions.deliveryAddress');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <Autocomplete
        freeSolo
        options={options}
        filterOptions={(items) => items}
        inputValue={address.value}
        onInputChange={(_event, value) => store.shipment.setAddress(side, { value })}
        sx={{ gridColumn: '1 / -1' }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            helperText={unavailable ? t('directions.suggestionsUnavailable') : t('directions.addressHint')}
          />
        )}
      />
      <TextField
        label={t('directions.office')}
        value={address.office}
        onChange={(event) => store.shipment.setAddress(side, { office: event.target.value })}
      />
      <TextField
        label={t('directions.intercom')}
        value={address.intercom}
        onChange={(event) => store.shipment.setAddress(side, { intercom: event.target.value })}
      />
    </Box>
  );
});
