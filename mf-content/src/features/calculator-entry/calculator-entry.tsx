import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { CALCULATOR_PATH, calculatorHref, type City } from '@dostavka/shared-kernel/domain';
import { CityPickerField } from '@dostavka/shared-kernel/ui-city-picker';
import { useBus, useStore } from '@dostavka/shared-kernel/ui-core';

export interface CalculatorEntryProps {
  from?: City | null;
  to?: City | null;
  /** Where the form sits on the page (landing anchors scroll to it). */
  id?: string;
}

/**
 * Origin, destination and weight, then on to the calculator with them. A plain GET form at heart,
 * so it works before the page comes alive; in the browser the chosen cities also go into the
 * order store, and the shell's router opens the calculator.
 */
export function CalculatorEntry({
  from = null,
  to = null,
  id = 'calculator',
}: CalculatorEntryProps): ReactElement {
  const { t } = useTranslation('content');
  const store = useStore();
  const bus = useBus();
  const [route, setRoute] = useState({ from, to });
  const [weight, setWeight] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (route.from) store.shipment.setCity('from', route.from);
    if (route.to) store.shipment.setCity('to', route.to);
    const kg = Number(weight.replace(',', '.'));
    bus.emit('navigate', {
      to: calculatorHref({ from: route.from?.slug, to: route.to?.slug, weight: kg > 0 ? kg : undefined }),
    });
  };

  return (
    <Paper
      id={id}
      component="form"
      action={CALCULATOR_PATH}
      method="get"
      onSubmit={submit}
      aria-label={t('entry.label')}
      elevation={2}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <CityPickerField
        side="from"
        value={route.from}
        onChange={(city) => setRoute((r) => ({ ...r, from: city }))}
      />
      <CityPickerField
        side="to"
        value={route.to}
        onChange={(city) => setRoute((r) => ({ ...r, to: city }))}
      />
      {route.from && <input type="hidden" name="from" value={route.from.slug} />}
      {route.to && <input type="hidden" name="to" value={route.to.slug} />}
      <TextField
        label={t('entry.weight')}
        name="weight"
        value={weight}
        onChange={(event) => setWeight(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', pattern: '[0-9]*[.,]?[0-9]*' } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('entry.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
