import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { toM3 } from '@dostavka/shared-kernel/domain';
import { TruckIcon, useDataNames, useStore, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { CheckboxField, ChoiceButtons, ChoiceInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { RadioTile, TileLine } from '../../ui/radio-tile';
import { TileGrid } from '../../ui/tile-grid';

/** Dedicated delivery: the vehicle, its body type, the way it is loaded and the extra services. */
export const VehicleSection = observer(function VehicleSection(): ReactElement {
  const { t } = useCalculatorTranslation();
  const { number: formatNumber, volume: formatVolume, size: formatSize } = useNumberFormat();
  const names = useDataNames();
  const { delivery } = useStore();
  const { vehicles, vehicle, transport } = delivery;

  if (!delivery.transportsLoaded && delivery.transportsFailed) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void delivery.loadTransports().catch(() => undefined)}
          >
            {t('transport.retry')}
          </Button>
        }
      >
        {t('transport.failed')}
      </Alert>
    );
  }
  if (!delivery.transportsLoaded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={t('transport.loading')} />
      </Box>
    );
  }
  if (vehicles.length === 0) return <Alert severity="warning">{t('transport.none')}</Alert>;
  const body = vehicle?.types.find((type) => type.name === transport?.type.name);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <TileGrid role="radiogroup" label={t('transport.vehicle')}>
        {vehicles.map((option) => {
          const checked = vehicle?.uuid === option.uuid;
          return (
            <RadioTile
              key={option.uuid}
              checked={checked}
              onSelect={() => delivery.selectOption(option)}
              icon={TruckIcon}
              title={names.vehicle(option.name)}
              label={names.vehicle(option.name)}
            >
              <TileLine>
                {t('transport.capacity', {
                  weight: formatNumber(option.weight),
                  volume: formatVolume(toM3({ value: option.volume, unit: 'cm3' })),
                })}
              </TileLine>
              <TileLine>{formatSize(option.size)}</TileLine>
            </RadioTile>
          );
        })}
      </TileGrid>

      {vehicle && transport && (
        <>
          <Box>
            <Typography variant="subtitle2" component="h3" id="body-type-label" sx={{ mb: 1 }}>
              {t('transport.body')}
            </Typography>
            <ChoiceButtons
              labelledBy="body-type-label"
              value={transport.type.name}
              onChange={(name) => delivery.setBodyType(name)}
              options={vehicle.types.map((type) => ({ value: type.name, label: names.body(type.name) }))}
            />
          </Box>
          {body && body.loads.length > 0 && (
            <ChoiceInput
              size="small"
              label={t('transport.load')}
              value={transport.type.load[0] ?? ''}
              onChange={(event) => delivery.setLoad([event.target.value])}
              choices={body.loads.map((load) => ({ value: load, text: names.load(load) }))}
            />
          )}
          {body && body.additional.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" id="additional-services-label">
                {t('transport.additional')}
              </Typography>
              <Box
                role="group"
                aria-labelledby="additional-services-label"
                sx={{ display: 'flex', flexWrap: 'wrap' }}
              >
                {body.additional.map((service) => (
                  <CheckboxField
                    key={service}
                    size="small"
                    label={names.service(service)}
                    checked={transport.type.additional.includes(service)}
                    onChange={() => delivery.toggleAdditional(service)}
                  />
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
});
