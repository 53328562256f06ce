import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffOrderChanged } from '@dostavka/shared-kernel/contract';
import { formatCost, ORDER_STATUSES } from '@dostavka/shared-kernel/domain';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { OrderStatusChip, PageLoader, useDateFormat, usePageTexts } from '@dostavka/shared-kernel/ui';
import { BoardStore, EMPTY_FILTERS, type BoardFilters } from '../features/staff/board-store';
import { OrderDrawer } from '../features/staff/order-drawer';
import { useStaffChannel } from '../features/staff/use-staff-channel';
import { OWN_TEXTS } from '../i18n/texts';

/** Typing in the filters settles this long before the list is asked again. */
const FILTER_DELAY_MS = 350;

function TextFilter({
  name,
  label,
  type = 'text',
}: {
  name: keyof BoardFilters;
  label: string;
  type?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <TextField
          {...input}
          type={type}
          size="small"
          label={label}
          slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
          sx={{ minWidth: { xs: '100%', sm: 150 }, flex: { sm: '1 1 150px' } }}
        />
      )}
    </Field>
  );
}

/** The filters: every change asks the server again (after typing settles). */
function BoardFiltersForm({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form<BoardFilters>
      onSubmit={(values) => board.setFilters({ ...EMPTY_FILTERS, ...values })}
      initialValues={EMPTY_FILTERS}
    >
      {({ handleSubmit, form }) => (
        <Box
          component="form"
          role="search"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
        >
          <Field<string> name="q">
            {({ input }) => (
              <TextField
                {...input}
                size="small"
                type="search"
                label={t('board.search')}
                placeholder={t('board.searchHint')}
                sx={{ flex: '2 1 260px', minWidth: { xs: '100%', sm: 260 } }}
              />
            )}
          </Field>
          <Field<string> name="status">
            {({ input }) => (
              <TextField
                {...input}
                select
                size="small"
                label={t('history.status')}
                sx={{ minWidth: { xs: '100%', sm: 180 } }}
              >
                <MenuItem value="">{t('board.any')}</MenuItem>
                {ORDER_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Field>
          <TextFilter name="carrier" label={t('board.carrier')} />
          <TextFilter name="city" label={t('board.city')} />
          <TextFilter name="from" label={t('board.from')} type="date" />
          <TextFilter name="to" label={t('board.to')} type="date" />
          <Field<string> name="placedBy">
            {({ input }) => (
              <TextField
                {...input}
                select
                size="small"
                label={t('board.placedBy')}
                sx={{ minWidth: { xs: '100%', sm: 170 } }}
              >
                <MenuItem value="">{t('board.any')}</MenuItem>
                <MenuItem value="customer">{t('board.byCustomer')}</MenuItem>
                <MenuItem value="staff">{t('board.byStaff')}</MenuItem>
              </TextField>
            )}
          </Field>
          <Button onClick={() => form.reset()}>{t('board.reset')}</Button>
          <FormSpy<BoardFilters>
            subscription={{ values: true }}
            onChange={() => {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => void form.submit(), FILTER_DELAY_MS);
            }}
          />
        </Box>
      )}
    </Form>
  );
}

const BoardRows = observer(function BoardRows({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  if (board.status === 'loading' && board.rows.length === 0) return <PageLoader />;
  if (board.status === 'failed') return <Alert severity="error">{t('board.failed')}</Alert>;
  if (board.rows.length === 0) return <Typography color="text.secondary">{t('board.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label={t('board.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {board.rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.uuid} data-board-row={row.number}>
          <ButtonBase
            onClick={() => void board.open(row.uuid)}
            aria-label={t('history.open', { number: row.number })}
            sx={{
              width: '100%',
              textAlign: 'left',
              p: 1.5,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: '1fr auto', md: '130px 1.3fr 1fr 1fr 120px auto' },
              alignItems: 'center',
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{row.number}</Typography>
            <Box sx={{ justifySelf: { xs: 'end', md: 'start' }, order: { xs: 0, md: 5 } }}>
              <OrderStatusChip status={row.status} />
            </Box>
            <Typography variant="body2">
              {row.fromCity} → {row.toCity}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.customerEmail}
              {row.internal ? ` · ${t('board.byStaff')}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.carrier} · {dates.format(row.created_at, 'date')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.total !== undefined ? formatCost(row.total) : ''}
            </Typography>
            {row.manager ? (
              <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {t('board.manager')}: {row.manager.email}
              </Typography>
            ) : null}
          </ButtonBase>
        </Paper>
      ))}
    </Stack>
  );
});

const Pager = observer(function Pager({ board }: { board: BoardStore }): ReactElement | null {
  const { t } = useTranslation('order');
  if (board.total === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
      <Button disabled={board.page <= 1} onClick={() => void board.goTo(board.page - 1)}>
        {t('board.prev')}
      </Button>
      <Typography variant="body2">
        {t('board.page', { page: board.page, pages: board.pages, total: board.total })}
      </Typography>
      <Button disabled={board.page >= board.pages} onClick={() => void board.goTo(board.page + 1)}>
        {t('board.next')}
      </Button>
    </Box>
  );
});

/** /staff/orders/: the orders board (EMPLOYEE and above, flag staff-orders). */
export default observer(function StaffOrdersPage({ page, store }: RemotePageProps): ReactElement {
  const { t } = useTranslation('order');
  const heading = usePageTexts(OWN_TEXTS, page);
  const [board] = useState(() => new BoardStore(store));
  useEffect(() => {
    void board.load();
    void board.loadMembers();
  }, [board]);
  const onChange = useCallback((event: StaffOrderChanged) => board.changed(event), [board]);
  useStaffChannel(store, onChange);
  return (
    <PageFrame {...heading}>
      <BoardFiltersForm board={board} />
      {board.fresh > 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void board.goTo(1)}>{t('board.showNew')}</Button>}
        >
          {t('board.newOrders', { count: board.fresh })}
        </Alert>
      ) : null}
      <BoardRows board={board} />
      <Pager board={board} />
      <OrderDrawer board={board} />
    </PageFrame>
  );
});
