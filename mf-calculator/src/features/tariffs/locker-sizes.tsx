import type { ReactElement } from 'react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lockerWantsSizes, type Cargo, type Measure, type WeightUnit } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';
import { placeId } from '../cargo/place-rules';

/** The end whose locker waits for the places' sizes, or null (see the kernel's `lockerWantsSizes`). */
export const lockerEnd = ({ shipment, delivery }: Pick<RootStore, 'shipment' | 'delivery'>) =>
  lockerWantsSizes({ directions: shipment.directions, delivery: delivery.searchPayload });

const weightOf = (grams: number): Measure<WeightUnit> =>
  grams % 1000 === 0 ? { value: grams / 1000, unit: 'kg' } : { value: grams, unit: 'g' };

/** Focuses the element once the render that shows it has happened (a few frames at most). */
function focusWhenShown(id: string, frames = 10): void {
  const element = document.getElementById(id);
  if (element) {
    element.focus();
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  } else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

/**
 * Weight-only cargo becomes places to give sizes to: the places typed before, if any, else one
 * row of the totals' pieces, each with its share of the weight and no sizes yet. The calculator
 * then shows the place's size fields (its react-final-form form, with the kernel's rules) and
 * the first of them gets the focus.
 */
export function sizePlaces(store: Pick<RootStore, 'delivery'>): Cargo {
  const { delivery } = store;
  const first = runInAction(() => {
    if (delivery.cargos.length === 0) {
      const { weightKg, quantity } = delivery.shipmentTotals;
      const pieces = Math.max(1, Math.round(quantity) || 1);
      const place = delivery.addCargo();
      delivery.updateCargo(place.id, {
        quantity: pieces,
        weight: weightOf(Math.round((weightKg * 1000) / pieces)),
      });
    }
    delivery.setCargoMode('places');
    return delivery.cargos[0]!;
  });
  focusWhenShown(first.slug === 'custom' ? placeId(first, 'length') : placeId(first));
  return first;
}

/**
 * A locker chosen for a shipment known by its weight alone: no carrier prices a locker without
 * the size of each place, so instead of "no offers" the results say why, with the way to give
 * the sizes right away.
 */
export const LockerSizesNote = observer(function LockerSizesNote(): ReactElement | null {
  const { t } = useCalculatorTranslation();
  const store = useStore();
  if (!lockerEnd(store)) return null;
  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      <AlertTitle>{t('offers.lockerSizes.title')}</AlertTitle>
      {t('offers.lockerSizes.text')}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={() => sizePlaces(store)}>
          {t('offers.lockerSizes.action')}
        </Button>
      </Box>
    </Alert>
  );
});
