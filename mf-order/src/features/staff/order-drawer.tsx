import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuditEntry, StaffOrderDetail } from '@dostavka/shared-kernel/contract';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';
import { shownError, statusChangeSchema, validateWith } from '@dostavka/shared-kernel/rules';
import {
  OrderParties,
  OrderSection,
  OrderStatusChip,
  OrderTimeline,
  PageLoader,
  PriceLines,
  ShipmentFacts,
  useCloseOnBack,
  useDateFormat,
  useNotify,
} from '@dostavka/shared-kernel/ui';
import { ACTION_FAILED, type BoardStore } from './board-store';

interface StatusValues {
  status: OrderStatus | '';
  comment: string;
}

/** Staff move the order on, with a comment: only the statuses it may reach now are offered. */
const StatusForm = observer(function StatusForm({
  board,
  detail,
}: {
  board: BoardStore;
  detail: StaffOrderDetail;
}): ReactElement {
  const { t } = useTranslation('order');
  const notify = useNotify();
  const validate = validateWith<StatusValues>(statusChangeSchema, () => ({ from: detail.order.status }));
  if (detail.nextStatuses.length === 0)
    return <Typography color="text.secondary">{t('board.final')}</Typography>;
  return (
    <Form<StatusValues>
      onSubmit={async ({ status, comment }, form) => {
        if (!status) return;
        const refused = await board.changeStatus(status, comment.trim());
        if (refused) notify(refused === ACTION_FAILED ? t(refused) : refused, 'error');
        else {
          notify(t('board.moved', { status: t(`status.${status}`) }), 'success');
          setTimeout(() => form.restart({ status: '', comment: '' }));
        }
      }}
      initialValues={{ status: '', comment: '' }}
      validate={validate}
    >
      {({ handleSubmit, submitting }) => (
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('board.changeStatus')}
        >
          <Field<string> name="status">
            {({ input, meta }) => (
              <TextField
                {...input}
                select
                label={t('board.newStatus')}
                error={Boolean(shownError(meta))}
                helperText={shownError(meta) ? t(shownError(meta) as string) : ' '}
              >
                {detail.nextStatuses.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Field>
          <Field<string> name="comment">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('board.comment')}
                multiline
                minRows={2}
                error={Boolean(shownError(meta))}
                helperText={shownError(meta) ? t(shownError(meta) as string) : t('board.commentHint')}
              />
            )}
          </Field>
          <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
            {t('board.saveStatus')}
          </Button>
        </Stack>
      )}
    </Form>
  );
});

