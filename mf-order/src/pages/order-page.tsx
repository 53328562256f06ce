import { useEffect, type ReactElement, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { ContactForm } from '../features/order/components/contact-form';
import { DirectionFields } from '../features/order/components/direction-fields';
import { ManagerPanel } from '../features/order/components/manager-panel';
import { OrderCreated } from '../features/order/components/order-created';
import { PayerChoice } from '../features/order/components/payer-choice';
import { SubmitBar } from '../features/order/components/submit-bar';
import { TariffSummary } from '../features/order/components/tariff-summary';
import { OrderForm } from '../features/order/order-form';
import { usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { OWN_TEXTS } from '../i18n/texts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactElement {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /order/: the chosen tariff, the sender with where the cargo is handed over, the recipient with
 * where it is received, the payer, manager mode for staff, and the submit button.
 */
export default observer(function OrderPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useTranslation('order');
  const { order, auth, profile } = store;

  useEffect(
    () =>
      reaction(
        () => [auth.loggedIn, auth.user?.uuid, auth.role] as const,
        () => void profile.loadManagerMode(),
        { fireImmediately: true },
      ),
    [auth, profile],
  );

  if (order.created) {
    return (
      <PageFrame {...heading}>
        <OrderCreated created={order.created} />
      </PageFrame>
    );
  }

  return (
    <PageFrame {...heading}>
      <OrderForm>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            gridTemplateAreas: {
              xs: '"summary" "form" "submit"',
              md: '"form summary" "form submit" "form ."',
            },
            gridTemplateRows: { md: 'auto auto 1fr' },
          }}
        >
          <Stack spacing={3} sx={{ gridArea: 'form' }}>
            <ManagerPanel />
            <Section id="order-sender-title" title={t('contact.sender')}>
              <Stack spacing={2}>
                <DirectionFields side="from" />
                <ContactForm role="sender" />
              </Stack>
            </Section>
            <Section id="order-recipient-title" title={t('contact.recipient')}>
              <Stack spacing={2}>
                <DirectionFields side="to" />
                <ContactForm role="recipient" />
              </Stack>
            </Section>
            <Section id="order-payer-title" title={t('contact.payer')}>
              <PayerChoice />
            </Section>
          </Stack>
          <Box sx={{ gridArea: 'summary' }}>
            <TariffSummary />
          </Box>
          <Box sx={{ gridArea: 'submit' }}>
            <SubmitBar />
          </Box>
        </Box>
      </OrderForm>
    </PageFrame>
  );
});
