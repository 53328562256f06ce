import type { ReactElement } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { City } from '@dostavka/shared-kernel/domain';
import { useTranslation } from 'react-i18next';
import { useDataNames } from '@dostavka/shared-kernel/ui-core';

export interface CityListProps {
  cities: readonly City[];
  label: string;
  selected: City | null;
  onPick(city: City): void;
  /** Without the region under each name (a region's own list). */
  hideRegion?: boolean;
}

/**
 * Cities to choose from: the name and the region under it in the visitor's language (the data's
 * Russian names through `useDataNames`), and a warning when the city has one.
 */
export function CityList({
  cities,
  label,
  selected,
  onPick,
  hideRegion = false,
}: CityListProps): ReactElement {
  const { t } = useTranslation();
  const names = useDataNames();
  if (cities.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
        {t('cities.notFound')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={label} disablePadding>
      {cities.map((city) => (
        <ListItemButton
          key={city.code}
          selected={city.code === selected?.code}
          onClick={() => onPick(city)}
          sx={{ borderRadius: 1, minHeight: 48 }}
        >
          <ListItemText
            primary={names.place(city.name)}
            secondary={
              [
                hideRegion || city.region.name === city.name ? null : names.place(city.region.name),
                city.warning,
              ]
                .filter(Boolean)
                .join(' · ') || null
            }
          />
        </ListItemButton>
      ))}
    </List>
  );
}
