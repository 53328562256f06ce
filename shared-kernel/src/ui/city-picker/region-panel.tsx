import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { citiesOfRegion, matchesPlace, type City, type RegionSummary } from '@dostavka/shared-kernel/domain';
import { useDataNames, useStore, BackIcon } from '@dostavka/shared-kernel/ui-core';
import { useTranslation } from 'react-i18next';
import { CatalogueNotice } from './catalogue-notice';
import { CityList } from './city-list';

export interface RegionPanelProps {
  region: RegionSummary | null;
  onRegion(region: RegionSummary | null): void;
  selected: City | null;
  onPick(city: City): void;
  onUseSearch(): void;
}

/** Region mode: every region (with a filter), then the cities of the chosen one. */
export const RegionPanel = observer(function RegionPanel({
  region,
  onRegion,
  selected,
  onPick,
  onUseSearch,
}: RegionPanelProps): ReactElement {
  const { t } = useTranslation();
  const { cities } = useStore();
  const names = useDataNames();
  const [filter, setFilter] = useState('');

  if (cities.catalogueStatus !== 'ready') return <CatalogueNotice onUseSearch={onUseSearch} />;

  if (region) {
    return (
      <Box>
        <Button startIcon={<BackIcon />} onClick={() => onRegion(null)} sx={{ mb: 1 }}>
          {t('cityPicker.allRegions')}
        </Button>
        <Typography variant="subtitle2" component="h3" sx={{ px: 2 }}>
          {names.place(region.name)}
        </Typography>
        <CityList
          cities={citiesOfRegion(cities.catalogue, region.code)}
          label={names.place(region.name)}
          selected={selected}
          onPick={onPick}
          hideRegion
        />
      </Box>
    );
  }

  // Typed in either language: the Russian name or the one shown.
  const regions = cities.regions.filter((item) => matchesPlace(filter, item.name, names.place(item.name)));
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        label={t('cityPicker.regionFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ my: 1 }}
      />
      {regions.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          {t('cityPicker.noRegions')}
        </Typography>
      ) : (
        <List dense aria-label={t('cityPicker.regions')} disablePadding>
          {regions.map((item) => (
            <ListItemButton
              key={item.code}
              onClick={() => onRegion(item)}
              sx={{ borderRadius: 1, minHeight: 48 }}
            >
              <ListItemText
                primary={names.place(item.name)}
                secondary={t('cityPicker.cityCount', { count: item.cityCount })}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
});