/** An internal note (never shown to the customer). */
function NoteForm({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  const notify = useNotify();
  return (
    <Form<{ text: string }>
      onSubmit={async ({ text }, form) => {
        const refused = await board.addNote(text.trim());
        if (refused) notify(refused === ACTION_FAILED ? t(refused) : refused, 'error');
        else setTimeout(() => form.restart({ text: '' }));
      }}
      initialValues={{ text: '' }}
      validate={({ text }) => (text?.trim() ? {} : { text: 'board.noteRequired' })}
    >
      {({ handleSubmit, submitting }) => (
        <Stack component="form" direction="row" spacing={1} onSubmit={handleSubmit} noValidate sx={{ mt: 1 }}>
          <Field<string> name="text">
            {({ input, meta }) => (
              <TextField
                {...input}
                size="small"
                fullWidth
                label={t('board.note')}
                error={Boolean(shownError(meta))}
                helperText={shownError(meta) ? t(shownError(meta) as string) : undefined}
              />
            )}
          </Field>
          <Button type="submit" variant="outlined" disabled={submitting}>
            {t('board.addNote')}
          </Button>
        </Stack>
      )}
    </Form>
  );
}

function auditLine(entry: AuditEntry, t: TFunction<'order'>): string {
  const after = entry.after as {
    status?: string;
    managerId?: string | null;
    loadingDate?: string;
    text?: string;
  } | null;
  const before = entry.before as { status?: string; loadingDate?: string } | null;
  switch (entry.action) {
    case 'order.status':
      return t('board.audit.status', {
        from: t(`status.${before?.status ?? ''}`),
        to: t(`status.${after?.status ?? ''}`),
      });
    case 'order.loading_date':
      return t('board.audit.date', { from: before?.loadingDate ?? '', to: after?.loadingDate ?? '' });
    case 'order.manager':
      return after?.managerId ? t('board.audit.manager') : t('board.audit.unassigned');
    case 'order.note':
      return t('board.audit.note');
    default:
      return entry.action;
  }
}

/** The order open on the board: parties, cargo, prices, timeline, manager, notes, audit and the status form. */
export const OrderDrawer = observer(function OrderDrawer({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const notify = useNotify();
  const [assigning, setAssigning] = useState(false);
  const { detail, detailStatus } = board;
  const open = detailStatus !== 'closed';
  // The whole width of a phone, where the browser's Back closes it (on every width alike).
  useCloseOnBack(open, board.close);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={board.close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 }, p: { xs: 2, sm: 3 } } } }}
    >
      {detailStatus === 'loading' && !detail ? <PageLoader /> : null}
      {detailStatus === 'failed' ? <Alert severity="error">{t('board.failed')}</Alert> : null}
      {detail ? (
        <Stack spacing={2.5} data-staff-order={detail.order.number}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
              {detail.order.number}
            </Typography>
            <OrderStatusChip status={detail.order.status} size="medium" />
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={board.close}>{t('detail.close')}</Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('board.customer')}: {detail.customerEmail}
            {detail.placedBy ? ` · ${t('board.placedByStaff', { email: detail.placedBy })}` : ''}
          </Typography>
          <OrderSection title={t('board.changeStatus')}>
            <StatusForm board={board} detail={detail} />
          </OrderSection>
          <OrderSection title={t('board.manager')}>
            <TextField
              select
              size="small"
              fullWidth
              label={t('board.manager')}
              value={detail.manager?.id ?? ''}
              disabled={assigning}
              onChange={async (event) => {
                setAssigning(true);
                const refused = await board.assign(event.target.value || null);
                setAssigning(false);
                if (refused) notify(refused === ACTION_FAILED ? t(refused) : refused, 'error');
              }}
            >
              <MenuItem value="">{t('board.nobody')}</MenuItem>
              {board.members.map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.name ? `${member.name} · ${member.email}` : member.email}
                </MenuItem>
              ))}
            </TextField>
          </OrderSection>
          <Divider />
          <OrderSection title={t('timeline.title')}>
            <OrderTimeline
              timeline={detail.order.timeline}
              from={detail.order.directions.from.city?.name ?? ''}
              to={detail.order.directions.to.city?.name ?? ''}
            />
          </OrderSection>
          <OrderSection title={t('detail.parties')}>
            <OrderParties contacts={detail.order.contacts} directions={detail.order.directions} />
          </OrderSection>
          <OrderSection title={t('detail.cargo')}>
            <ShipmentFacts delivery={detail.order.delivery} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('detail.loadingDate')}: {dates.format(detail.order.loadingDate, 'date')}
              {detail.order.expectedDelivery
                ? ` · ${t('detail.expectedDelivery')}: ${dates.format(detail.order.expectedDelivery, 'date')}`
                : ''}
            </Typography>
          </OrderSection>
          <OrderSection title={t('detail.prices')}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {detail.order.tariff.company.name} · {detail.order.tariff.name}
              {/* The carrier's tariff code (a carrier API's offer: 'cdek-483'), for staff handing it over. */}
              {detail.order.tariff.codes.tariff ? ` · ${detail.order.tariff.codes.tariff}` : ''}
            </Typography>
            <PriceLines prices={detail.order.tariff.prices} total={detail.order.total} />
          </OrderSection>
          <OrderSection title={t('board.notes')}>
            <Stack spacing={1}>
              {detail.notes.map((note) => (
                <Box key={note.id} sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 1 }}>
                  <Typography variant="body2">{note.text}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {note.author.email} · {dates.format(note.at, 'dateTime')}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <NoteForm board={board} />
          </OrderSection>
          <OrderSection title={t('board.audit.title')}>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {detail.audit.map((entry) => (
                <Box component="li" key={entry.id} sx={{ mb: 1 }}>
                  <Typography variant="body2">{auditLine(entry, t)}</Typography>
                  {entry.comment ? (
                    <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                      «{entry.comment}»
                    </Typography>
                  ) : null}
                  <Typography variant="caption" color="text.secondary">
                    {entry.actor?.email ?? t('board.system')} · {dates.format(entry.at, 'dateTime')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </OrderSection>
        </Stack>
      ) : null}
    </Drawer>
  );
});
