import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  buildDedicatedTransportType,
  sortTransportType,
  type DedicatedOption,
  type ServerTransportRecord,
} from '@dostavka/shared-kernel/domain';
import { Tag } from '@dostavka/shared-kernel/ui-core';

/** The vehicles of the content service's car list as the calculator offers them, lightest first. */
export const fleetOf = (cars: ServerTransportRecord[]): DedicatedOption[] =>
  sortTransportType(buildDedicatedTransportType(cars)).options;

const CM3_IN_M3 = 1_000_000;

/** One vehicle: its name, inner size, volume, payload and body types. */
export function VehicleCard({ vehicle }: { vehicle: DedicatedOption }): ReactElement {
  const { t } = useTranslation('content');
  const { length, width, height } = vehicle.size;
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: 20, fontWeight: 600, mb: 1 }}>
          {vehicle.name}
        </Typography>
        <Typography color="text.secondary">
          {t('autopark.size', { length, width, height })} ·{' '}
          {t('autopark.volume', { volume: (vehicle.volume / CM3_IN_M3).toFixed(1) })} ·{' '}
          {t('autopark.payload', { weight: vehicle.weight })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {vehicle.types.map((type) => (
            <Tag key={type.name} label={type.name} size="small" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
