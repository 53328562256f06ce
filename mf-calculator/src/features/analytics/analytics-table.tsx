import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCost, formatNumber, type TariffAnalytics } from '@dostavka/shared-kernel/domain';
import { useStaffTranslation } from '../../i18n/staff-texts';

const cost = (value: number | null) => (value === null ? '—' : formatCost(value));
const km = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 0)} км`);

/** Per carrier: how many offers, the lowest, median and highest total, and the route length. */
export function AnalyticsTable({ analytics }: { analytics: TariffAnalytics }): ReactElement {
  const { t } = useStaffTranslation();
  const columns = ['provider', 'count', 'min', 'median', 'max', 'distance'] as const;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('analytics.distance', { km: km(analytics.distanceKm) })}</Typography>
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label={t('analytics.table')} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'provider' ? 'left' : 'right'}
                  sx={{ fontWeight: 700 }}
                >
                  {t(`analytics.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {analytics.providers.map((row) => (
              <TableRow key={row.provider}>
                <TableCell component="th" scope="row">
                  {row.name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {row.provider}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.count}</TableCell>
                <TableCell align="right">{cost(row.min)}</TableCell>
                <TableCell align="right">{cost(row.median)}</TableCell>
                <TableCell align="right">{cost(row.max)}</TableCell>
                <TableCell align="right">{km(row.distanceKm)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
