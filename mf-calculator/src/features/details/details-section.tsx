import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { companyTime, DATE_PICKER_FORMATS, UNINSURED_CARGO_TYPE } from '@dostavka/shared-kernel/domain';
import { useStore, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { Columns } from '../../ui/columns';
import { NumberField } from '../../ui/number-field';
import { DateField } from './date-field';

/** How far ahead a loading date may be booked. */
const BOOKING_DAYS = 180;
/** The calculator service takes declared values up to 10^12 roubles. */
const MAX_DECLARED = 1_000_000_000_000;

/** Declared value with the insurance it costs, what is sent, and the loading date. */
export const DetailsSection = observer(function DetailsSection(): ReactElement {
  const { t } = useCalculatorTranslation();
  const { cost: formatCost } = useNumberFormat();
  const store = useStore();
  const { delivery } = store;
  const today = companyTime(store.now());
  const uninsured = delivery.description.trim().toLowerCase() === UNINSURED_CARGO_TYPE;
  return (
    <Columns from="sm" shares={[1, 1]} gap={2}>
      <NumberField
        label={t('details.declared')}
        unit="₽"
        value={delivery.declared}
        onChange={(value) => delivery.setDeclared(Math.min(Math.round(value * 100) / 100, MAX_DECLARED))}
        helperText={
          uninsured
            ? t('details.uninsured')
            : t('details.insurance', { cost: formatCost(delivery.insurance) })
        }
      />
      <DateField
        label={t('details.date')}
        value={delivery.date}
        min={today.format(DATE_PICKER_FORMATS.date)}
        max={today.add(BOOKING_DAYS, 'day').format(DATE_PICKER_FORMATS.date)}
        onChange={delivery.setDate}
      />
      <TextInput
        label={t('details.description')}
        value={delivery.description}
        onChange={(event) => delivery.setDescription(event.target.value.slice(0, 500))}
        helperText={t('details.descriptionHint')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Columns>
  );
});
