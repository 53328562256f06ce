import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type {
  RateCard,
  RateCardPreview,
  RateCardVersion,
  StaffRateCard,
} from '@dostavka/shared-kernel/contract';
import { formatDate } from '@dostavka/shared-kernel/domain';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { PreviewTable } from '../features/rate-cards/preview-table';
import { RateCardForm, type CardAction } from '../features/rate-cards/rate-card-form';
import { VersionsTable } from '../features/rate-cards/versions-table';
import { STAFF_TEXTS, useStaffTranslation } from '../i18n/staff-texts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cards: StaffRateCard[] };

/**
 * /staff/rate-cards/ (MODERATOR and above, feature flag staff-rate-cards): every carrier's card with
 * its version and last change; a card's form, whose draft prices sample routes beside the live card
 * before it is saved as a new version; the versions, and restore of an earlier one.
 */
function RateCardsPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(STAFF_TEXTS, page);
  const { t, ready } = useStaffTranslation();
  const { api } = store;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [open, setOpen] = useState<string | null>(null);
  const [versions, setVersions] = useState<RateCardVersion[]>([]);
  const [preview, setPreview] = useState<RateCardPreview | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setLoaded({ status: 'ready', cards: await api.calculator.rateCards() });
    } catch {
      setLoaded({ status: 'failed' });
    }
  }, [api]);
  useEffect(() => {
    void reload();
    // Every city, so that a terminal's KLADR code shows its city (a failed list leaves the codes).
    void store.cities.loadCatalogue();
  }, [reload, store]);

  const loadVersions = useCallback(
    async (provider: string) => {
      try {
        setVersions(await api.calculator.rateCardVersions(provider));
      } catch {
        setVersions([]);
      }
    },
    [api],
  );
  useEffect(() => {
    setPreview(null);
    setVersions([]);
    if (open) void loadVersions(open);
  }, [open, loadVersions]);

  const current =
    loaded.status === 'ready' ? loaded.cards.find((entry) => entry.provider === open) : undefined;

  const act = async (action: CardAction, card: RateCard) => {
    if (!current) return;
    setNotice(null);
    if (action === 'preview') {
      setPreview(await api.calculator.previewRateCard(current.provider, card));
      return;
    }
    const saved = await api.calculator.saveRateCard(current.provider, card);
    setPreview(null);
    setNotice({ severity: 'success', text: t('rateCards.saved', { version: saved.version }) });
    await Promise.all([reload(), loadVersions(current.provider)]);
  };

  const restore = async (version: number) => {
    if (!current) return;
    setBusy(true);
    setNotice(null);
    try {
      const restored = await api.calculator.restoreRateCard(current.provider, version);
      setPreview(null);
      setNotice({
        severity: 'success',
        text: t('rateCards.restored', { from: version, version: restored.version }),
      });
      await Promise.all([reload(), loadVersions(current.provider)]);
    } catch (error) {
      setNotice({ severity: 'error', text: serverMessage(error) ?? t('rateCards.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (!ready || loaded.status === 'loading') return <PageLoader />;
  return (
    <PageFrame {...heading}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {loaded.status === 'failed' && <Alert severity="error">{t('rateCards.loadFailed')}</Alert>}
        {loaded.status === 'ready' && (
          <Table size="small" aria-label={t('rateCards.list')}>
            <TableHead>
              <TableRow>
                {(['provider', 'kinds', 'version', 'changed', 'by'] as const).map((column) => (
                  <TableCell key={column}>{t(`rateCards.columns.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.cards.map((entry) => (
                <TableRow
                  key={entry.provider}
                  selected={entry.provider === open}
                  data-provider={entry.provider}
                >
                  <TableCell>{entry.card.name}</TableCell>
                  <TableCell>
                    {(['consolidated', 'dedicated'] as const)
                      .filter((kind) => entry.card[kind])
                      .map((kind) => t(`rateCards.kinds.${kind}`))
                      .join(', ')}
                  </TableCell>
                  <TableCell>{entry.version}</TableCell>
                  <TableCell>{formatDate(entry.updatedAt, 'DD.MM.YYYY HH:mm')}</TableCell>
                  <TableCell>{entry.updatedBy?.email ?? t('rateCards.seed')}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant={entry.provider === open ? 'contained' : 'text'}
                      aria-label={`${t('rateCards.edit')}: ${entry.card.name}`}
                      onClick={() => setOpen(entry.provider)}
                    >
                      {t('rateCards.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        {current && (
          <Box component="section" sx={{ display: 'grid', gap: 2 }} aria-label={current.card.name}>
            <Typography variant="h5" component="h2">
              {t('rateCards.editing', { name: current.card.name, version: current.version })}
            </Typography>
            <RateCardForm key={`${current.provider}:${current.version}`} card={current.card} onAction={act} />
            {preview && <PreviewTable preview={preview} />}
            <VersionsTable versions={versions} busy={busy} onRestore={(version) => void restore(version)} />
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}

export default observer(RateCardsPage);
