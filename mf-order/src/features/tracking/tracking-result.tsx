import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataNames, useDateFormat } from '@dostavka/shared-kernel/ui-core';
import {
  OrderParties,
  OrderStatusChip,
  OrderTimeline,
  ShipmentFacts,
} from '@dostavka/shared-kernel/ui-order';
import type { OrderDetail, TrackingInfo } from '@dostavka/shared-kernel/domain';

/** An order found: status and route, the timeline with dates and places; parties and cargo for the owner. */
export default function TrackingResult({
  result,
  owned,
}: {
  result: TrackingInfo;
  owned: OrderDetail | null;
}): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const names = useDataNames();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tracking-number"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography id="tracking-number" variant="h2" sx={{ fontSize: 24, fontWeight: 700 }}>
            {result.number}
          </Typography>
          <OrderStatusChip status={result.status} size="medium" />
        </Box>
        <Typography>
          {names.place(result.from.city)} → {names.place(result.to.city)}
        </Typography>
        {result.expectedDelivery ? (
          <Typography data-expected-delivery={result.expectedDelivery}>
            {t('detail.expectedDelivery')}: {dates.format(result.expectedDelivery, 'date')}
          </Typography>
        ) : null}
        <Box>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('timeline.title')}
          </Typography>
          <OrderTimeline timeline={result.timeline} from={result.from.city} to={result.to.city} />
        </Box>
        {owned ? (
          <>
            <Divider />
            <Box component="section" aria-label={t('tracking.owner')}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('tracking.owner')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('tracking.ownerLead')}
              </Typography>
              <OrderParties contacts={owned.contacts} directions={owned.directions} />
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" color="text.secondary">
                  {t('detail.cargo')}
                </Typography>
                <ShipmentFacts delivery={owned.delivery} />
              </Box>
            </Box>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
