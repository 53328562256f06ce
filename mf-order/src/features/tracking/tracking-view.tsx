import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { TrackingStore } from './tracking-store';

// The found order's view (its timeline, status chip and the owner's parties and cargo) is its own
// chunk: the page's first view is the number field alone. It is asked for with the first search,
// so that it has come by the time the answer does.
const loadResult = () => import('./tracking-result');
const TrackingResult = lazy(loadResult);

/** The answer: a found order (TrackingResult), or why there is none. */
export const TrackingView = observer(function TrackingView({
  tracking,
}: {
  tracking: TrackingStore;
}): ReactElement | null {
  const { t } = useTranslation('order');
  const searched = tracking.status !== 'idle';
  useEffect(() => {
    if (searched) void loadResult();
  }, [searched]);
  if (tracking.status === 'not-found') return <Alert severity="warning">{t('tracking.notFound')}</Alert>;
  if (tracking.status === 'failed') return <Alert severity="error">{t('tracking.failed')}</Alert>;
  if (!tracking.result) return null;
  return (
    <Suspense fallback={null}>
      <TrackingResult result={tracking.result} owned={tracking.owned} />
    </Suspense>
  );
});
