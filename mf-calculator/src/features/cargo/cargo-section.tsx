import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { buildDimensions, toM3 } from '@dostavka/shared-kernel/domain';
import { useStore, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';
import { CargoPlace } from './cargo-place';
import { PresetTiles } from './preset-tiles';

/** The cargo places with their limits, the presets to add another, and the totals. */
export const CargoSection = observer(function CargoSection({
  optional = false,
}: {
  optional?: boolean;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const { weight: formatWeight, volume: formatVolume } = useNumberFormat();
  const { delivery } = useStore();
  const { cargos } = delivery;
  const dimensions = buildDimensions(cargos);
  const pieces = cargos.reduce(
    (sum, cargo) => sum + (Number.isFinite(cargo.quantity) ? cargo.quantity : 0),
    0,
  );
  const m3 = dimensions.cargos.reduce((sum, cargo) => sum + cargo.volume * cargo.quantity, 0);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {optional && (
        <Typography variant="body2" color="text.secondary">
          {t('cargo.optional')}
        </Typography>
      )}
      {cargos.map((cargo, index) => (
        <CargoPlace key={cargo.id} cargo={cargo} index={index} />
      ))}
      {cargos.length > 0 && (
        <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
          {t('cargo.total', {
            count: pieces,
            weight: formatWeight(dimensions.commonWeight),
            volume: formatVolume(toM3({ value: m3, unit: 'm3' })),
          })}
          {dimensions.commonVolumeWeight * 1000 > dimensions.commonWeight && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              {t('cargo.volumeWeight', { weight: formatWeight(dimensions.commonVolumeWeight * 1000) })}
            </Typography>
          )}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {cargos.length === 0 ? t('cargo.whatPacking') : t('cargo.addPlace')}
      </Typography>
      <PresetTiles onAdd={(preset) => delivery.addCargo(preset)} />
    </Box>
  );
});
