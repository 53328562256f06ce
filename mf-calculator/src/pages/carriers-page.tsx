import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CarrierStatus } from '@dostavka/shared-kernel/contract';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, useNotify, usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { CarrierCard } from '../features/carriers/carrier-card';
import { CarriersStore } from '../features/carriers/carriers-store';
import { STAFF_TEXTS, useStaffTranslation } from '../i18n/staff-texts';
import { Columns } from '../ui/columns';

/**
 * /staff/carriers/ (MODERATOR and above, feature flag staff-carriers): each carrier API (СДЭК,
 * Деловые Линии, ПЭК) as a card with its state, faults and last points sync, and a points sync on
 * request whose outcome is a toast.
 */
function CarriersPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(STAFF_TEXTS, page);
  const { t, ready } = useStaffTranslation();
  const notify = useNotify();
  const [carriers] = useState(() => new CarriersStore(store.api));
  useEffect(() => {
    void carriers.load();
  }, [carriers]);

  const sync = async ({ slug, name }: CarrierStatus) => {
    const result = await carriers.sync(slug);
    if (result.ok) {
      const { cities, points, failed } = result.outcome;
      notify(
        t(failed > 0 ? 'carriers.syncedWithFailures' : 'carriers.synced', { name, cities, points, failed }),
        failed > 0 ? 'warning' : 'success',
      );
    } else {
      notify(
        result.message
          ? t('carriers.syncFailedWith', { name, message: result.message })
          : t('carriers.syncFailed', { name }),
        'error',
      );
    }
  };

  if (!ready || carriers.status === 'loading') return <PageLoader />;
  return (
    <PageFrame {...heading}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {carriers.problem && (
          <Alert
            severity={carriers.problem === 'forbidden' ? 'warning' : 'error'}
            action={
              carriers.problem === 'other' ? (
                <Button color="inherit" size="small" onClick={() => void carriers.load()}>
                  {t('carriers.reload')}
                </Button>
              ) : undefined
            }
          >
            {t(carriers.problem === 'forbidden' ? 'carriers.forbidden' : 'carriers.loadFailed')}
          </Alert>
        )}
        {carriers.status === 'ready' && carriers.carriers.length === 0 && (
          <Typography color="text.secondary">{t('carriers.empty')}</Typography>
        )}
        {carriers.status === 'ready' && carriers.carriers.length > 0 && (
          <Columns from="lg" shares={[1, 1]} gap={2} role="list" aria-label={t('carriers.list')}>
            {carriers.carriers.map((carrier) => (
              <Box role="listitem" key={carrier.slug} sx={{ minWidth: 0, display: 'grid' }}>
                <CarrierCard
                  carrier={carrier}
                  syncing={carriers.isSyncing(carrier.slug)}
                  onSync={() => void sync(carrier)}
                />
              </Box>
            ))}
          </Columns>
        )}
      </Box>
    </PageFrame>
  );
}

export default observer(CarriersPage);
