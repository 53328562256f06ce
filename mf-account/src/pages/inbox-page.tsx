import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InboxItem, InboxState } from '@dostavka/shared-kernel/contract';
import { INBOX_KINDS, INBOX_STATES } from '@dostavka/shared-kernel/contract/names';
import { formatPhone } from '@dostavka/shared-kernel/domain';
import { inboxUpdateSchema, OUTCOME_MAX, shownError, validateWith } from '@dostavka/shared-kernel/rules';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import {
  ChoiceFilter,
  FilterForm,
  ListPager,
  PageLoader,
  useDateFormat,
  usePageTexts,
} from '@dostavka/shared-kernel/ui';
import { EMPTY_INBOX_FILTERS, InboxStore, type InboxFilters } from '../features/inbox/inbox-store';
import { OWN_TEXTS, useAccountTranslation } from '../i18n/texts';
import { Tag } from '@dostavka/shared-kernel/ui-core';

interface HandlingValues {
  state: InboxState;
  outcome: string;
}

const validateHandling = validateWith<HandlingValues>(inboxUpdateSchema);
const STATE_COLOURS = { new: 'warning', in_progress: 'info', done: 'success' } as const;

/** The filters: every change asks the server again. */
function InboxFiltersForm({ inbox }: { inbox: InboxStore }): ReactElement {
  const { t } = useAccountTranslation();
  return (
    <FilterForm<InboxFilters>
      initialValues={EMPTY_INBOX_FILTERS}
      empty={EMPTY_INBOX_FILTERS}
      onChange={(filters) => void inbox.list.setFilters(filters)}
    >
      {() => (
        <>
          <ChoiceFilter
            name="state"
            label={t('inbox.state')}
            any={t('inbox.any')}
            choices={INBOX_STATES.map((state) => [state, t(`inbox.states.${state}`)])}
          />
          <ChoiceFilter
            name="kind"
            label={t('inbox.kind')}
            any={t('inbox.any')}
            choices={INBOX_KINDS.map((kind) => [kind, t(`inbox.kinds.${kind}`)])}
          />
        </>
      )}
    </FilterForm>
  );
}

/** The state and outcome of one item, on react-final-form with the kernel's yup rules. */
function HandlingForm({ item, inbox }: { item: InboxItem; inbox: InboxStore }): ReactElement {
  const { t } = useAccountTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Form<HandlingValues>
      onSubmit={async (values) => {
        const outcome = values.outcome.trim();
        setProblem(await inbox.update(item.id, { state: values.state, ...(outcome ? { outcome } : {}) }));
      }}
      initialValues={{ state: item.state, outcome: item.outcome ?? '' }}
      validate={validateHandling}
    >
      {({ handleSubmit, submitting, form }) => (
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('inbox.handle')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1 }}
        >
          {item.state === 'new' ? (
            <Button
              variant="contained"
              disabled={submitting}
              onClick={() => {
                form.change('state', 'in_progress');
                void form.submit();
              }}
            >
              {t('inbox.take')}
            </Button>
          ) : null}
          <Field<string> name="state">
            {({ input }) => (
              <TextField {...input} select size="small" label={t('inbox.state')} sx={{ minWidth: 170 }}>
                {INBOX_STATES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {t(`inbox.states.${state}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Field>
          <Field<string> name="outcome">
            {({ input, meta }) => {
              const message = shownError(meta);
              return (
                <TextField
                  {...input}
                  size="small"
                  multiline
                  minRows={1}
                  label={t('inbox.outcome')}
                  error={Boolean(message)}
                  helperText={message ? t(message, { max: OUTCOME_MAX }) : t('inbox.outcomeHint')}
                  sx={{ flex: '1 1 280px' }}
                />
              );
            }}
          </Field>
          <Button type="submit" variant="outlined" disabled={submitting}>
            {t('inbox.save')}
          </Button>
          {problem ? (
            <Alert severity="error" sx={{ flexBasis: '100%' }}>
              {t(problem)}
            </Alert>
          ) : null}
        </Box>
      )}
    </Form>
  );
}

function InboxRow({ item, inbox }: { item: InboxItem; inbox: InboxStore }): ReactElement {
  const { t } = useAccountTranslation();
  const dates = useDateFormat();
  return (
    <Paper component="li" variant="outlined" data-inbox-item={item.id} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Tag size="small" label={t(`inbox.kinds.${item.kind}`)} />
        <Tag size="small" color={STATE_COLOURS[item.state]} label={t(`inbox.states.${item.state}`)} />
        <Typography sx={{ fontWeight: 700 }}>{formatPhone(item.phone)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {dates.format(item.createdAt, 'dateTime')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          roistat: {item.roistat || '—'}
        </Typography>
      </Stack>
      {item.message ? <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{item.message}</Typography> : null}
      {item.takenBy ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('inbox.takenBy', { email: item.takenBy.email })}
          {item.takenAt ? ` · ${dates.format(item.takenAt, 'dateTime')}` : ''}
        </Typography>
      ) : null}
      {item.outcome ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('inbox.outcomeWas', { outcome: item.outcome })}
        </Typography>
      ) : null}
      <HandlingForm key={`${item.state}:${item.outcome ?? ''}`} item={item} inbox={inbox} />
    </Paper>
  );
}

const InboxList = observer(function InboxList({ inbox }: { inbox: InboxStore }): ReactElement {
  const { t } = useAccountTranslation();
  const { rows, status } = inbox.list;
  if (status !== 'ready' && rows.length === 0 && status !== 'failed') return <PageLoader />;
  if (status === 'failed') return <Alert severity="error">{t('inbox.failed')}</Alert>;
  if (rows.length === 0) return <Typography color="text.secondary">{t('inbox.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label={t('inbox.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((item) => (
        <InboxRow key={item.id} item={item} inbox={inbox} />
      ))}
    </Stack>
  );
});

/**
 * /staff/inbox/ (EMPLOYEE and above, feature flag staff-inbox): feedback messages and callback
 * requests with their roistat; staff take them and mark them done with the outcome.
 */
export default observer(function InboxPage({ page, store }: RemotePageProps): ReactElement {
  const { t } = useAccountTranslation();
  const heading = usePageTexts(OWN_TEXTS, page);
  const [inbox] = useState(() => new InboxStore(store));
  const { list } = inbox;
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <PageFrame {...heading}>
      <InboxFiltersForm inbox={inbox} />
      <InboxList inbox={inbox} />
      <ListPager
        list={list}
        prev={t('inbox.prev')}
        next={t('inbox.next')}
        summary={({ page, pages, total }) => t('inbox.page', { page, pages, total })}
      />
    </PageFrame>
  );
});
