import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { TrackingStore } from '../features/tracking/tracking-store';
import { TrackingView } from '../features/tracking/tracking-view';

/** Keeps the looked-up number in the address, so the page can be shared and reloaded. */
function rememberNumber(number: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('number', number);
  window.history.replaceState(window.history.state, '', url);
}

/** /tracking/ ('Отслеживание'): an order number, validated as typed, and where the order is. */
export default observer(function TrackingPage({ page, store, query }: RemotePageProps): ReactElement {
  const { t } = useTranslation('order');
  const [tracking] = useState(() => new TrackingStore(store));
  const wanted = query.number ?? '';

  useEffect(() => {
    if (!wanted) return;
    tracking.setInput(wanted);
    void tracking.find();
  }, [tracking, wanted]);

  useEffect(
    () =>
      reaction(
        () => store.auth.loggedIn,
        () => void tracking.loadOwned(),
      ),
    [store, tracking],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await tracking.find()) rememberNumber(tracking.input);
  };
  const problem = tracking.problem;

  return (
    <PageFrame page={page}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        role="search"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3, maxWidth: 560 }}
      >
        <TextField
          label={t('tracking.number')}
          value={tracking.input}
          onChange={(event) => tracking.setInput(event.target.value)}
          error={problem !== null}
          helperText={problem ? t(problem) : t('tracking.hint')}
          placeholder="A-12345678"
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 12 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 0.5 }}
          disabled={tracking.status === 'loading'}
        >
          {t('tracking.find')}
        </Button>
      </Box>
      <TrackingView tracking={tracking} />
    </PageFrame>
  );
});
