import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { SavedContacts } from '../features/contacts/saved-contacts';
import { OrderList } from '../features/history/order-list';
import { HistoryFilter } from '../features/history/history-filter';
import {
  forgetOpenOrder,
  readHistoryFilter,
  rememberHistoryFilter,
} from '../features/history/history-filter-query';
import type { HistoryFilterValues } from '@dostavka/shared-kernel/rules';
import { useOnceAsked, usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { OWN_TEXTS } from '../i18n/texts';

/**
 * An order's dialog (MUI's Dialog, the order views' use, the loading date with its rules) loads
 * when an order is first asked for, beside the order itself.
 */
const OrderDetailDialog = lazy(async () => ({
  default: (await import('../features/history/order-detail-dialog')).OrderDetailDialog,
}));

/**
 * /profile/orders/ (signed in; the shell asks a guest to sign in first and shows the page after):
 * the order history with its detail, and the saved contacts.
 */
export default observer(function OrdersPage({ page, store, query }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useTranslation('order');
  const { profile, auth } = store;
  const wanted = query.order ?? '';
  // The filter of the address, read once: the form owns it afterwards and writes it back.
  const [initialFilter] = useState(() => readHistoryFilter(query));
  const detailWanted = useOnceAsked(profile.openingOrder !== null || profile.detail !== null);

  // A fresh first page on every visit and after every sign-in; signing out empties it (the store).
  useEffect(() => {
    profile.setHistoryFilter(initialFilter);
    return reaction(
      () => auth.loggedIn,
      (loggedIn) => {
        if (loggedIn) void profile.refreshOrders();
      },
      { fireImmediately: true },
    );
  }, [auth, profile, initialFilter]);

  // The order of a link or a reload opens; its address moves to the dialog's own history entry.
  useEffect(forgetOpenOrder, []);
  useEffect(() => {
    if (wanted && auth.loggedIn) void profile.openOrder(wanted);
  }, [wanted, auth.loggedIn, profile]);

  const open = (number: string) => void profile.openOrder(number);
  const filter = (values: HistoryFilterValues) => {
    rememberHistoryFilter(values);
    void profile.filterOrders(values);
  };
  const close = () => profile.closeOrder();

  return (
    <PageFrame {...heading}>
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="history-title">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id="history-title" variant="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
              {t('history.list')}
            </Typography>
            <Button onClick={() => void profile.refreshOrders()} disabled={profile.loadingOrders}>
              {t('history.refresh')}
            </Button>
          </Box>
          <HistoryFilter initial={initialFilter} onChange={filter} />
          <OrderList onOpen={open} />
        </Box>
        <Box component="section" aria-labelledby="saved-contacts-title">
          <Typography id="saved-contacts-title" variant="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
            {t('savedContacts.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('savedContacts.lead')}
          </Typography>
          <SavedContacts />
        </Box>
      </Stack>
      {detailWanted ? (
        <Suspense fallback={null}>
          <OrderDetailDialog onClose={close} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
});
