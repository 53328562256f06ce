import type { ReactElement } from 'react';
import {
  DIRECTION_SEARCH_MAX,
  type CityContent,
  type DirectionContent,
  type RegionCityContent,
  type RegionContent,
} from '@dostavka/shared-kernel/domain';
import type { PageHead } from '@dostavka/shared-kernel/ssr';
import {
  definePage,
  orNull,
  type HeadContext,
  type LoadContext,
  type PageViewProps,
} from '../../kit/define-page';
import { pick } from '../../kit/lang';
import { DirectionsIndexView, indexHref, type DirectionsIndexData } from './index-view';
import { CityView, DirectionView, RegionCityView, RegionView } from './place-views';

type Way = 'from' | 'to';
type DirectionsData =
  | { kind: 'index'; index: DirectionsIndexData }
  | { kind: 'direction'; content: DirectionContent }
  | { kind: 'city'; way: Way; content: CityContent }
  | { kind: 'region'; way: Way; content: RegionContent }
  | { kind: 'region-city'; way: Way; content: RegionCityContent };

const LIMIT = 30;
const CITIES_ON_INDEX = 60;

async function loadIndex({ api, query }: LoadContext): Promise<DirectionsData | null> {
  const search = (query.search ?? '').trim().slice(0, DIRECTION_SEARCH_MAX);
  const page = Math.max(1, Math.floor(Number(query.page)) || 1);
  const [directions, cities, regions] = await Promise.all([
    api.content.getDirections({ page, limit: LIMIT, ...(search ? { search } : {}) }),
    api.content.getDirectionCityPages({ page: 1, limit: CITIES_ON_INDEX }),
    api.content.getDirectionRegionPages({ page: 1, limit: 100 }),
  ]);
  if (page > 1 && directions.data.length === 0) return null;
  return {
    kind: 'index',
    index: { search, page, limit: LIMIT, directions, cities: cities.data, regions: regions.data },
  };
}

/** Every child route of /route/ (spec section 2) and the content it shows. */
async function load(context: LoadContext): Promise<DirectionsData | null> {
  const { api, route, params } = context;
  const { from, to } = params;
  const content = api.content;
  const wrap = <T, D extends DirectionsData>(request: Promise<T>, make: (value: T) => D) =>
    orNull(request).then((value) => (value === null ? null : make(value)));
  switch (route) {
    case 'route___index':
      return loadIndex(context);
    case 'route___city-city':
      return wrap(content.getCitiesContent(from!, to!), (c) => ({ kind: 'direction', content: c }));
    case 'route___city':
      return wrap(content.getSingleCityContent(from!), (c) => ({ kind: 'city', way: 'from', content: c }));
    case 'route___any':
      return wrap(content.getSingleCityContent(to!), (c) => ({ kind: 'city', way: 'to', content: c }));
    case 'route___from':
      return wrap(content.getRegionContentPage(from!), (c) => ({ kind: 'region', way: 'from', content: c }));
    case 'route___to-any':
      return wrap(content.getRegionContentPage(to!), (c) => ({ kind: 'region', way: 'to', content: c }));
    case 'route___from-to':
      return wrap(content.getRegionContentFrom(from!, to!), (c) => ({
        kind: 'region-city',
        way: 'from',
        content: c,
      }));
    case 'route___to':
      return from
        ? wrap(content.getRegionContentTo(to!, from), (c) => ({ kind: 'region-city', way: 'to', content: c }))
        : wrap(content.getRegionContentPage(to!), (c) => ({ kind: 'region', way: 'to', content: c }));
    default:
      return null;
  }
}

/** Where another address shows the same page, the one search engines should keep. */
function canonicalOf(data: DirectionsData): string | undefined {
  if (data.kind === 'region-city') return data.content.direction ?? undefined;
  if (data.kind !== 'region') return undefined;
  const { federalCity, region } = data.content;
  if (federalCity)
    return data.way === 'from' ? `/route/${federalCity.slug}/` : `/route/any/${federalCity.slug}/`;
  // /route/to/{region}/ shows the region as /route/to/any/{region}/ does.
  return data.way === 'to' ? `/route/to/any/${region.slug}/` : undefined;
}

function head(data: DirectionsData, { t, lang, pathname }: HeadContext): PageHead {
  const crumb = { name: t('content:directions.title'), url: '/route/' };
  if (data.kind === 'index') {
    const { page, search } = data.index;
    const suffix = page > 1 ? t('content:directions.pageSuffix', { page }) : '';
    return {
      title: `${t('content:directions.metaTitle')}${suffix}`,
      description: `${t('content:directions.metaDescription')}${suffix}`,
      breadcrumbs: [crumb],
      ...(search ? { canonicalPath: '/route/' } : page > 1 ? { canonicalPath: indexHref(page, '') } : {}),
    };
  }
  const text =
    data.kind === 'city' || data.kind === 'region'
      ? pick(data.content.text[data.way], lang)
      : pick(data.content.text, lang);
  const canonical = canonicalOf(data);
  return {
    title: text.title,
    description: text.description,
    ogType: 'article',
    breadcrumbs: [crumb, { name: text.h1, url: canonical ?? pathname }],
    ...(data.kind === 'direction' || data.kind === 'region-city'
      ? { jsonLd: routeJsonLd(data, text.h1, lang) }
      : {}),
    ...(canonical && canonical !== pathname ? { canonicalPath: canonical } : {}),
  };
}

type RouteData = Extract<DirectionsData, { kind: 'direction' | 'region-city' }>;

/** schema.org for a route page: the service with its price range in roubles, and its questions. */
function routeJsonLd(data: RouteData, name: string, lang: 'ru' | 'en'): object[] {
  const { content } = data;
  const totals = content.prices.flatMap((row) => row.offers.map((offer) => offer.total));
  const [from, to] =
    data.kind === 'direction'
      ? [data.content.from.name, data.content.to.name]
      : data.way === 'from'
        ? [data.content.region.name, data.content.city.name]
        : [data.content.city.name, data.content.region.name];
  const service = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: lang === 'en' ? 'Freight transport' : 'Грузоперевозки',
    areaServed: [from, to].map((place) => ({ '@type': 'Place', name: place })),
    provider: { '@type': 'Organization', name: lang === 'en' ? 'Dostavka' : 'Доставка' },
    ...(totals.length > 0 && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'RUB',
        lowPrice: Math.min(...totals),
        highPrice: Math.max(...totals),
        offerCount: totals.length,
      },
    }),
  };
  const faq = pick(content.faq, lang);
  return [
    service,
    ...(faq.length > 0
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faq.map((qa) => ({
              '@type': 'Question',
              name: qa.question,
              acceptedAnswer: { '@type': 'Answer', text: qa.answer },
            })),
          },
        ]
      : []),
  ];
}

function DirectionsView({ data }: PageViewProps<DirectionsData>): ReactElement {
  switch (data.kind) {
    case 'index':
      return <DirectionsIndexView data={data.index} />;
    case 'direction':
      return <DirectionView content={data.content} />;
    case 'city':
      return <CityView content={data.content} way={data.way} />;
    case 'region':
      return <RegionView content={data.content} way={data.way} />;
    case 'region-city':
      return <RegionCityView content={data.content} way={data.way} />;
  }
}

export const directionsPage = definePage<DirectionsData>({ load, head, View: DirectionsView });
