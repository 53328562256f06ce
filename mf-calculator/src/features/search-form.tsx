import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../i18n/texts';
import { FormSection } from '../ui/form-section';
import { CargoSection } from './cargo/cargo-section';
import { TotalsSection } from './cargo/totals-section';
import { DetailsSection } from './details/details-section';
import { DirectionsSection } from './directions/directions-section';
import type { MissingCities } from './share/calculator-state';
import { TransportTypeSwitch } from './transport/transport-type-switch';
import { VehicleSection } from './transport/vehicle-section';

/** The explicit choice between places with sizes and weight-only mode. */
const CargoModeSwitch = observer(function CargoModeSwitch(): ReactElement {
  const { t } = useCalculatorTranslation();
  const { delivery } = useStore();
  return (
    <Box role="group" aria-label={t('cargo.modeLabel')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['places', 'totals'] as const).map((mode) => (
        <Button
          key={mode}
          size="small"
          variant={delivery.cargoMode === mode ? 'contained' : 'outlined'}
          aria-pressed={delivery.cargoMode === mode}
          onClick={() => delivery.setCargoMode(mode)}
        >
          {t(mode === 'places' ? 'cargo.byPlaces' : 'cargo.byTotals')}
        </Button>
      ))}
    </Box>
  );
});

/** The whole search: route, what is carried and how, and the details. The calculator and the staff page share it. */
export const SearchForm = observer(function SearchForm({
  missing = {},
}: {
  missing?: MissingCities;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const { delivery } = useStore();
  const [cargoWanted, setCargoWanted] = useState(false);
  const byTotals = delivery.cargoMode === 'totals';
  const showCargo = !delivery.isDedicated || cargoWanted || delivery.cargos.length > 0 || byTotals;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FormSection title={t('sections.route')}>
        <DirectionsSection missing={missing} />
      </FormSection>
      <FormSection title={t('sections.cargo')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TransportTypeSwitch />
          {delivery.isDedicated && <VehicleSection />}
          {showCargo ? (
            <>
              <CargoModeSwitch />
              {byTotals ? <TotalsSection /> : <CargoSection optional={delivery.isDedicated} />}
            </>
          ) : (
            <Button variant="text" onClick={() => setCargoWanted(true)} sx={{ justifySelf: 'start' }}>
              {t('cargo.describeForTruck')}
            </Button>
          )}
        </Box>
      </FormSection>
      <FormSection title={t('sections.details')}>
        <DetailsSection />
      </FormSection>
    </Box>
  );
});
