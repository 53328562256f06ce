import { useEffect, useId, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DEBOUNCE_INPUT_MS, type City, type RegionSummary } from '@dostavka/shared-kernel/domain';
import type { PickerPanel } from '@dostavka/shared-kernel/stores';
import {
  useStore,
  CloseIcon,
  SearchIcon,
  useCloseOnBack,
  useDebounced,
} from '@dostavka/shared-kernel/ui-core';
import { useTranslation } from 'react-i18next';
import { CityPanel } from './city-panel';
import { RegionPanel } from './region-panel';

export type Side = 'from' | 'to';
type Mode = 'city' | 'region';

/**
 * The panel on show, as the switcher store names it (spec 2): 'city' for the search and the
 * popular cities, 'from-city' / 'to-city' for one letter's cities, 'from-region' / 'to-region'
 * for the regions, 'region-city' (origin) / 'city-region' (destination) for a region's cities.
 */
export function panelOf(side: Side, mode: Mode, letter: boolean, region: boolean): PickerPanel {
  if (mode === 'city') return letter ? `${side}-city` : 'city';
  if (!region) return `${side}-region`;
  return side === 'from' ? 'region-city' : 'city-region';
}

export interface CityPickerDialogProps {
  side: Side;
  open: boolean;
  title: string;
  selected: City | null;
  onClose(): void;
  onPick(city: City): void;
}

/** Choosing a city: by name as one types, from the popular ones, by its first letter or through its region. */
export const CityPickerDialog = observer(function CityPickerDialog({
  side,
  open,
  title,
  selected,
  onClose,
  onPick,
}: CityPickerDialogProps): ReactElement {
  const { t } = useTranslation();
  const { cities, switcher } = useStore();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('city');
  const [text, setText] = useState('');
  const [region, setRegion] = useState<RegionSummary | null>(null);
  const query = useDebounced(text.trim(), DEBOUNCE_INPUT_MS);
  // The name whose answer the list on show is ('' for the popular cities).
  const [answered, setAnswered] = useState('');
  const panel = panelOf(side, mode, switcher.letter !== null && !text.trim(), region !== null);
  // Full screen on a phone, where Back is how people close it; the same on a wide screen.
  useCloseOnBack(open, onClose);

  useEffect(() => {
    if (!open) return;
    setMode('city');
    setText('');
    setRegion(null);
    setAnswered('');
    switcher.selectLetter(null);
    void cities.loadCatalogue();
  }, [open, cities, switcher]);

  useEffect(() => {
    if (!open) return;
    let latest = true;
    if (query) void cities.search(query).then(() => latest && setAnswered(query));
    else {
      setAnswered('');
      void cities.showPopular();
    }
    return () => {
      latest = false;
    };
  }, [open, query, cities]);
  // While the typed name waits for its answer the list on show answers another one: it is not
  // offered, so that a tap never lands on a city that the answer moves or replaces under it.
  const waiting = text.trim() !== answered;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { minHeight: fullScreen ? undefined : '70vh' } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" id={titleId} sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton aria-label={t('cityPicker.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={mode}
        onChange={(_event, value: Mode) => {
          setMode(value);
          setRegion(null);
        }}
        variant="fullWidth"
        aria-label={t('cityPicker.mode')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="city" label={t('cityPicker.byCity')} />
        <Tab value="region" label={t('cityPicker.byRegion')} />
      </Tabs>
      <DialogContent sx={{ px: { xs: 1, sm: 2 }, pt: 1 }} data-panel={panel}>
        {mode === 'city' && (
          <>
            <TextField
              autoFocus
              fullWidth
              label={t('cityPicker.search')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              sx={{ mt: 1, mb: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { enterKeyHint: 'search' },
              }}
            />
            {waiting ? (
              <Box sx={{ height: 4 }}>
                <LinearProgress aria-label={t('cityPicker.searching')} />
              </Box>
            ) : (
              <CityPanel text={query} selected={selected} onPick={onPick} />
            )}
          </>
        )}
        {mode === 'region' && (
          <RegionPanel
            region={region}
            onRegion={setRegion}
            selected={selected}
            onPick={onPick}
            onUseSearch={() => setMode('city')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
});
