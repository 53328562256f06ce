import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffOrderChanged } from '@dostavka/shared-kernel/contract';
import { formatCost, ORDER_STATUSES } from '@dostavka/shared-kernel/domain';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import {
  ChoiceFilter,
  FilterForm,
  ListPager,
  OrderStatusChip,
  PageLoader,
  TextFilter,
  useDateFormat,
  usePageTexts,
} from '@dostavka/shared-kernel/ui';
import { BoardStore, EMPTY_FILTERS, type BoardFilters } from '../features/staff/board-store';
import { OrderDrawer } from '../features/staff/order-drawer';
import { useStaffChannel } from '../features/staff/use-staff-channel';
import { OWN_TEXTS } from '../i18n/texts';

/** The filters: every change asks the server again (after typing settles). */
function BoardFiltersForm({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  return (
    <FilterForm<BoardFilters>
      initialValues={EMPTY_FILTERS}
      empty={EMPTY_FILTERS}
      onChange={(filters) => void board.list.setFilters(filters)}
      settle
    >
      {(form) => (
        <>
          <TextFilter
            name="q"
            type="search"
            label={t('board.search')}
            placeholder={t('board.searchHint')}
            sx={{ flex: '2 1 260px', minWidth: { xs: '100%', sm: 260 } }}
          />
          <ChoiceFilter
            name="status"
            label={t('history.status')}
            any={t('board.any')}
            choices={ORDER_STATUSES.map((status) => [status, t(`status.${status}`)])}
          />
          <TextFilter name="carrier" label={t('board.carrier')} />
          <TextFilter name="city" label={t('board.city')} />
          <TextFilter name="from" label={t('board.from')} type="date" />
          <TextFilter name="to" label={t('board.to')} type="date" />
          <ChoiceFilter
            name="placedBy"
            label={t('board.placedBy')}
            any={t('board.any')}
            choices={[
              ['customer', t('board.byCustomer')],
              ['staff', t('board.byStaff')],
            ]}
            sx={{ minWidth: { xs: '100%', sm: 170 } }}
          />
          <Button onClick={() => form.reset()}>{t('board.reset')}</Button>
        </>
      )}
    </FilterForm>
  );
}

const BoardRows = observer(function BoardRows({ board }: { board: BoardStore }): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const { rows, status } = board.list;
  if (status === 'loading' && rows.length === 0) return <PageLoader />;
  if (status === 'failed') return <Alert severity="error">{t('board.failed')}</Alert>;
  if (rows.length === 0) return <Typography color="text.secondary">{t('board.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label={t('board.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
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

/** /staff/orders/: the orders board (EMPLOYEE and above, flag staff-orders). */
export default observer(function StaffOrdersPage({ page, store }: RemotePageProps): ReactElement {
  const { t } = useTranslation('order');
  const heading = usePageTexts(OWN_TEXTS, page);
  const [board] = useState(() => new BoardStore(store));
  useEffect(() => {
    void board.list.load();
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
          action={<Button onClick={() => void board.list.goTo(1)}>{t('board.showNew')}</Button>}
        >
          {t('board.newOrders', { count: board.fresh })}
        </Alert>
      ) : null}
      <BoardRows board={board} />
      <ListPager
        list={board.list}
        prev={t('board.prev')}
        next={t('board.next')}
        summary={({ page, pages, total }) => t('board.page', { page, pages, total })}
      />
      <OrderDrawer board={board} />
    </PageFrame>
  );
});
