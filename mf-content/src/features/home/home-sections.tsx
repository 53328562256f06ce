import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { DirectionItem, Faq } from '@dostavka/shared-kernel/domain';
import { InternalLink } from '../../kit/internal-link';
import { LinkGrid, Section } from '../../kit/page-shell';
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
    <Section title={t('home.advantagesTitle')}>
      <Box
        id="advantages"
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
  return (
    <Section title={t('home.directionsTitle')}>
      <LinkGrid
        links={directions.map((item) => ({
          to: item.url,
          label: `${item.from.name} — ${item.to.name}`,
          note: t('directions.km', { km: item.distanceKm }),
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
          <FaqItem key={faq.slug} faq={faq} />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <InternalLink to="/common/faqs/">{t('home.allFaq')}</InternalLink>
      </Box>
    </Section>
  );
}
