import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { City, CityRef, RegionPageItem } from '@dostavka/shared-kernel/domain';
import { useStore } from '../contexts';

/** The first letters of Russian city names, for the letter panel. */
export const CITY_LETTERS = [...'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ'];

type Pick = (city: City) => void;

function useLoaded<T>(load: () => Promise<T>, deps: unknown[]): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    setValue(null);
    load().then(
      (result) => live && setValue(result),
      () => live && setValue(null),
    );
    return () => {
      live = false;
    };
  }, deps);
  return value;
}

export function CityList({ cities, onPick }: { cities: readonly City[] | null; onPick: Pick }): ReactElement {
  const { t } = useTranslation();
  if (cities === null) return <Typography sx={{ p: 2 }}>{t('loading')}</Typography>;
  if (cities.length === 0) return <Typography sx={{ p: 2 }}>{t('cities.notFound')}</Typography>;
  return (
    <List dense aria-label={t('cityPicker.cities')}>
      {cities.map((city) => (
        <ListItemButton key={city.id} onClick={() => onPick(city)}>
          <ListItemText primary={city.name} secondary={city.region.name} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Popular or found cities, or the cities of the chosen letter. */
export const CityPanel = observer(function CityPanel({ search, onPick }: { search: string; onPick: Pick }) {
  const { t } = useTranslation();
  const store = useStore();
  const letter = store.switcher.letter;
  useEffect(() => {
    if (search.trim()) void store.cities.search(search.trim());
    else if (!letter) void store.cities.loadPopular();
  }, [search, letter]);
  const byLetter = useLoaded(
    async () => (letter ? (await store.api.content.getCities(1, 100, letter)).data : null),
    [letter],
  );
  return (
    <>
      {!search.trim() && (
        <Box
          role="group"
          aria-label={t('cityPicker.letters')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 1 }}
        >
          {CITY_LETTERS.map((item) => (
            <Button
              key={item}
              size="small"
              variant={item === letter ? 'contained' : 'text'}
              aria-pressed={item === letter}
              onClick={() => store.switcher.selectLetter(item)}
              sx={{ minWidth: 32 }}
            >
              {item}
            </Button>
          ))}
        </Box>
      )}
      <CityList cities={letter && !search.trim() ? byLetter : store.cities.list} onPick={onPick} />
    </>
  );
});

/** Every region; choosing one opens its cities. */
export function RegionPanel({
  onRegion,
}: {
  onRegion(region: RegionPageItem['region']): void;
}): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const regions = useLoaded(
    async () => (await store.api.content.getDirectionRegionPages({ page: 1, limit: 100 })).data,
    [],
  );
  if (!regions) return <Typography sx={{ p: 2 }}>{t('loading')}</Typography>;
  return (
    <List dense aria-label={t('cityPicker.regions')}>
      {regions.map(({ region, cities }) => (
        <ListItemButton key={region.code} onClick={() => onRegion(region)}>
          <ListItemText primary={region.name} secondary={t('cityPicker.cityCount', { count: cities })} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function RegionCitiesPanel({
  region,
  onPick,
}: {
  region: CityRef['region'];
  onPick: Pick;
}): ReactElement {
  const store = useStore();
  const cities = useLoaded(() => store.api.content.getRegionCities([region.code]), [region.code]);
  return <CityList cities={cities} onPick={onPick} />;
}
