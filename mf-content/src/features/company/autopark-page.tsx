import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { ContentPage, DedicatedOption } from '@dostavka/shared-kernel/domain';
import { definePage, orNull, type PageViewProps } from '../../kit/define-page';
import { textOf, useLang } from '../../kit/lang';
import { Html, PageShell, Section } from '../../kit/page-shell';
import { siteHead } from './site-page';
import { fleetOf, VehicleCard } from './vehicle-card';

interface AutoparkData {
  page: ContentPage;
  /** Null while the content service has no vehicle list. */
  vehicles: DedicatedOption[] | null;
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
    const vehicles = cars ? fleetOf(cars.data.data) : null;
    return { page, vehicles };
  },
  head: (data, context) => siteHead(data.page, context),
  View: AutoparkView,
});
