import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazyValidation,
  shownError,
  type CityPageItem,
  type DirectionItem,
  type Paged,
  type RegionPageItem,
} from '@dostavka/shared-kernel/domain';
import { useBus, useDataNames, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { InternalLink } from '../../kit/internal-link';
import { LinkGrid, PageShell, Section } from '../../kit/page-shell';

export interface DirectionsIndexData {
  search: string;
  page: number;
  limit: number;
  directions: Paged<DirectionItem>;
  cities: CityPageItem[];
  regions: RegionPageItem[];
}

export const indexHref = (page: number, search: string) => {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/route/?${text}` : '/route/';
};

interface SearchValues {
  search: string;
}

/** The search's rule (yup) loads when the form first gets the focus, not with the page. */
const searchRules = lazyValidation<SearchValues>(async () => {
  const [{ object }, { directionSearchSchema, validateWith }] = await Promise.all([
    import('yup'),
    import('@dostavka/shared-kernel/rules'),
  ]);
  return validateWith<SearchValues>(object({ search: directionSearchSchema }));
});

/**
 * Search and paging are addresses (/route/?search=…&page=…): they work as links, without the page
 * alive too. Alive, the search is a react-final-form form checked by the kernel's rule.
 */
function DirectionSearch({ initial }: { initial: string }): ReactElement {
  const { t } = useTranslation('content');
  const bus = useBus();
  const initialValues = useMemo<SearchValues>(() => ({ search: initial }), [initial]);
  const submit = ({ search }: SearchValues) => {
    bus.emit('navigate', { to: indexHref(1, search.trim()) });
  };
  return (
    <Form<SearchValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={searchRules.validate}
      subscription={{}}
    >
      {({ handleSubmit }) => (
        <Box
          component="form"
          role="search"
          action="/route/"
          method="get"
          onSubmit={handleSubmit}
          onFocus={searchRules.prepare}
          noValidate
          sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}
        >
          <Field<string> name="search" parse={(value) => value ?? ''}>
            {({ input, meta }) => {
              const error = shownError(meta);
              return (
                <TextInput
                  {...input}
                  size="small"
                  label={t('directions.search')}
                  error={error !== undefined}
                  helperText={error ? t(`common:${error}`) : undefined}
                  sx={{ flexGrow: 1, maxWidth: 420 }}
                />
              );
            }}
          </Field>
          <Button type="submit" variant="outlined">
            {t('directions.find')}
          </Button>
        </Box>
      )}
    </Form>
  );
}

function Pager({ page, pages, search }: { page: number; pages: number; search: string }): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Stack
      component="nav"
      aria-label={t('directions.pages')}
      direction="row"
      spacing={2}
      sx={{ mt: 3, alignItems: 'center' }}
    >
      {page > 1 && <InternalLink to={indexHref(page - 1, search)}>{t('directions.previous')}</InternalLink>}
      <Typography color="text.secondary">{t('directions.pageOf', { page, pages })}</Typography>
      {page < pages && <InternalLink to={indexHref(page + 1, search)}>{t('directions.next')}</InternalLink>}
    </Stack>
  );
}

export function DirectionsIndexView({ data }: { data: DirectionsIndexData }): ReactElement {
  const { t } = useTranslation('content');
  // Places come as Russian data: the English page names them in English (or Latin letters).
  const names = useDataNames();
  const numbers = useNumberFormat();
  const pages = Math.max(1, Math.ceil((data.directions.total ?? 0) / data.limit));
  return (
    <PageShell h1={t('directions.title')} lead={t('directions.lead')}>
      <Section title={t('directions.listTitle')}>
        <DirectionSearch initial={data.search} />
        {data.directions.data.length === 0 ? (
          <Typography>{t('directions.nothing')}</Typography>
        ) : (
          <LinkGrid
            links={data.directions.data.map((item) => ({
              to: item.url,
              label: `${names.place(item.from.name)} — ${names.place(item.to.name)}`,
              note: t('directions.km', { km: numbers.number(item.distanceKm, 0) }),
            }))}
          />
        )}
        {pages > 1 && <Pager page={data.page} pages={pages} search={data.search} />}
      </Section>
      <Section title={t('directions.citiesTitle')}>
        <LinkGrid links={data.cities.map((item) => ({ to: item.url, label: names.place(item.city.name) }))} />
      </Section>
      <Section title={t('directions.regionsTitle')}>
        <LinkGrid
          links={data.regions.map((item) => ({
            to: item.url,
            label: names.place(item.region.name),
            note: t('directions.cityCount', { count: item.cities }),
          }))}
        />
      </Section>
    </PageShell>
  );
}
