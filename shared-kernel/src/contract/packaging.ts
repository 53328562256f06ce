import { Type, type Static } from 'typebox';
import { PACKAGING_SLUGS, WEIGHT_UNITS } from './vocabulary';

const Size = Type.Object({ length: Type.Number(), width: Type.Number(), height: Type.Number() });
const Weight = Type.Object({ value: Type.Number(), unit: Type.Enum(WEIGHT_UNITS) });

/** A packaging preset of the combined calculator (spec 3 and 9): the domain's list is of these. */
export const PackagingPreset = Type.Object(
  {
    name: Type.String({ description: 'Translation key' }),
    slug: Type.Enum(PACKAGING_SLUGS),
    icon: Type.String(),
    sizes: Type.Array(Size, { description: 'cm' }),
    weights: Type.Array(Weight),
    can: Type.Object({ rotate: Type.Boolean(), stack: Type.Boolean() }),
  },
  { description: 'A packaging preset (spec section 9)' },
);

/** GET /api/content/container. */
export const PackagingPresets = Type.Object({ data: Type.Object({ data: Type.Array(PackagingPreset) }) });

export type PackagingPreset = Static<typeof PackagingPreset>;
export type PackagingPresets = Static<typeof PackagingPresets>;
