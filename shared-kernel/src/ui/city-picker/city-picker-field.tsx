import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { City, RegionRef } from '@dostavka/shared-kernel/domain';
import type { PickerPanel, RouteKind } from '@dostavka/shared-kernel/stores';
import { useStore } from '../contexts';
import { CityPanel, RegionCitiesPanel, RegionPanel } from './picker-panels';

/** Origin through its region is region-to-city; destination through its region, city-to-region. */
const PANEL_KIND: Record<PickerPanel, RouteKind> = {
  city: 'city-city',
  'from-city': 'city-city',
  'to-city': 'city-city',
  'from-region': 'region-city',
  'region-city': 'region-city',
  'to-region': 'city-region',
  'city-region': 'city-region',
};

export interface CityPickerFieldProps {
  side: 'from' | 'to';
  value: City | null;
  onChange(city: City): void;
}

/**
 * The city picker (spec section 2): a field that opens the choice of a city by search, by the
 * first letter, or through its region (region-to-city for the origin, city-to-region for the
 * destination). The panel on show is the switcher store's, so the calculator and the content
 * pages pick the same way.
 */
export const CityPickerField = observer(function CityPickerField({
  side,
  value,
  onChange,
}: CityPickerFieldProps): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [region, setRegion] = useState<RegionRef | null>(null);
  const label = t(side === 'from' ? 'cityPicker.from' : 'cityPicker.to');
  const panel = store.switcher.routeType.name;
  const byRegion = panel !== 'city' && panel !== 'from-city' && panel !== 'to-city';

  const show = (name: PickerPanel) =>
    store.switcher.setRouteType({ name, status: side, type: PANEL_KIND[name] });
  const regionsPanel: PickerPanel = side === 'from' ? 'from-region' : 'to-region';
  const openPicker = () => {
    setSearch('');
    setRegion(null);
    store.switcher.reset();
    show(side === 'from' ? 'from-city' : 'to-city');
    setOpen(true);
  };
  const pick = (city: City) => {
    onChange(city);
    setOpen(false);
  };
  const chooseRegion = (chosen: RegionRef) => {
    setRegion(chosen);
    show(side === 'from' ? 'region-city' : 'city-region');
  };

  return (
    <>
      <TextField
        label={label}
        value={value?.name ?? ''}
        placeholder={t('cityPicker.choose')}
        onClick={openPicker}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') openPicker();
        }}
        slotProps={{ htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' } }}
        fullWidth
      />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-label={label}>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={byRegion ? 'region' : 'city'}
            onChange={(_event, mode: string | null) => {
              if (!mode) return;
              setRegion(null);
              show(mode === 'city' ? (side === 'from' ? 'from-city' : 'to-city') : regionsPanel);
            }}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="city">{t('cityPicker.byCity')}</ToggleButton>
            <ToggleButton value="region">{t('cityPicker.byRegion')}</ToggleButton>
          </ToggleButtonGroup>
          {!byRegion && (
            <TextField
              autoFocus
              fullWidth
              size="small"
              label={t('cityPicker.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <Box sx={{ maxHeight: 420, overflowY: 'auto', mt: 1 }}>
            {!byRegion && <CityPanel search={search} onPick={pick} />}
            {byRegion && !region && <RegionPanel onRegion={chooseRegion} />}
            {byRegion && region && (
              <>
                <Button
                  size="small"
                  onClick={() => {
                    setRegion(null);
                    show(regionsPanel);
                  }}
                >
                  {t('cityPicker.back')}
                </Button>
                <RegionCitiesPanel region={region} onPick={pick} />
              </>
            )}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
});
