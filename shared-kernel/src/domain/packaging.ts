import type { PackagingPreset } from '../contract/packaging';
import type { PackagingSlug } from '../contract/vocabulary';
import type { Measure, TransportSize, WeightUnit } from './types/cargo';
import { toGrams } from './units';

/** A packaging preset of the combined calculator (spec 3 and 9), as the contract gives it. Sizes in cm. */
export type { PackagingPreset, PackagingSlug };

/** A translation key with its interpolation values. */
export interface TranslatableText {
  key: string;
  values?: Record<string, number | string>;
}

const cube = (side: number): TransportSize => ({ length: side, width: side, height: side });
const size = (length: number, width: number, height: number): TransportSize => ({ length, width, height });
const kg = (...values: number[]) => values.map((value): Measure<WeightUnit> => ({ value, unit: 'kg' }));
const g = (...values: number[]) => values.map((value): Measure<WeightUnit> => ({ value, unit: 'g' }));

const preset = (
  slug: PackagingSlug,
  sizes: TransportSize[],
  weights: Measure<WeightUnit>[],
  rotate = true,
  stack = true,
): PackagingPreset => ({
  name: `packaging.${slug}`,
  slug,
  icon: slug,
  sizes,
  weights,
  can: { rotate, stack },
});

export const PACKAGING_PRESETS: readonly PackagingPreset[] = [
  preset('big_box', [50, 60, 70, 80, 90].map(cube), kg(25, 35, 45, 55, 65, 75), false, false),
  preset('bag', [size(40, 30, 20), size(50, 40, 30), size(60, 50, 40)], kg(4, 5, 6, 7)),
  preset(
    'pallet',
    [size(120, 80, 150), size(100, 100, 150), size(120, 120, 150)],
    kg(50, 100, 200, 300, 400, 500),
  ),
  preset('mail', [size(25, 15, 5), size(35, 25, 5), size(45, 35, 5)], [...g(100, 500), ...kg(1, 2, 3)]),
  preset(
    'box',
    [size(35, 25, 30), size(45, 35, 40), size(55, 45, 50), size(65, 55, 60), size(75, 65, 70)],
    kg(2, 4, 8, 12, 16, 20),
  ),
  preset('custom', [], []),
];

/** 'from X to Y kg' from the first and last weight; the custom preset asks for everything by hand. */
export function packagingSubtitle(preset: PackagingPreset): TranslatableText {
  const first = preset.weights[0];
  const last = preset.weights[preset.weights.length - 1];
  if (!first || !last) return { key: 'packaging.subtitle.custom' };
  return {
    key: 'packaging.subtitle.range',
    values: { from: toGrams(first) / 1000, to: toGrams(last) / 1000 },
  };
}
