import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCost, type CataloguePrice, type ContentPage } from '@dostavka/shared-kernel/domain';
import { useDataNames } from '@dostavka/shared-kernel/ui-core';
import { definePage, orNull, type PageViewProps } from '../../kit/define-page';
import { LinkButton } from '../../kit/internal-link';
import { textOf, useLang } from '../../kit/lang';
import { Html, LinkGrid, PageShell, Section } from '../../kit/page-shell';
import { PriceTable } from '../directions/price-table';
import { calculatorForPage, calculatorForShipment } from './calculator-for-page';

export const pageUrl = (params: Record<string, string>) =>
  `/${[params.index, params.page].filter(Boolean).join('/')}/`;

/** The group's own page is the parent of its pages in the breadcrumbs. */
function trail(page: ContentPage, lang: 'ru' | 'en') {
  const group = page.group;
  if (!group || group.root === page.url) return [];
  return [{ name: group.name[lang], url: group.root }];
}

/** The page's typical shipment priced by the engine, with the calculator for that shipment. */
function ShipmentPrice({ price }: { price: CataloguePrice }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const { row } = price;
  const route = `${names.place(price.from.name)} — ${names.place(price.to.name)}`;
  const shipment = t(`prices.shipments.${row.key}`);
  const totals = row.offers.map((offer) => offer.total);
  return (
    <Section title={t('catalogue.priceTitle')} id="prices">
      <p>
        {t('catalogue.priceLead', {
          shipment,
          route,
          km: price.distanceKm,
          min: formatCost(Math.min(...totals)),
          max: formatCost(Math.max(...totals)),
          count: row.offers.length,
          days: Math.min(...row.offers.map((offer) => offer.term.min)),
        })}
      </p>
      <PriceTable rows={[row]} route={route} pricedOn={price.pricedOn} />
      {price.terminals.length > 0 && (
        <>
          <h3>{t('catalogue.terminalsIn', { city: names.place(price.to.name) })}</h3>
          <ul>
            {price.terminals.map((point) => (
              <li key={point.id} data-point={point.id}>
                <strong>{point.name}</strong>: {point.address}; {t('terminals.hours', { hours: point.hours })}
              </li>
            ))}
          </ul>
        </>
      )}
      <LinkButton variant="contained" to={calculatorForShipment(price)} sx={{ mt: 2 }}>
        {t('catalogue.calculateShipment', { shipment, route })}
      </LinkButton>
    </Section>
  );
}

function ContentPageView({ data: page }: PageViewProps<ContentPage>): ReactElement {
  const { t } = useTranslation('content');
  const lang = useLang();
  const text = textOf(page, page.en, lang);
  const group = page.group;
  return (
    <PageShell h1={text.h1} trail={trail(page, lang)}>
      <Html html={text.body} />
      {page.price && <ShipmentPrice price={page.price} />}
      {/* A priced page has its calculator link under the price; the general one is for the others. */}
      {!page.price && (
        <Paper
          variant="outlined"
          sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ flexGrow: 1 }}>{t('catalogue.calculatorHint')}</Typography>
          <LinkButton variant="contained" to={calculatorForPage(page.url)}>
            {t('catalogue.calculate')}
          </LinkButton>
        </Paper>
      )}
      {group && group.pages.length > 0 && (
        <Section
          title={
            group.root === page.url
              ? t('catalogue.services')
              : t('catalogue.more', { group: group.name[lang] })
          }
        >
          <LinkGrid
            links={group.pages
              .filter((item) => item.url !== page.url)
              .map((item) => ({ to: item.url, label: lang === 'en' && item.en ? item.en : item.h1 }))}
          />
        </Section>
      )}
    </PageShell>
  );
}

/** The catch-all pages (/{index}/ and /{index}/{page}/): whatever the content service has at the URL. */
export const contentPage = definePage<ContentPage>({
  load: ({ api, params }) => orNull(api.content.getPage(pageUrl(params))),
  head(page, { lang }) {
    const text = textOf(page, page.en, lang);
    const group = page.group && page.group.root !== page.url ? page.group : null;
    return {
      title: text.title,
      description: text.description,
      ogType: 'article',
      breadcrumbs: [
        ...(group ? [{ name: group.name[lang], url: group.root }] : []),
        { name: text.h1, url: page.url },
      ],
    };
  },
  View: ContentPageView,
});
