import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { formatCost, type RouteFacts as Facts } from '@dostavka/shared-kernel/domain';
import { useNumberFormat } from '@dostavka/shared-kernel/ui-core';

/** One rule for the list, its cards and their terms (plain elements: docs/performance.md). */
const FactList = styled('dl', { shouldForwardProp: (prop) => prop !== 'columns' })<{ columns: number }>(
  ({ theme, columns }) => ({
    display: 'grid',
    gap: theme.spacing(2),
    margin: 0,
    [theme.breakpoints.up('xs')]: { gridTemplateColumns: '1fr' },
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: `repeat(${columns}, 1fr)` },
    '& > div': {
      padding: theme.spacing(2),
      backgroundColor: theme.palette.background.paper,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      border: '1px solid',
      borderColor: theme.palette.divider,
    },
    '& dt': { margin: 0, ...theme.typography.body1, fontSize: 14 },
    '& dd': { margin: 0, ...theme.typography.body1, fontSize: 22, fontWeight: 600 },
  }),
);

/** Distance, time on the road and, when the calculator can say, the lowest price. */
export function RouteFacts({ facts }: { facts: Facts }): ReactElement {
  const { t } = useTranslation('content');
  const numbers = useNumberFormat();
  const items: Array<[string, string]> = [
    [t('directions.distance'), t('directions.km', { km: numbers.number(facts.distanceKm, 0) })],
    [
      t('directions.transit'),
      t('directions.days', { min: facts.transitDays.min, max: facts.transitDays.max }),
    ],
  ];
  if (facts.priceFrom !== null)
    items.push([t('directions.price'), t('directions.priceFrom', { price: formatCost(facts.priceFrom) })]);
  return (
    <FactList columns={items.length}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-fact={term}>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}
