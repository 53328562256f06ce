import type { ReactElement } from 'react';
import {
  toCm,
  toGrams,
  type Cargo,
  type Measure,
  type PackagingPreset,
  type TransportSize,
  type WeightUnit,
} from '@dostavka/shared-kernel/domain';
import { useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { ChoiceInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import type { PlaceUpdate } from './place-rules';
import { Columns } from '../../ui/columns';

const sizeKey = (size: TransportSize) => `${size.length}x${size.width}x${size.height}`;
const sizeOf = (cargo: Cargo): TransportSize => ({
  length: toCm(cargo.size.length),
  width: toCm(cargo.size.width),
  height: toCm(cargo.size.height),
});

/** A place in a packaging of the list: its size and weight chosen from the preset's. */
export function PresetSizeFields({
  cargo,
  preset,
  update,
}: {
  cargo: Cargo;
  preset: PackagingPreset;
  update: PlaceUpdate;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const { size: formatSize, weight: formatWeight } = useNumberFormat();
  const currentSize = sizeOf(cargo);
  const currentWeight = toGrams(cargo.weight);
  const setPresetSize = (key: string) => {
    const size = preset.sizes.find((item) => sizeKey(item) === key);
    if (!size) return;
    update({
      size: {
        length: { value: size.length, unit: 'cm' },
        width: { value: size.width, unit: 'cm' },
        height: { value: size.height, unit: 'cm' },
      },
    });
  };
  return (
    <Columns from="sm" shares={[2, 1]} gap={1}>
      <ChoiceInput
        size="small"
        label={t('cargo.size')}
        value={sizeKey(currentSize)}
        onChange={(event) => setPresetSize(event.target.value)}
        choices={withCurrent(preset.sizes, currentSize, sizeKey).map((size) => ({
          value: sizeKey(size),
          text: formatSize(size),
        }))}
      />
      <ChoiceInput
        size="small"
        label={t('cargo.weight')}
        value={String(currentWeight)}
        onChange={(event) => update({ weight: weightOf(Number(event.target.value)) })}
        choices={withCurrent(preset.weights.map(toGrams), currentWeight, String).map((grams) => ({
          value: String(grams),
          text: formatWeight(grams),
        }))}
      />
    </Columns>
  );
}

/** The preset's choices, plus the current value when a link brought one the preset does not list. */
function withCurrent<T>(choices: readonly T[], current: T, key: (value: T) => string): T[] {
  return choices.some((choice) => key(choice) === key(current)) ? [...choices] : [current, ...choices];
}

function weightOf(grams: number): Measure<WeightUnit> {
  return grams % 1000 === 0 ? { value: grams / 1000, unit: 'kg' } : { value: grams, unit: 'g' };
}
