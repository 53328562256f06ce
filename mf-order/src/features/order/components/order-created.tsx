import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreatedOrder } from '@dostavka/shared-kernel/domain';
import { AppButtonLink, useStore } from '@dostavka/shared-kernel/ui-core';
import { useWaybillDownload } from '@dostavka/shared-kernel/ui-order';

/** The placed order: its number, the waybill, tracking, the history, and a way to start again. */
export const OrderCreated = observer(function OrderCreated({
  created,
}: {
  created: CreatedOrder;
}): ReactElement {
  const { t } = useTranslation('order');
  const { order } = useStore();
  const { busy, downloadWaybill } = useWaybillDownload();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 } }}
      component="section"
      aria-labelledby="order-created-title"
    >
      <Stack spacing={2}>
        <Alert severity="success" variant="filled">
          <Typography id="order-created-title" component="h2" sx={{ fontWeight: 700 }}>
            {t('created.title')}
          </Typography>
        </Alert>
        <Box>
          <Typography color="text.secondary">{t('created.number')}</Typography>
          <Typography data-testid="order-number" sx={{ fontSize: 32, fontWeight: 700, letterSpacing: 1 }}>
            {created.number}
          </Typography>
        </Box>
        <Typography>{t('created.lead')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void downloadWaybill(created.uuid)} disabled={busy}>
            {t('created.waybill')}
          </Button>
          <AppButtonLink variant="outlined" to={`/tracking/?number=${encodeURIComponent(created.number)}`}>
            {t('created.track')}
          </AppButtonLink>
          <AppButtonLink variant="outlined" to="/profile/orders/">
            {t('created.history')}
          </AppButtonLink>
          <Button onClick={order.dismissCreated}>{t('created.another')}</Button>
        </Box>
      </Stack>
    </Paper>
  );
});
