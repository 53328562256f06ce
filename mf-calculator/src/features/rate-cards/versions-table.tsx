import { useState, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RateCardVersion } from '@dostavka/shared-kernel/contract';
import { formatDate } from '@dostavka/shared-kernel/domain';
import { useStaffTranslation } from '../../i18n/staff-texts';
import { changedFieldLabel } from './field-label';
import { TitledTable } from './titled-table';

/** Changed fields listed in a row before "and N more". */
const LISTED = 4;

/** The fields a version changed as the form names them, the first few, then how many more. */
function changedText(changed: readonly string[], t: TFunction): string {
  const labels = [...new Set(changed.map((path) => changedFieldLabel(path, t)))];
  if (labels.length === 0) return t('rateCards.nothingChanged');
  const more = labels.length - LISTED;
  return (
    labels.slice(0, LISTED).join('; ') + (more > 0 ? ` ${t('rateCards.moreChanges', { count: more })}` : '')
  );
}

/** A card's versions: who changed which fields when; an earlier one can be made live again. */
export function VersionsTable({
  versions,
  busy,
  onRestore,
}: {
  versions: readonly RateCardVersion[];
  busy: boolean;
  onRestore(version: number): void;
}): ReactElement {
  const { t } = useStaffTranslation();
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <TitledTable
      title={t('rateCards.versions')}
      head={
        <>
          {(['version', 'at', 'by', 'changed'] as const).map((column) => (
            <TableCell key={column}>{t(`rateCards.versionColumns.${column}`)}</TableCell>
          ))}
          <TableCell />
        </>
      }
    >
      {versions.map((entry, i) => (
        <TableRow key={entry.version} data-version={entry.version}>
          <TableCell>
            {entry.version}
            {i === 0 && ` (${t('rateCards.live')})`}
          </TableCell>
          <TableCell>{formatDate(entry.at, 'DD.MM.YYYY HH:mm')}</TableCell>
          <TableCell>{entry.by?.email ?? t('rateCards.server')}</TableCell>
          <TableCell>
            {entry.restoredFrom !== null && (
              <div>{t('rateCards.restoredFrom', { version: entry.restoredFrom })}</div>
            )}
            {changedText(entry.changed, t)}
          </TableCell>
          <TableCell align="right">
            {i > 0 && asked !== entry.version && (
              <Button size="small" disabled={busy} onClick={() => setAsked(entry.version)}>
                {t('rateCards.restore', { version: entry.version })}
              </Button>
            )}
            {asked === entry.version && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                <span>{t('rateCards.confirmRestore', { version: entry.version })}</span>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  onClick={() => {
                    setAsked(null);
                    onRestore(entry.version);
                  }}
                >
                  {t('rateCards.confirm')}
                </Button>
                <Button size="small" onClick={() => setAsked(null)}>
                  {t('rateCards.cancel')}
                </Button>
              </Box>
            )}
          </TableCell>
        </TableRow>
      ))}
    </TitledTable>
  );
}
