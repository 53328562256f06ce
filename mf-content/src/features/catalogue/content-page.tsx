import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  addCalendarDays,
  formatCost,
  type CataloguePrice,
  type ContentPage,
} from '@dostavka/shared-kernel/domain';
import { useDataNames, useDateFormat, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
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

/** Kopecks where they matter (a price per kilogram or per km), whole roubles from 100 on. */
const unitCost = (value: number) =>
  formatCost(value >= 100 ? Math.round(value) : Math.round(value * 100) / 100);

/**
 * The page's typical shipment priced by the engine, with the calculator for that shipment. On a
 * group's city page (`ownRoute`: the route is the page's own) the cheapest offer is told per unit
 * and by the date it arrives, in the group's words (`group`: i18next context); a consolidated
 * shipment lists the destination terminals of the carriers pricing it.
 */
function ShipmentPrice({
  price,
  ownRoute,
  group,
}: {
  price: CataloguePrice;
  ownRoute: boolean;
  group: string | null;
}): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const lang = useLang();
  const numbers = useNumberFormat();
  const { row } = price;
  const from = names.place(price.from.name);
  const to = names.place(price.to.name);
  const route = `${from} — ${to}`;
  // A topic's own lot: its name and weight, and the vehicle it goes on when it takes one whole.
  const lot = row.key === 'lot' && price.lot ? price.lot : null;
  const shipment = lot
    ? t(row.kind === 'dedicated' ? 'prices.lotVehicle' : 'prices.lot', {
        name: lot.name[lang],
        weight: numbers.weight(lot.weightKg * 1000),
        vehicle: row.vehicle ? names.vehicle(row.vehicle) : '',
      })
    : t(`prices.shipments.${row.key}`);
  const totals = row.offers.map((offer) => offer.total);
  const cheapest = row.offers[0]!;
  const dateFormat = useDateFormat();
  const day = (days: number) => dateFormat.format(addCalendarDays(price.pricedOn, days));
  const dates = {
    date: day(0),
    arrival:
      cheapest.term.min === cheapest.term.max
        ? day(cheapest.term.max)
        : `${day(cheapest.term.min)}–${day(cheapest.term.max)}`,
    from,
    to,
    context: group ?? undefined,
  };
  const tonnes = row.weightKg / 1000;
  // A groupage page whose consolidated shipment no carrier takes is priced as the whole van the
  // calculator offers instead (content service): its text says so, and what a small lot costs in it.
  const asVan = group === 'consolidated' && row.kind === 'dedicated';
  const perUnit = !ownRoute
    ? ''
    : row.kind === 'dedicated'
      ? t('catalogue.perVehicle', {
          ...dates,
          perKm: unitCost(cheapest.total / Math.max(1, price.distanceKm)),
          perTonne: unitCost(cheapest.total / Math.max(0.001, tonnes)),
          tonnes: numbers.number(tonnes),
          per100Kg: unitCost(cheapest.total / 100),
          perFullKg: unitCost(cheapest.total / Math.max(1, row.weightKg)),
        })
      : t('catalogue.perKg', {
          ...dates,
          perKg: unitCost(cheapest.total / Math.max(1, row.weightKg)),
          perTonneKm: unitCost(cheapest.total / Math.max(0.001, tonnes * price.distanceKm)),
        });
  const points = price.terminals;
  // Terminals open the same hours are told once, under the list (as on route pages).
  const sameHours = points.length > 1 && points.every((point) => point.hours === points[0]!.hours);
  const fastest = Math.min(...row.offers.map((offer) => offer.term.min));
  return (
    <Section title={t('catalogue.priceTitle')} id="prices">
      <p>
        {t(asVan ? 'catalogue.priceLeadAsVan' : 'catalogue.priceLead', {
          shipment,
          to,
          route,
          km: price.distanceKm,
          min: formatCost(Math.min(...totals)),
          max: formatCost(Math.max(...totals)),
          count: row.offers.length,
          days: fastest,
          // English: '1 day', '3 days' (the Russian text abbreviates: 'от 3 дн.').
          term: numbers.term(fastest, fastest),
          date: dates.date,
        })}
        {perUnit && ` ${perUnit}`}
      </p>
      <PriceTable
        rows={[row]}
        route={route}
        pricedOn={price.pricedOn}
        caption={!ownRoute}
        label={() => shipment}
      />
      {points.length > 0 && (
        <>
          <h3>{t('catalogue.terminalsIn', { city: to })}</h3>
          <ul>
            {points.map((point) => (
              <li key={point.id} data-point={point.id}>
                <strong>{names.point(point)}</strong>: {names.place(point.address)}
                {!sameHours && `; ${t('terminals.hours', { hours: names.hours(point.hours) })}`}
              </li>
            ))}
          </ul>
          {sameHours && (
            <p>{t('catalogue.terminalsHours', { city: to, hours: names.hours(points[0]!.hours) })}</p>
          )}
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
      {page.price && (
        <ShipmentPrice
          price={page.price}
          ownRoute={Boolean(group && page.url === `${group.root}${page.price.to.slug}/`)}
          group={page.catalogue}
        />
      )}
      {/* A priced page has its calculator link under the price; the general one is for the others. */}
      {!page.price && (
        <Paper
          variant="outlined"
          sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ flexGrow: 1 }}>
            {/* null: a catalogue page whose typical shipment no carrier prices on its route */}
            {t(page.price === null ? 'catalogue.unpriced' : 'catalogue.calculatorHint')}
          </Typography>
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
