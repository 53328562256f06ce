import { useEffect, useState, type ReactElement } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { orderNumberProblem, parseOrderNumber, TrackingStore } from '../features/tracking/tracking-store';
import { TrackingView } from '../features/tracking/tracking-view';
import { useTrackingChannel } from '../features/tracking/use-tracking-channel';
import { usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { OWN_TEXTS } from '../i18n/texts';

/** Keeps the looked-up number in the address, so the page can be shared and reloaded. */
function rememberNumber(number: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('number', number);
  window.history.replaceState(window.history.state, '', url);
}

interface TrackingValues {
  number: string;
}

/** /tracking/ ('Отслеживание'): an order number, validated as typed, and where the order is. */
export default observer(function TrackingPage({ page, store, query }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useTranslation('order');
  const [tracking] = useState(() => new TrackingStore(store));
  const wanted = parseOrderNumber(query.number);

  useEffect(() => {
    if (wanted) void tracking.find(wanted);
  }, [tracking, wanted]);

  useEffect(
    () =>
      reaction(
        () => store.auth.loggedIn,
        () => void tracking.loadOwned(),
      ),
    [store, tracking],
  );

  useTrackingChannel(tracking.shownNumber, tracking.refresh);

  const submit = async ({ number }: TrackingValues) => {
    if (await tracking.find(number)) rememberNumber(number);
  };

  return (
    <PageFrame {...heading}>
      <Form<TrackingValues> onSubmit={submit} initialValues={{ number: wanted }} subscription={{}}>
        {({ handleSubmit }) => (
          <Box
            component="form"
            onSubmit={handleSubmit}
            noValidate
            role="search"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3, maxWidth: 560 }}
          >
            <Field<string> name="number" parse={parseOrderNumber} validate={orderNumberProblem}>
              {({ input, meta }) => {
                // A wrong character shows as typed; an unfinished number once a search was asked.
                const asked = meta.submitFailed && !meta.modifiedSinceLastSubmit;
                const problem =
                  meta.error === 'tracking.invalid' || asked ? (meta.error as string) : undefined;
                return (
                  <TextInput
                    {...input}
                    label={t('tracking.number')}
                    error={problem !== undefined}
                    helperText={problem ? t(problem) : t('tracking.hint')}
                    placeholder="A-12345678"
                    fullWidth
                    inputProps={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 12 }}
                  />
                );
              }}
            </Field>
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
        )}
      </Form>
      <TrackingView tracking={tracking} />
    </PageFrame>
  );
});
