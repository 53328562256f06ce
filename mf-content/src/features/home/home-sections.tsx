import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DedicatedOption, DirectionItem, Faq } from '@dostavka/shared-kernel/domain';
import { useDataNames, useNumberFormat, useStore } from '@dostavka/shared-kernel/ui-core';
import { InternalLink, LinkButton } from '../../kit/internal-link';
import { LinkGrid, Section } from '../../kit/page-shell';
import { VehicleCard } from '../company/vehicle-card';
import { FaqItem } from '../info/faq-item';

const ADVANTAGES = ['price', 'insurance', 'tracking', 'network'] as const;

/** The catalogue groups of spec section 2, as the home page lists them. */
export const SERVICES: ReadonlyArray<[key: string, url: string]> = [
  ['cargo', '/gruzoperevozki/'],
  ['consolidated', '/dostavka-sbornyh-gruzov/'],
  ['carTransport', '/avtomobilnye-perevozki/'],
  ['moving', '/pereezd/'],
  ['food', '/perevozka-produktov/'],
  ['equipment', '/perevozka-oborudovaniya/'],
  ['machinery', '/perevozka-tekhniki/'],
  ['vehicles', '/perevozka-transporta/'],
  ['metal', '/perevozka-metalla/'],
  ['buildingMaterials', '/perevozka-strojmaterialov/'],
  ['householdGoods', '/perevozka-tnp/'],
  ['buildings', '/perevozka-zdanij-i-sooruzhenij/'],
  ['oversize', '/negabaritnye-perevozki/'],
];

export function Advantages(): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Section title={t('home.advantagesTitle')} id="advantages">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {ADVANTAGES.map((key) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
                {t(`home.advantages.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.advantages.${key}.text`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}

export function PopularDirections({ directions }: { directions: DirectionItem[] }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const numbers = useNumberFormat();
  return (
    <Section title={t('home.directionsTitle')}>
      <LinkGrid
        links={directions.map((item) => ({
          to: item.url,
          label: `${names.place(item.from.name)} — ${names.place(item.to.name)}`,
          note: t('directions.km', { km: numbers.number(item.distanceKm, 0) }),
        }))}
      />
      <Box sx={{ mt: 2 }}>
        <InternalLink to="/route/">{t('home.allDirections')}</InternalLink>
      </Box>
    </Section>
  );
}

export function Services(): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Section title={t('home.servicesTitle')}>
      <LinkGrid links={SERVICES.map(([key, url]) => ({ to: url, label: t(`services.${key}`) }))} />
    </Section>
  );
}

export function FaqSection({ faqs }: { faqs: Faq[] }): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Section title={t('home.faqTitle')}>
      <Box id="faq">
        {faqs.map((faq) => (
          <FaqItem key={faq.slug} faq={faq} back="/" />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <InternalLink to="/common/faqs/">{t('home.allFaq')}</InternalLink>
      </Box>
    </Section>
  );
}

/** The landing's fleet: every vehicle the calculator can price, lightest first. */
export function Fleet({ vehicles }: { vehicles: DedicatedOption[] }): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Section title={t('landing.fleetTitle')} id="fleet">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {vehicles.map((vehicle) => (
          <VehicleCard key={vehicle.uuid} vehicle={vehicle} />
        ))}
      </Box>
    </Section>
  );
}

/** The landing's request: a callback from a manager, or the truck calculator. */
export function RequestSection(): ReactElement {
  const { t } = useTranslation('content');
  const store = useStore();
  return (
    <Section title={t('landing.requestTitle')} id="request">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t('landing.requestText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* data-opens: on the content page (islands) the header's dialog, once the header is alive. */}
        <Button
          variant="contained"
          size="large"
          data-opens="callback"
          onClick={() => store.modals.show('callback')}
        >
          {t('landing.requestCall')}
        </Button>
        <LinkButton variant="outlined" size="large" to="/calculator/truck/">
          {t('landing.requestCalculator')}
        </LinkButton>
      </Stack>
    </Section>
  );
}
