import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { citiesByLetter, type City } from '@dostavka/shared-kernel/domain';
import { useStore, BackIcon } from '@dostavka/shared-kernel/ui-core';
import { useTranslation } from 'react-i18next';
import { CatalogueNotice } from './catalogue-notice';
import { CityList } from './city-list';

export interface CityPanelProps {
  /** The search text as typed and as last sent (after the debounce). */
  text: string;
  selected: City | null;
  onPick(city: City): void;
}

/** City mode: cities found by name, or the popular ones with the letter index, or one letter's cities. */
export const CityPanel = observer(function CityPanel({
  text,
  selected,
  onPick,
}: CityPanelProps): ReactElement {
  const { t } = useTranslation();
  const { cities, switcher } = useStore();
  const letter = switcher.letter;

  if (text) {
    return (
      <Box>
        <Box sx={{ height: 4 }}>
          {cities.searching && <LinearProgress aria-label={t('cityPicker.searching')} />}
        </Box>
        <CityList cities={cities.list} label={t('cityPicker.found')} selected={selected} onPick={onPick} />
      </Box>
    );
  }

  if (letter && cities.catalogueStatus === 'ready') {
    return (
      <Box>
        <Button startIcon={<BackIcon />} onClick={() => switcher.selectLetter(null)} sx={{ mb: 1 }}>
          {t('cityPicker.allLetters')}
        </Button>
        <Typography variant="subtitle2" component="h3" sx={{ px: 2 }}>
          {t('cityPicker.onLetter', { letter })}
        </Typography>
        <CityList
          cities={citiesByLetter(cities.catalogue, letter)}
          label={t('cityPicker.onLetter', { letter })}
          selected={selected}
          onPick={onPick}
        />
      </Box>
    );
  }

  // The popular cities come first and stay where they are: the letter index (or the notice while
  // it loads) follows them, so a visitor's tap on a city never lands on a letter that arrived
  // above it.
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
        {t('cityPicker.popular')}
      </Typography>
      <CityList cities={cities.popular} label={t('cityPicker.popular')} selected={selected} onPick={onPick} />
      {cities.catalogueStatus === 'ready' ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
            {t('cityPicker.letters')}
          </Typography>
          <Box
            role="group"
            aria-label={t('cityPicker.letters')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 1 }}
          >
            {cities.letters.map((item) => (
              <Button
                key={item}
                size="small"
                variant="outlined"
                onClick={() => switcher.selectLetter(item)}
                sx={{ minWidth: 40, minHeight: 40, p: 0 }}
              >
                {item}
              </Button>
            ))}
          </Box>
        </>
      ) : (
        <CatalogueNotice />
      )}
    </Box>
  );
});
