import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCost, type RouteFacts as Facts } from '@dostavka/shared-kernel/domain';

/** Distance, time on the road and, when the calculator can say, the lowest price. */
export function RouteFacts({ facts }: { facts: Facts }): ReactElement {
  const { t } = useTranslation('content');
  const items: Array<[string, string]> = [
    [t('directions.distance'), t('directions.km', { km: facts.distanceKm })],
    [
      t('directions.transit'),
      t('directions.days', { min: facts.transitDays.min, max: facts.transitDays.max }),
    ],
  ];
  if (facts.priceFrom !== null)
    items.push([t('directions.price'), t('directions.priceFrom', { price: formatCost(facts.priceFrom) })]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${items.length}, 1fr)` },
        gap: 2,
        m: 0,
      }}
    >
      {items.map(([term, value]) => (
        <Box
          key={term}
          sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}
        >
          <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 600 }} data-fact={term}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
