import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { StaffFlag } from '@dostavka/shared-kernel/contract';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, usePageTexts } from '@dostavka/shared-kernel/ui';
import { OWN_TEXTS, useAccountTranslation } from '../i18n/texts';
import { FlagCard } from '../features/flags/flag-card';
import { PreviewForm } from '../features/flags/preview-form';

type Loaded = { status: 'loading' } | { status: 'ready'; flags: StaffFlag[] } | { status: 'failed' };

/**
 * /staff/flags/ (administrators, feature flag staff-flags): every feature flag with its rules
 * (on/off, lowest role, percentage, listed users), edited in a form; "what would this user see".
 * Open tabs get a change at their next navigation (the shell asks for its flags again).
 */
export default observer(function FlagsPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useAccountTranslation();
  const { api } = store;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    api.user.staffFlags().then(
      (flags) => setLoaded({ status: 'ready', flags }),
      () => setLoaded({ status: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);
  const saved = (flag: StaffFlag) =>
    setLoaded((current) =>
      current.status === 'ready'
        ? { status: 'ready', flags: current.flags.map((row) => (row.key === flag.key ? flag : row)) }
        : current,
    );
  return (
    <PageFrame {...heading}>
      <PreviewForm api={api} />
      {loaded.status === 'loading' && <PageLoader />}
      {loaded.status === 'failed' && <Alert severity="error">{t('flagsAdmin.loadFailed')}</Alert>}
      {loaded.status === 'ready' && (
        <Stack spacing={2}>
          {loaded.flags.map((flag) => (
            <FlagCard key={flag.key} flag={flag} api={api} onSaved={saved} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
});
