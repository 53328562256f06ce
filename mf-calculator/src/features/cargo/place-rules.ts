import { lazyValidation, toCm, toGrams, type Cargo, type CargoField } from '@dostavka/shared-kernel/domain';

/** A place as the kernel's rules judge it: cm, g and pieces. */
export type PlaceValues = Record<CargoField, number>;

export const placeValues = (cargo: Cargo): PlaceValues => ({
  width: toCm(cargo.size.width),
  height: toCm(cargo.size.height),
  length: toCm(cargo.size.length),
  weight: toGrams(cargo.weight),
  quantity: cargo.quantity,
});

// The rules (yup and the kernel's `rules` entry, about 18 KB) load when a place first gets the
// focus, not with the page: a place's values need no message before the visitor touches it.
export const placeRules = lazyValidation<PlaceValues>(async () => {
  const { cargoPlaceSchema, validateWith } = await import('@dostavka/shared-kernel/rules');
  return validateWith<PlaceValues>(cargoPlaceSchema);
});

/** What a field's `Field` needs to follow: its message and whether it may show yet. */
export const SHOWN = { error: true, touched: true, submitFailed: true } as const;

/** A rule's message key as the visitor reads it (null: no message). */
export type PlaceMessage = (error: string | undefined) => string | null;

/** A change to the place, kept in the delivery store. */
export type PlaceUpdate = (patch: Partial<Omit<Cargo, 'id'>>) => void;

/** The DOM id of a place's section and of its size fields, so that an action can take the visitor there. */
export const placeId = (cargo: Pick<Cargo, 'id'>, field?: 'length'): string =>
  field ? `cargo-${cargo.id}-${field}` : `cargo-${cargo.id}`;
