import { useEffect, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { offerCarrier } from '@dostavka/shared-kernel/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AppButtonLink,
  useDateFormat,
  useNumberFormat,
  useDataNames,
  useStore,
  OrderStatusChip,
} from '@dostavka/shared-kernel/ui-core';
import { PlainList, RowText } from '../../ui/plain-list';

/** Loads the next page when the end of the list scrolls into view (where the browser can tell). */
function useLoadOnScroll(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, enabled]);
  return sentinel;
}

/** The order history, 10 a page: more on scroll or with the button; empty: the way to the calculator. */
export const OrderList = observer(function OrderList({
  onOpen,
}: {
  onOpen(number: string): void;
}): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const numbers = useNumberFormat();
  const names = useDataNames();
  const { profile } = useStore();
  const sentinel = useLoadOnScroll(profile.loadOrders, profile.hasMoreOrders && profile.orders.length > 0);
  const empty = profile.orders.length === 0 && !profile.hasMoreOrders;

  if (empty && profile.historyFiltered) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
        <Typography variant="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t('history.emptyFiltered')}
        </Typography>
        <Typography color="text.secondary">{t('history.emptyFilteredLead')}</Typography>
      </Paper>
    );
  }
  if (empty) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t('history.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('history.emptyLead')}
        </Typography>
        <AppButtonLink to="/calculator/" variant="contained">
          {t('history.toCalculator')}
        </AppButtonLink>
      </Paper>
    );
  }

  return (
    <Box>
      <Paper variant="outlined">
        <PlainList label={t('history.list')}>
          {profile.orders.map((item) => (
            <li key={item.uuid}>
              <ButtonBase
                onClick={() => onOpen(item.number)}
                aria-label={t('history.open', { number: item.number })}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: 2,
                  px: 2,
                  py: 1,
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                }}
              >
                <RowText
                  strong
                  primary={item.number}
                  secondary={[
                    dates.format(item.created_at, 'dateTime'),
                    item.fromCity && item.toCity
                      ? `${names.place(item.fromCity)} → ${names.place(item.toCity)}`
                      : '',
                    item.carrier
                      ? offerCarrier({ company: { name: item.carrier, slug: item.carrierSlug ?? '' } }, t)
                      : '',
                    item.total !== undefined ? numbers.cost(item.total) : '',
                    item.expectedDelivery
                      ? t('history.expected', { date: dates.format(item.expectedDelivery, 'date') })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <OrderStatusChip status={item.status} />
              </ButtonBase>
            </li>
          ))}
        </PlainList>
      </Paper>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        {profile.loadingOrders ? (
          <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} />
        ) : profile.hasMoreOrders ? (
          <Button variant="outlined" onClick={() => void profile.loadOrders()}>
            {t('history.more')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('history.end')}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
