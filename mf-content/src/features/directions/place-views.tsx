import { Fragment, type ReactElement } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type {
  CityContent,
  DirectionContent,
  RegionCityContent,
  RegionContent,
} from '@dostavka/shared-kernel/domain';
import { useDataNames, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { pick, useLang } from '../../kit/lang';
import { Html, LinkGrid, PageShell, Section } from '../../kit/page-shell';
import { CalculatorEntry } from '../calculator-entry/calculator-entry';
import { PriceTable } from './price-table';
import { RouteFacts } from './route-facts';

export const DIRECTIONS_CRUMB = (name: string) => ({ name, url: '/route/' });

/** The route's prices, or why there are none. */
function RoutePrices({
  content,
  from,
  to,
}: {
  content: DirectionContent | RegionCityContent;
  /** The cities the table is priced between (Russian data names). */
  from: string;
  to: string;
}): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  return (
    <Section title={t('prices.title')} id="prices">
      {content.prices.length > 0 ? (
        <PriceTable
          rows={content.prices}
          route={`${names.place(from)} — ${names.place(to)}`}
          pricedOn={content.pricedOn}
          ends={{ from, to, terminals: content.terminals }}
        />
      ) : (
        <p>{t('prices.none')}</p>
      )}
    </Section>
  );
}

/** Both ends side by side, each a heading, a list and a line (plain elements: docs/performance.md). */
const Terminals = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  [theme.breakpoints.up('xs')]: { gridTemplateColumns: '1fr' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
  '& h3': { fontSize: 18, margin: 0, marginBottom: theme.spacing(1) },
  '& ul': { listStyle: 'none', padding: 0, margin: 0 },
  '& li': { marginBottom: theme.spacing(1.5), lineHeight: 1.6 },
}));

