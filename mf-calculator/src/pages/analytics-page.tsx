import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { isApiError } from '@dostavka/shared-kernel/api';
import type { TariffAnalytics } from '@dostavka/shared-kernel/domain';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { AnalyticsTable } from '../features/analytics/analytics-table';
import { SearchForm } from '../features/search-form';
import { STAFF_TEXTS, useStaffTranslation } from '../i18n/staff-texts';

type Outcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; analytics: TariffAnalytics }
  | { status: 'failed'; reason: 'forbidden' | 'invalid' | 'other' };

function reasonOf(error: unknown): 'forbidden' | 'invalid' | 'other' {
  if (!isApiError(error)) return 'other';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  return error.status === 400 ? 'invalid' : 'other';
}

/** Staff tariff analytics (feature flag staff-tariff-analytics): the calculator's form, then per-carrier figures of that search. */
function AnalyticsPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(STAFF_TEXTS, page);
  const { t, ready } = useStaffTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const { tariffs, delivery, api } = store;

  useEffect(() => {
    void delivery.ensureTransports().catch(() => undefined);
  }, [delivery]);

  const run = async () => {
    setOutcome({ status: 'loading' });
    const body = store.shipment.searchData();
    try {
      const analytics = delivery.isDedicated
        ? await api.calculator.analyticsDedicated(body)
        : await api.calculator.analyticsConsolidated(body);
      setOutcome({ status: 'done', analytics });
    } catch (error) {
      setOutcome({ status: 'failed', reason: reasonOf(error) });
    }
  };

  if (!ready) return <PageLoader />;
  const blocker = tariffs.blocker;
  return (
    <PageFrame {...heading}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SearchForm />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            variant="contained"
            size="large"
            disabled={blocker !== null || outcome.status === 'loading'}
            onClick={() => void run()}
          >
            {t('analytics.run')}
          </Button>
          {outcome.status === 'loading' && <CircularProgress size={24} aria-label={t('analytics.loading')} />}
          {blocker && <Box sx={{ color: 'text.secondary' }}>{t(`offers.blocker.${blocker}`)}</Box>}
        </Box>
        {outcome.status === 'failed' && (
          <Alert severity="error">{t(`analytics.failed.${outcome.reason}`)}</Alert>
        )}
        {outcome.status === 'done' && <AnalyticsTable analytics={outcome.analytics} />}
      </Box>
    </PageFrame>
  );
}

export default observer(AnalyticsPage);
