import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { DedicatedOption, DirectionItem, Faq } from '@dostavka/shared-kernel/domain';
import { definePage, type PageViewProps } from '../../kit/define-page';
import { CalculatorEntry } from '../calculator-entry/calculator-entry';
import { fleetOf } from '../company/vehicle-card';
import { Advantages, FaqSection, Fleet, PopularDirections, RequestSection, Services } from './home-sections';

interface HomeData {
  directions: DirectionItem[];
  faqs: Faq[];
  /** The landing's fleet section; empty on the home page or when the car list is unavailable. */
  fleet: DedicatedOption[];
}

const POPULAR = 12;
const FAQ_ON_HOME = 5;

function homeView(variant: 'home' | 'landing') {
  return function HomeView({ data }: PageViewProps<HomeData>): ReactElement {
    const { t } = useTranslation('content');
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Box sx={{ mb: 4 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 46 }, fontWeight: 700, mb: 2 }}>
            {t(`${variant}.h1`)}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: 20 }, maxWidth: 820 }}>
            {t(`${variant}.lead`)}
          </Typography>
        </Box>
        <CalculatorEntry />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, mt: 6 }}>
          <Advantages />
          {variant === 'landing' && data.fleet.length > 0 && <Fleet vehicles={data.fleet} />}
          <PopularDirections directions={data.directions} />
          {variant === 'home' && <Services />}
          {variant === 'landing' && <RequestSection />}
          <FaqSection faqs={data.faqs} />
        </Box>
      </Container>
    );
  };
}

const homeDefinition = (variant: 'home' | 'landing', url: string) =>
  definePage<HomeData>({
    async load({ api }) {
      const [directions, faq, cars] = await Promise.all([
        api.content.getDirections({ page: 1, limit: POPULAR }),
        // The landing is about dedicated trucks: the questions of times and delivery, not ordering.
        api.content.getFaqCategories(variant === 'landing' ? 2 : 1, 1),
        variant === 'landing' ? api.content.getCars().catch(() => null) : null,
      ]);
      return {
        directions: directions.data,
        faqs: (faq.data.data[0]?.faqs ?? []).slice(0, FAQ_ON_HOME),
        fleet: cars ? fleetOf(cars.data.data) : [],
      };
    },
    head: (_data, { t }) => ({
      title: t(`content:${variant}.title`),
      description: t(`content:${variant}.description`),
      breadcrumbs: variant === 'home' ? [] : [{ name: t(`content:${variant}.h1`), url }],
    }),
    View: homeView(variant),
  });

/** The home page: what the company does, the calculator entry, directions, advantages, services, FAQ. */
export const homePage = homeDefinition('home', '/');
/** /allottedLanding/: the dedicated-truck landing, in the landing layout. */
export const landingPage = homeDefinition('landing', '/allottedLanding/');
