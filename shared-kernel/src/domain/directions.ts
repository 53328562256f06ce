import { DELIVERY_METHOD_SLUGS, type DeliveryMethodSlug } from './enums';
import type { DeliveryMethod, Direction } from './types/direction';

/** Every method a direction can have; NOT_SELECTED is the disabled placeholder. */
export const DELIVERY_METHODS: readonly DeliveryMethod[] = DELIVERY_METHOD_SLUGS.map((slug) => ({
  key: `deliveryMethod.${slug}`,
  slug,
  disabled: slug === 'NOT_SELECTED',
}));

/** The end of a shipment: where the cargo is handed in ('from') or handed out ('to'). */
export type ShipmentEnd = 'from' | 'to';

/**
 * A hand-over method as it is named at one end (its texts are keyed `deliveryMethod.<name>`). An
 * office receives the cargo at the origin ('Пункт приёма', OFFICE_FROM) and gives it out at the
 * destination ('Пункт выдачи', OFFICE); the other methods read the same at both ends.
 */
export function deliveryMethodAt(
  slug: DeliveryMethodSlug,
  end: ShipmentEnd,
): DeliveryMethodSlug | 'OFFICE_FROM' {
  return slug === 'OFFICE' && end === 'from' ? 'OFFICE_FROM' : slug;
}

export function deliveryMethod(slug: DeliveryMethodSlug): DeliveryMethod {
  const found = DELIVERY_METHODS.find((method) => method.slug === slug);
  if (!found) throw new Error(`Unknown delivery method ${slug}`);
  return { ...found };
}

export function emptyDirection(): Direction {
  return {
    deliveryMethod: deliveryMethod('NOT_SELECTED'),
    city: null,
    address: { value: '', office: '', intercom: '' },
  };
}

/** The longest directions search the content service takes (characters). */
export const DIRECTION_SEARCH_MAX = 100;
