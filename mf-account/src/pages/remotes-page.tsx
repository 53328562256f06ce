import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@dostavka/shared-kernel/api';
import { Form } from 'react-final-form';
import type {
  RegisterRemoteVersionBody,
  RegistryAnswer,
  RegistryRemote,
} from '@dostavka/shared-kernel/contract';
import { remoteVersionSchema, validateWith } from '@dostavka/shared-kernel/rules';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, usePageTexts } from '@dostavka/shared-kernel/ui';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { OWN_TEXTS } from '../i18n/texts';
import { RuleField } from '../ui/rule-field';

const CANARY_PERCENT = 10;

type Loaded = { status: 'loading' } | { status: 'ready'; registry: RegistryAnswer } | { status: 'forbidden' };

/** The error rate of one version, as the registry counts it. */
function ErrorRate({ remote, version }: { remote: RegistryRemote; version: string }): ReactElement | null {
  const { t } = useTranslation();
  const counts = remote.errors.find((entry) => entry.version === version);
  if (!counts) return null;
  return (
    <Typography variant="body2" color={counts.failures > 0 ? 'error' : 'text.secondary'}>
      {t('registry.failures', { failures: counts.failures, views: counts.views })}
    </Typography>
  );
}

const validateVersion = validateWith<RegisterRemoteVersionBody>(remoteVersionSchema);

function RemoteCard({
  remote,
  api,
  onChanged,
}: {
  remote: RegistryRemote;
  api: RootStore['api'];
  onChanged: (message: string | null) => void;
}): ReactElement {
  const { t } = useTranslation();
  /** Runs a registry call and reports its outcome; whether it succeeded. */
  const act = (call: () => Promise<unknown>): Promise<boolean> =>
    call().then(
      () => {
        onChanged(null);
        return true;
      },
      (error: unknown) => {
        onChanged(isApiError(error) ? error.message : String(error));
        return false;
      },
    );
  return (
    <Card variant="outlined" data-remote-card={remote.name}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
          {remote.name}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2 }}>
          <Box>
            <Typography variant="subtitle2">{t('registry.active')}</Typography>
            <Typography>{remote.active}</Typography>
            <ErrorRate remote={remote} version={remote.active} />
          </Box>
          <Box>
            <Typography variant="subtitle2">{t('registry.canary')}</Typography>
            {remote.canary ? (
              <>
                <Typography>
                  {remote.canary.version} · {t('registry.percent', { percent: remote.canary.percent })}
                </Typography>
                <ErrorRate remote={remote} version={remote.canary.version} />
              </>
            ) : (
              <Typography color="text.secondary">{t('registry.noCanary')}</Typography>
            )}
          </Box>
          <Box sx={{ alignSelf: 'center' }}>
            <Button variant="outlined" onClick={() => act(() => api.admin.rollback(remote.name))}>
              {t('registry.rollback')}
            </Button>
          </Box>
        </Stack>
        <Typography variant="subtitle2">{t('registry.versions')}</Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {remote.versions.map((entry) => (
            <Stack
              key={entry.version}
              direction="row"
              spacing={2}
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography sx={{ minWidth: 90, fontWeight: 600 }}>{entry.version}</Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {entry.manifestUrl}
                </Typography>
                <ErrorRate remote={remote} version={entry.version} />
              </Box>
              {entry.version !== remote.active && (
                <>
                  <Button
                    size="small"
                    onClick={() => act(() => api.admin.activate(remote.name, { version: entry.version }))}
                  >
                    {t('registry.activate')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      act(() =>
                        api.admin.activate(remote.name, {
                          version: entry.version,
                          canaryPercent: CANARY_PERCENT,
                        }),
                      )
                    }
                  >
                    {t('registry.startCanary', { percent: CANARY_PERCENT })}
                  </Button>
                </>
              )}
              {entry.version !== remote.active && entry.version !== remote.canary?.version && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    if (window.confirm(t('registry.confirmDelete', { version: entry.version })))
                      void act(() => api.admin.deleteVersion(remote.name, entry.version));
                  }}
                >
                  {t('registry.delete')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
        <Form<RegisterRemoteVersionBody>
          onSubmit={async (values, form) => {
            if (await act(() => api.admin.registerVersion(remote.name, remoteVersionSchema.cast(values))))
              setTimeout(() => form.restart());
          }}
          validate={validateVersion}
        >
          {({ handleSubmit, submitting }) => (
            <Stack
              component="form"
              direction={{ xs: 'column', md: 'row' }}
              spacing={1}
              sx={{ mb: 2, alignItems: 'flex-start' }}
              onSubmit={handleSubmit}
              noValidate
              aria-label={t('registry.register')}
            >
              <RuleField name="version" label={t('registry.version')} sx={{}} />
              <RuleField name="manifestUrl" label={t('registry.manifestUrl')} sx={{ flex: 1 }} />
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('registry.register')}
              </Button>
            </Stack>
          )}
        </Form>
        <Typography variant="subtitle2">{t('registry.history')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {remote.history.slice(0, 10).map((entry) => (
            <li key={`${entry.at} ${entry.action} ${entry.to ?? ''}`}>
              <Typography variant="body2">
                {new Date(entry.at).toLocaleString()} · {t(`registry.action.${entry.action}`)} ·{' '}
                {entry.from ?? '—'} → {entry.to ?? '—'} ·{' '}
                {t('registry.by', { by: entry.byEmail ?? entry.by ?? t('registry.server') })}
              </Typography>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /staff/remotes/ (administrators, feature flag staff-remote-registry): each remote's active and
 * canary versions with their error rates, the registered versions to activate or try as a
 * canary, a registration form, rollback and the history (docs/deploying.md).
 */
export default observer(function RemotesPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const { api } = store;

  const reload = useCallback(() => {
    api.admin.remotes().then(
      (registry) => setLoaded({ status: 'ready', registry }),
      () => setLoaded({ status: 'forbidden' }),
    );
  }, [api]);
  useEffect(reload, [reload]);

  const changed = (message: string | null) => {
    setProblem(message);
    reload();
  };

  return (
    <PageFrame {...heading}>
      {loaded.status === 'loading' && <PageLoader />}
      {loaded.status === 'forbidden' && <Alert severity="warning">{t('registry.forbidden')}</Alert>}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('registry.failed', { message: problem })}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <Stack spacing={2}>
          {loaded.registry.remotes.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} api={api} onChanged={changed} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
});
