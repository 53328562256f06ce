import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AppButtonLink,
  AppLink,
  useDataNames,
  useDateFormat,
  useStore,
} from '@dostavka/shared-kernel/ui-core';
import { PriceLines, ShipmentFacts } from '@dostavka/shared-kernel/ui-order';
import { offerCarrier, offerDescription, offerName, offerTerm } from '@dostavka/shared-kernel/domain';
import { fieldId } from './field-problem';

/** The calculator page the search came from, which still holds it (the stores are shared). */
export const calculatorPath = (dedicated: boolean): string =>
  dedicated ? '/calculator/truck/' : '/calculator/';

/**
 * The chosen offer: carrier and tariff, dates, route, cargo, price lines and total, with the way
 * back to the calculator. Without an offer: where to get one.
 */
export const TariffSummary = observer(function TariffSummary(): ReactElement {
  const { t, i18n } = useTranslation('order');
  const { order, shipment, delivery } = useStore();
  const dates = useDateFormat();
  const names = useDataNames();
  const { tariff } = shipment;
  const back = calculatorPath(delivery.isDedicated);

  if (!tariff) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} id={fieldId('tariff', 'tariff')} tabIndex={-1}>
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t('tariff.none')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('tariff.noneLead')}
        </Typography>
        <AppButtonLink to={back} variant="contained">
          {t('tariff.toCalculator')}
        </AppButtonLink>
      </Paper>
    );
  }

  const from = names.place(shipment.directions.from.city?.name ?? '—');
  const to = names.place(shipment.directions.to.city?.name ?? '—');
  const description = offerDescription(tariff, t);
  const arrival = tariff.dates.plannedDateShipmentCargo;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="order-tariff-title">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('tariff.title')}
          </Typography>
          <Typography id="order-tariff-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {offerCarrier(tariff, t)} — {offerName(tariff, t, names.vehicle)}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Box>
        {order.requoting ? (
          <Box>
            <Typography variant="body2">{t('tariff.requoting')}</Typography>
            <LinearProgress />
          </Box>
        ) : null}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('tariff.route')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {from} → {to}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('tariff.loading')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {dates.format(tariff.dates.plannedDateLoadingCargo.date)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('tariff.delivery')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {dates.format(arrival.date)}
            {arrival.text || arrival.days ? ` (${offerTerm(tariff, i18n.language)})` : ''}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('tariff.cargo')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <ShipmentFacts delivery={delivery.searchPayload} />
          </Box>
        </Box>
        <PriceLines prices={tariff.prices} total={tariff.total} />
        {tariff.preliminarily ? <Alert severity="info">{t('tariff.preliminary')}</Alert> : null}
        {tariff.required.passport ? <Alert severity="info">{t('tariff.passportRequired')}</Alert> : null}
        <AppLink to={back}>{t('tariff.change')}</AppLink>
      </Stack>
    </Paper>
  );
});
