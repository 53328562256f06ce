import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  priceLineLabel,
  shipmentSummary,
  type DeliverySearchPayload,
  type TariffPrice,
} from '@dostavka/shared-kernel/domain';
// By the package's name: the core's one shared copy, not a second one in this entry's chunk.
import { useDataNames, useNumberFormat } from '@dostavka/shared-kernel/ui-core';

/** Pieces, weight and volume, or the vehicle; what is sent and its declared value. */
export function ShipmentFacts({ delivery }: { delivery: DeliverySearchPayload }): ReactElement {
  const { t } = useTranslation('order');
  const numbers = useNumberFormat();
  const names = useDataNames();
  const summary = shipmentSummary(delivery.dimensions);
  const facts = summary.car
    ? [
        `${t('shipment.vehicle')}: ${names.body(summary.car.type)}`,
        t('shipment.carSize', {
          length: summary.car.length,
          width: summary.car.width,
          height: summary.car.height,
        }),
      ]
    : [
        t('shipment.places', { count: summary.places }),
        t('shipment.weight', { value: numbers.number(summary.weightKg) }),
        // A shipment sent by weight alone has no volume to show (not 0 m³).
        ...(summary.volumeM3 > 0 ? [t('shipment.volume', { value: numbers.number(summary.volumeM3) })] : []),
      ];
  if (delivery.description) facts.push(delivery.description);
  facts.push(`${t('shipment.declared')}: ${numbers.cost(delivery.declared)}`);
  return (
    <Typography variant="body2" component="p">
      {facts.join(' · ')}
    </Typography>
  );
}

/** The price lines of an offer and its total, in roubles. */
export function PriceLines({
  prices,
  total,
}: {
  prices: readonly TariffPrice[];
  total: number;
}): ReactElement {
  const { t } = useTranslation('order');
  const numbers = useNumberFormat();
  const names = useDataNames();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {prices.map((line) => (
        <Box key={line.name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {priceLineLabel(line, t, names)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {numbers.cost(line.value)}
          </Typography>
        </Box>
      ))}
      {/* The rule above the total is the row's border: a list holds only its terms and values. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 0.5,
          pt: 0.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('tariff.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {numbers.cost(total)}
        </Typography>
      </Box>
    </Box>
  );
}
