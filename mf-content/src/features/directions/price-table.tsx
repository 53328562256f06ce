import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useDataNames, useDateFormat } from '@dostavka/shared-kernel/ui-core';
import {
  formatCost,
  offerCarrier,
  type DataNames,
  type PickupPoint,
  type RoutePriceRow,
} from '@dostavka/shared-kernel/domain';

/**
 * The table styles its cells itself: a route's table has some forty of them, and a styled
 * element each cost its styles' work on every server render (docs/performance.md).
 */
const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 15,
  '& th, & td': {
    padding: theme.spacing(1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& thead th': { fontWeight: 600 },
  '& tbody th': { fontWeight: 500 },
  '& td[data-where]': { fontSize: 14 },
  '& td[data-total]': { whiteSpace: 'nowrap' },
}));

/**
 * Where a carrier's offer starts or ends in one city: its terminals there, or the door when it
 * keeps none (the engine prices terminal to terminal where it can).
 */
function endOf(
  points: PickupPoint[],
  carrier: string,
  names: DataNames,
  text: { door: string; or: string },
): string {
  const own = points.filter((point) => point.provider === carrier);
  if (own.length === 0) return text.door;
  return own.map((point) => names.place(point.address)).join(text.or);
}

/**
 * The route's price table: each typical shipment with every carrier's offer, cheapest first, as
 * the calculator priced it from the live rate cards (server data; a plain table, no new library).
 */
export function PriceTable({
  rows,
  route,
  pricedOn,
  ends,
  caption = true,
  label,
}: {
  rows: RoutePriceRow[];
  /** 'Москва — Тверь' and the loading date the rows were priced for (YYYY-MM-DD). */
  route: string;
  pricedOn: string;
  /**
   * The two cities and their carriers' terminals: each offer then says where the cargo is handed
   * in and collected on this way (a vehicle loads at the sender's address).
   */
  ends?: { from: string; to: string; terminals: { from: PickupPoint[]; to: PickupPoint[] } };
  /** The route and date under the table (off where the text above says them). */
  caption?: boolean;
  /** A row's name where it is not a typical shipment's (a catalogue topic's own lot). */
  label?: (row: RoutePriceRow) => string | null;
}): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const dates = useDateFormat();
  const endText = {
    door: t('prices.door'),
    or: t('prices.or'),
  };
  const where = (row: RoutePriceRow, carrier: string) =>
    !ends
      ? t('prices.addresses')
      : row.kind === 'dedicated'
        ? t('prices.addressesWay', { from: names.place(ends.from), to: names.place(ends.to) })
        : `${endOf(ends.terminals.from, carrier, names, endText)} → ${endOf(ends.terminals.to, carrier, names, endText)}`;
  const titles = [
    t('prices.shipment'),
    t('prices.carrier'),
    t('prices.term'),
    ...(ends ? [t('prices.where', { from: names.place(ends.from), to: names.place(ends.to) })] : []),
    t('prices.total'),
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table data-price-table="">
        {caption && (
          <caption style={{ textAlign: 'left', captionSide: 'bottom', paddingTop: 8 }}>
            <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
              {t(rows.every((row) => row.kind === 'dedicated') ? 'prices.captionVehicle' : 'prices.caption', {
                route,
                date: dates.format(pricedOn),
              })}
            </Typography>
          </caption>
        )}
        <thead>
          <tr>
            {titles.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) =>
            row.offers.map((offer, index) => (
              <tr key={`${row.key}-${offer.company.slug}`} data-shipment={row.key}>
                {index === 0 && (
                  <th scope="row" rowSpan={row.offers.length}>
                    {label?.(row) ?? t(`prices.shipments.${row.key}`)}
                  </th>
                )}
                <td>{offerCarrier(offer, t)}</td>
                <td>{t('directions.days', { min: offer.term.min, max: offer.term.max })}</td>
                {ends && <td data-where="">{where(row, offer.company.slug)}</td>}
                <td data-total={offer.total}>
                  {offer.preliminarily
                    ? t('prices.about', { price: formatCost(offer.total) })
                    : formatCost(offer.total)}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
    </Box>
  );
}
