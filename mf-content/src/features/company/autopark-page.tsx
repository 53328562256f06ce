import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  sortTransportType,
  buildDedicatedTransportType,
  type ContentPage,
  type DedicatedOption,
} from '@dostavka/shared-kernel/domain';
import { definePage, orNull, type PageViewProps } from '../../kit/define-page';
import { textOf, useLang } from '../../kit/lang';
import { Html, PageShell, Section } from '../../kit/page-shell';
import { siteHead } from './site-page';

interface AutoparkData {
  page: ContentPage;
  /** Null while the content service has no vehicle list. */
  vehicles: DedicatedOption[] | null;
}

const CM3_IN_M3 = 1_000_000;

function VehicleCard({ vehicle }: { vehicle: DedicatedOption }): ReactElement {
  const { t } = useTranslation('content');
  const { length, width, height } = vehicle.size;
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: 20, fontWeight: 600, mb: 1 }}>
          {vehicle.name}
        </Typography>
        <Typography color="text.secondary">
          {t('autopark.size', { length, width, height })} ·{' '}
          {t('autopark.volume', { volume: (vehicle.volume / CM3_IN_M3).toFixed(1) })} ·{' '}
          {t('autopark.payload', { weight: vehicle.weight })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {vehicle.types.map((type) => (
            <Chip key={type.name} label={type.name} size="small" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function AutoparkView({ data }: PageViewProps<AutoparkData>): ReactElement {
  const { t } = useTranslation('content');
  const text = textOf(data.page, data.page.en, useLang());
  return (
    <PageShell h1={text.h1}>
      <Html html={text.body} />
      {data.vehicles && data.vehicles.length > 0 && (
        <Section title={t('autopark.vehicles')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {data.vehicles.map((vehicle) => (
              <VehicleCard key={vehicle.uuid} vehicle={vehicle} />
            ))}
          </Box>
        </Section>
      )}
    </PageShell>
  );
}

/** The fleet: the page's text and the vehicles of the content service's car list, lightest first. */
export const autoparkPage = definePage<AutoparkData>({
  async load({ api }) {
    const [page, cars] = await Promise.all([
      orNull(api.content.getPage('/additional/autopark/')),
      api.content.getCars().catch(() => null),
    ]);
    if (!page) return null;
    const vehicles = cars ? sortTransportType(buildDedicatedTransportType(cars.data.data)).options : null;
    return { page, vehicles };
  },
  head: (data, context) => siteHead(data.page, context),
  View: AutoparkView,
});
