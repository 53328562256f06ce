import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  AppButtonLink,
  OrderParties,
  OrderSection,
  OrderStatusChip,
  OrderTimeline,
  PriceLines,
  ShipmentFacts,
  useBus,
  useCloseOnBack,
  useDateFormat,
  useStore,
  useWaybillDownload,
  useDataNames,
} from '@dostavka/shared-kernel/ui';
import { canChangeLoadingDate, offerCarrier, offerName } from '@dostavka/shared-kernel/domain';
import { LoadingDate } from './loading-date';
import { openOrderAddress } from './history-filter-query';

/**
 * One order of the history: timeline, parties, cargo, prices, loading date and waybill. Full
 * screen on a phone, where the browser's Back closes it (on every width alike); its history entry
 * carries the order in the address.
 */
export const OrderDetailDialog = observer(function OrderDetailDialog({
  onClose,
}: {
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation('order');
  const { profile, order: orders } = useStore();
  const bus = useBus();
  const [repeating, setRepeating] = useState(false);
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const { busy, downloadWaybill } = useWaybillDownload();
  const dates = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const names = useDataNames();
  const order = profile.detail;
  const from = names.place(order?.directions.from.city?.name ?? '');
  const to = names.place(order?.directions.to.city?.name ?? '');
  useCloseOnBack(order !== null, onClose, order ? openOrderAddress(order.number) : undefined);

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth="md"
      aria-labelledby="order-detail-title"
    >
      {order ? (
        <>
          <DialogTitle
            id="order-detail-title"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            {t('detail.title', { number: order.number })}
            <OrderStatusChip status={order.status} />
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              {order.isInternal ? <Alert severity="info">{t('detail.internal')}</Alert> : null}
              <Typography>
                {from} → {to} · {offerCarrier(order.tariff, t)} — {offerName(order.tariff, t, names.vehicle)}
              </Typography>
              <LoadingDate key={order.loadingDate} order={order} />
              {order.expectedDelivery ? (
                <Typography>
                  {t('detail.expectedDelivery')}: {dates.format(order.expectedDelivery, 'date')}
                </Typography>
              ) : null}
              {confirming ? (
                <Alert
                  severity="warning"
                  action={
                    <Stack direction="row" spacing={1}>
                      <Button
                        color="error"
                        disabled={cancelling}
                        onClick={async () => {
                          setCancelling(true);
                          await profile.cancelOrder(order.uuid);
                          setCancelling(false);
                          setConfirming(false);
                        }}
                      >
                        {t('detail.cancelOrder')}
                      </Button>
                      <Button onClick={() => setConfirming(false)}>{t('detail.keep')}</Button>
                    </Stack>
                  }
                >
                  {t('detail.cancelConfirm', { number: order.number })}
                </Alert>
              ) : null}
              <OrderSection title={t('timeline.title')}>
                <OrderTimeline timeline={order.timeline} from={from} to={to} />
              </OrderSection>
              <Divider />
              <OrderSection title={t('detail.parties')}>
                <OrderParties contacts={order.contacts} directions={order.directions} />
              </OrderSection>
              <OrderSection title={t('detail.cargo')}>
                <ShipmentFacts delivery={order.delivery} />
              </OrderSection>
              <OrderSection title={t('detail.prices')}>
                <Box sx={{ maxWidth: 420 }}>
                  <PriceLines prices={order.tariff.prices} total={order.total} />
                </Box>
              </OrderSection>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <AppButtonLink to={`/tracking/?number=${encodeURIComponent(order.number)}`}>
              {t('detail.track')}
            </AppButtonLink>
            <Button variant="contained" onClick={() => void downloadWaybill(order.uuid)} disabled={busy}>
              {t('detail.waybill')}
            </Button>
            <Button
              variant="outlined"
              disabled={repeating}
              onClick={async () => {
                // The calculator prices the same shipment again; the order form starts from its parties.
                setRepeating(true);
                const href = await orders.repeat(order);
                setRepeating(false);
                onClose();
                bus.emit('navigate', { to: href });
              }}
            >
              {t('history.repeat')}
            </Button>
            {canChangeLoadingDate(order.status) && !confirming ? (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('detail.cancelOrder')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t('detail.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
});
