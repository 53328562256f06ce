import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {
  packagingSubtitle,
  COMBINED_TRANSPORT_TYPE,
  type PackagingPreset,
} from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../i18n/texts';
import { PackagingIcon } from './packaging-icon';
import { PlusIcon, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { TileGrid } from '../../ui/tile-grid';

const numbersOf = (formatNumber: (value: number) => string, values: Record<string, string | number> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatNumber(value) : value,
    ]),
  );

/** The packaging presets as tiles: choosing one adds a place packed that way. */
export function PresetTiles({ onAdd }: { onAdd(preset: PackagingPreset): void }): ReactElement {
  const { t } = useCalculatorTranslation();
  const { number: formatNumber } = useNumberFormat();
  return (
    <TileGrid role="group" label={t('cargo.addPlace')}>
      {COMBINED_TRANSPORT_TYPE.options.map((preset) => {
        const subtitle = packagingSubtitle(preset);
        return (
          <ButtonBase
            key={preset.slug}
            onClick={() => onAdd(preset)}
            aria-label={t('cargo.addPreset', { name: t(`common:${preset.name}`) })}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              gap: 1,
              p: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              textAlign: 'left',
              minHeight: 64,
              '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
            }}
          >
            <PackagingIcon slug={preset.slug} color="primary" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`common:${preset.name}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                {t(`common:${subtitle.key}`, numbersOf(formatNumber, subtitle.values))}
              </Typography>
            </Box>
            <PlusIcon fontSize="small" color="action" />
          </ButtonBase>
        );
      })}
    </TileGrid>
  );
}
