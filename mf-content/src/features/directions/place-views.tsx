import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CityContent,
  DirectionContent,
  RegionCityContent,
  RegionContent,
} from '@dostavka/shared-kernel/domain';
import { pick, useLang } from '../../kit/lang';
import { Html, LinkGrid, PageShell, Section } from '../../kit/page-shell';
import { CalculatorEntry } from '../calculator-entry/calculator-entry';
import { RouteFacts } from './route-facts';

export const DIRECTIONS_CRUMB = (name: string) => ({ name, url: '/route/' });

export function DirectionView({ content }: { content: DirectionContent }): ReactElement {
  const { t } = useTranslation('content');
  const text = pick(content.text, useLang());
  return (
    <PageShell h1={text.h1} trail={[DIRECTIONS_CRUMB(t('directions.title'))]}>
      <RouteFacts facts={content} />
      <CalculatorEntry from={content.from} to={content.to} />
      <Html html={text.body} />
      {content.related.length > 0 && (
        <Section title={t('directions.moreFrom', { city: content.from.name })}>
          <LinkGrid
            links={content.related.map((item) => ({
              to: item.url,
              label: `${item.from.name} — ${item.to.name}`,
            }))}
          />
        </Section>
      )}
    </PageShell>
  );
}

export function CityView({ content, way }: { content: CityContent; way: 'from' | 'to' }): ReactElement {
  const { t } = useTranslation('content');
  const text = pick(content.text[way], useLang());
  const { city } = content;
  const directions = way === 'from' ? content.from : content.to;
  return (
    <PageShell h1={text.h1} trail={[DIRECTIONS_CRUMB(t('directions.title'))]}>
      <CalculatorEntry {...(way === 'from' ? { from: city } : { to: city })} />
      <Html html={text.body} />
      {directions.length > 0 && (
        <Section title={t(way === 'from' ? 'directions.fromCity' : 'directions.toCity', { city: city.name })}>
          <LinkGrid
            links={directions.map((item) => ({
              to: item.url,
              label: `${item.from.name} — ${item.to.name}`,
              note: t('directions.km', { km: item.distanceKm }),
            }))}
          />
        </Section>
      )}
      <Section
        title={t(way === 'from' ? 'directions.deliverTo' : 'directions.sendFrom', { city: city.name })}
      >
        <LinkGrid
          links={[
            way === 'from'
              ? { to: `/route/any/${city.slug}/`, label: t('directions.toCityLink', { city: city.name }) }
              : { to: `/route/${city.slug}/`, label: t('directions.fromCityLink', { city: city.name }) },
            {
              to: `/route/from/${city.region.slug}/`,
              label: t('directions.regionFrom', { region: city.region.name }),
            },
            {
              to: `/route/to/any/${city.region.slug}/`,
              label: t('directions.regionTo', { region: city.region.name }),
            },
          ]}
        />
      </Section>
      {content.neighbours.length > 0 && (
        <Section title={t('directions.neighbours', { region: city.region.name })}>
          <LinkGrid
            links={content.neighbours.map((other) => ({
              to: way === 'from' ? `/route/${other.slug}/` : `/route/any/${other.slug}/`,
              label: other.name,
            }))}
          />
        </Section>
      )}
    </PageShell>
  );
}

export function RegionView({ content, way }: { content: RegionContent; way: 'from' | 'to' }): ReactElement {
  const { t } = useTranslation('content');
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
                  ? `${link.region.name} — ${link.city.name}`
                  : `${link.city.name} — ${link.region.name}`,
            }))}
          />
        </Section>
      )}
      <Section title={t('directions.regionCities', { count: content.cities.length })}>
        <LinkGrid
          links={content.cities.map((city) => ({
            to: way === 'from' ? `/route/${city.slug}/` : `/route/any/${city.slug}/`,
            label: city.name,
          }))}
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
  const text = pick(content.text, useLang());
  const regionUrl =
    way === 'from' ? `/route/from/${content.region.slug}/` : `/route/to/any/${content.region.slug}/`;
  return (
    <PageShell
      h1={text.h1}
      trail={[DIRECTIONS_CRUMB(t('directions.title')), { name: content.region.name, url: regionUrl }]}
    >
      <RouteFacts facts={content} />
      <CalculatorEntry
        from={way === 'from' ? content.hub : content.city}
        to={way === 'from' ? content.city : content.hub}
      />
      <Html html={text.body} />
    </PageShell>
  );
}
