import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { formatCost, type RoutePriceRow } from '@dostavka/shared-kernel/domain';

const cell = {
  p: 1,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/**
 * The route's price table: each typical shipment with every carrier's offer, cheapest first, as
 * the calculator priced it from the live rate cards (server data; a plain table, no new library).
 */
export function PriceTable({
  rows,
  route,
  pricedOn,
}: {
  rows: RoutePriceRow[];
  /** 'Москва — Тверь' and the loading date the rows were priced for (YYYY-MM-DD). */
  route: string;
  pricedOn: string;
}): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 15 }}
        data-price-table=""
      >
        <caption style={{ textAlign: 'left', captionSide: 'bottom', paddingTop: 8 }}>
          <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
            {t('prices.caption', { route, date: dayjs(pricedOn).format('DD.MM.YYYY') })}
          </Typography>
        </caption>
        <thead>
          <tr>
            {[t('prices.shipment'), t('prices.carrier'), t('prices.term'), t('prices.total')].map((title) => (
              <Box component="th" key={title} scope="col" sx={{ ...cell, fontWeight: 600 }}>
                {title}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) =>
            row.offers.map((offer, index) => (
              <tr key={`${row.key}-${offer.company.slug}`} data-shipment={row.key}>
                {index === 0 && (
                  <Box
                    component="th"
                    scope="row"
                    rowSpan={row.offers.length}
                    sx={{ ...cell, fontWeight: 500 }}
                  >
                    {t(`prices.shipments.${row.key}`)}
                  </Box>
                )}
                <Box component="td" sx={cell}>
                  {offer.company.name}
                </Box>
                <Box component="td" sx={cell}>
                  {t('directions.days', { min: offer.term.min, max: offer.term.max })}
                </Box>
                <Box component="td" sx={{ ...cell, whiteSpace: 'nowrap' }} data-total={offer.total}>
                  {offer.preliminarily
                    ? t('prices.about', { price: formatCost(offer.total) })
                    : formatCost(offer.total)}
                </Box>
              </tr>
            )),
          )}
        </tbody>
      </Box>
    </Box>
  );
}