/** The carriers' terminals in both cities of a route: where a shipper brings and collects the cargo. */
function RouteTerminals({ content }: { content: DirectionContent }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  // Each terminal says what it does on this way: the origin's take the cargo, the destination's hand it over.
  const ends = [
    [content.from, content.terminals.from, t('terminals.handIn'), 'terminals.allHoursHandIn', content.to],
    [content.to, content.terminals.to, t('terminals.collect'), 'terminals.allHoursCollect', content.from],
  ] as const;
  return (
    <Section title={t('terminals.title')} id="terminals">
      <Terminals>
        {ends.map(([city, points, role, allHours, other]) => {
          // Terminals of one city open the same hours are told once, under the list.
          const sameHours = points.length > 1 && points.every((point) => point.hours === points[0]!.hours);
          return (
            <div key={city.slug}>
              <h3>{t('terminals.in', { city: names.place(city.name) })}</h3>
              {points.length === 0 ? (
                <p>{t('terminals.none', { city: names.place(city.name) })}</p>
              ) : (
                <ul>
                  {points.map((point) => (
                    <li key={point.id} data-point={point.id}>
                      <strong>{names.point(point)}</strong> ({role})
                      <br />
                      {names.place(point.address)}
                      {!sameHours && (
                        <>
                          <br />
                          {t('terminals.hours', { hours: names.hours(point.hours) })}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {sameHours && (
                <p>
                  {t(allHours, {
                    city: names.place(city.name),
                    other: names.place(other.name),
                    hours: names.hours(points[0]!.hours),
                  })}
                </p>
              )}
            </div>
          );
        })}
      </Terminals>
    </Section>
  );
}

const Questions = styled('dl')(({ theme }) => ({
  margin: 0,
  '& dt': { fontWeight: 600, marginTop: theme.spacing(2) },
  '& dd': { marginLeft: 0, marginTop: theme.spacing(0.5), lineHeight: 1.7 },
}));

/** The route's own questions and answers (also the page's FAQPage JSON-LD). */
function RouteQuestions({ content }: { content: DirectionContent | RegionCityContent }): ReactElement | null {
  const { t } = useTranslation('content');
  const faq = pick(content.faq, useLang());
  if (faq.length === 0) return null;
  return (
    <Section title={t('prices.questions')}>
      <Questions>
        {faq.map((qa) => (
          <Fragment key={qa.question}>
            <dt>{qa.question}</dt>
            <dd>{qa.answer}</dd>
          </Fragment>
        ))}
      </Questions>
    </Section>
  );
}

export function DirectionView({ content }: { content: DirectionContent }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const text = pick(content.text, useLang());
  return (
    <PageShell h1={text.h1} trail={[DIRECTIONS_CRUMB(t('directions.title'))]}>
      <RouteFacts facts={content} />
      <CalculatorEntry from={content.from} to={content.to} />
      <RoutePrices content={content} from={content.from.name} to={content.to.name} />
      {/* A way only whole vehicles serve (loading at the sender's address) uses no terminal. */}
      {content.prices.some((row) => row.kind === 'consolidated') && <RouteTerminals content={content} />}
      <Html html={text.body} />
      <RouteQuestions content={content} />
      {content.related.length > 0 && (
        <Section title={t('directions.moreFrom', { city: names.place(content.from.name) })}>
          <LinkGrid
            links={content.related.map((item) => ({
              to: item.url,
              label: `${names.place(item.from.name)} — ${names.place(item.to.name)}`,
            }))}
          />
        </Section>
      )}
    </PageShell>
  );
}

export function CityView({ content, way }: { content: CityContent; way: 'from' | 'to' }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const numbers = useNumberFormat();
  const text = pick(content.text[way], useLang());
  const { city } = content;
  const cityName = names.place(city.name);
  const regionName = names.place(city.region.name);
  const directions = way === 'from' ? content.from : content.to;
  return (
    <PageShell h1={text.h1} trail={[DIRECTIONS_CRUMB(t('directions.title'))]}>
      <CalculatorEntry {...(way === 'from' ? { from: city } : { to: city })} />
      <Html html={text.body} />
      {directions.length > 0 && (
        <Section title={t(way === 'from' ? 'directions.fromCity' : 'directions.toCity', { city: cityName })}>
          <LinkGrid
            links={directions.map((item) => ({
              to: item.url,
              label: `${names.place(item.from.name)} — ${names.place(item.to.name)}`,
              note: t('directions.km', { km: numbers.number(item.distanceKm, 0) }),
            }))}
          />
        </Section>
      )}
      <Section title={t(way === 'from' ? 'directions.deliverTo' : 'directions.sendFrom', { city: cityName })}>
        <LinkGrid
          links={[
            way === 'from'
              ? { to: `/route/any/${city.slug}/`, label: t('directions.toCityLink', { city: cityName }) }
              : { to: `/route/${city.slug}/`, label: t('directions.fromCityLink', { city: cityName }) },
            {
              to: `/route/from/${city.region.slug}/`,
              label: t('directions.regionFrom', { region: regionName }),
            },
            {
              to: `/route/to/any/${city.region.slug}/`,
              label: t('directions.regionTo', { region: regionName }),
            },
          ]}
        />
      </Section>
      {content.neighbours.length > 0 && (
        <Section title={t('directions.neighbours', { region: regionName })}>
          <LinkGrid
            links={content.neighbours.map((other) =>
              way === 'from'
                ? {
                    to: `/route/${other.slug}/`,
                    label: t('directions.fromCityLink', { city: names.place(other.name) }),
                  }
                : {
                    to: `/route/any/${other.slug}/`,
                    label: t('directions.toCityLink', { city: names.place(other.name) }),
                  },
            )}
          />
        </Section>
      )}
    </PageShell>
  );
}

export function RegionView({ content, way }: { content: RegionContent; way: 'from' | 'to' }): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const text = pick(content.text[way], useLang());
  const links = way === 'from' ? content.fromLinks : content.toLinks;
  return (
    <PageShell h1={text.h1} trail={[DIRECTIONS_CRUMB(t('directions.title'))]}>
      <Html html={text.body} />
      {links.length > 0 && (
        <Section title={t('directions.popular')}>
          <LinkGrid
            links={links.map((link) => ({
              to: link.url,
              label:
                way === 'from'
                  ? `${names.place(link.region.name)} — ${names.place(link.city.name)}`
                  : `${names.place(link.city.name)} — ${names.place(link.region.name)}`,
            }))}
          />
        </Section>
      )}
      <Section title={t('directions.regionCities', { count: content.cities.length })}>
        <LinkGrid
          links={content.cities.map((city) =>
            way === 'from'
              ? {
                  to: `/route/${city.slug}/`,
                  label: t('directions.fromCityLink', { city: names.place(city.name) }),
                }
              : {
                  to: `/route/any/${city.slug}/`,
                  label: t('directions.toCityLink', { city: names.place(city.name) }),
                },
          )}
        />
      </Section>
    </PageShell>
  );
}

export function RegionCityView({
  content,
  way,
}: {
  content: RegionCityContent;
  way: 'from' | 'to';
}): ReactElement {
  const { t } = useTranslation('content');
  const names = useDataNames();
  const text = pick(content.text, useLang());
  const regionUrl =
    way === 'from' ? `/route/from/${content.region.slug}/` : `/route/to/any/${content.region.slug}/`;
  return (
    <PageShell
      h1={text.h1}
      trail={[
        DIRECTIONS_CRUMB(t('directions.title')),
        { name: names.place(content.region.name), url: regionUrl },
      ]}
    >
      <RouteFacts facts={content} />
      <CalculatorEntry
        from={way === 'from' ? content.hub : content.city}
        to={way === 'from' ? content.city : content.hub}
      />
      <RoutePrices
        content={content}
        from={(way === 'from' ? content.hub : content.city).name}
        to={(way === 'from' ? content.city : content.hub).name}
      />
      <Html html={text.body} />
      <RouteQuestions content={content} />
    </PageShell>
  );
}
