import type { ReactElement } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RateCardPreview } from '@dostavka/shared-kernel/contract';
import { formatCost } from '@dostavka/shared-kernel/domain';
import { useDataNames } from '@dostavka/shared-kernel/ui-core';
import { useStaffTranslation } from '../../i18n/staff-texts';
import { TitledTable } from './titled-table';

/** The sample routes priced with the live card and with the draft, side by side. */
export function PreviewTable({ preview }: { preview: RateCardPreview }): ReactElement {
  const { t } = useStaffTranslation();
  const names = useDataNames();
  const price = (total: number | null) => (total === null ? t('rateCards.notOffered') : formatCost(total));
  return (
    <TitledTable
      title={t('rateCards.previewTable')}
      head={(['route', 'cargo', 'live', 'draft', 'difference'] as const).map((column) => (
        <TableCell key={column} align={column === 'route' || column === 'cargo' ? 'left' : 'right'}>
          {t(`rateCards.previewColumns.${column}`)}
        </TableCell>
      ))}
    >
      {preview.rows.map((row) => {
        const difference = row.live !== null && row.draft !== null ? row.draft - row.live : null;
        return (
          <TableRow key={row.id} data-sample={row.id}>
            <TableCell>
              {names.place(row.from)} → {names.place(row.to)}
            </TableCell>
            <TableCell>
              {row.weightKg !== null ? t('rateCards.kg', { kg: row.weightKg }) : row.vehicle}
            </TableCell>
            <TableCell align="right">{price(row.live)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: difference ? 600 : undefined }}>
              {price(row.draft)}
            </TableCell>
            <TableCell align="right">
              {difference === null || difference === 0
                ? '—'
                : `${difference > 0 ? '+' : ''}${formatCost(difference)}`}
            </TableCell>
          </TableRow>
        );
      })}
    </TitledTable>
  );
}
