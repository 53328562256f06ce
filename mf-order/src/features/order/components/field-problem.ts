import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { shownError } from '@dostavka/shared-kernel/domain';
import type { OrderSection } from '@dostavka/shared-kernel/stores';
import { fieldName } from '../order-problems';

/** The DOM id of a field, so an incomplete order can take the visitor to its first problem. */
export const fieldId = (section: OrderSection, field: string): string =>
  `order-${section}-${field.replace(/\./g, '-')}`;

/** Text as typed: an emptied field stays '' (final-form would make it undefined). */
const keepText = (value: string | undefined): string => value ?? '';

const META = { error: true, touched: true, submitFailed: true } as const;

/**
 * A field of the order form on react-final-form: its value and change (`input`), and what the
 * visitor sees of its rule (`props`: id, error state, message once the field was left or a send
 * was tried, the blur that marks it left).
 */
export function useOrderField(section: OrderSection, field: string) {
  const { t } = useTranslation('order');
  const { input, meta } = useField<string>(fieldName({ section, field }), {
    subscription: { ...META, value: true },
    parse: keepText,
  });
  const key = shownError(meta);
  return {
    input,
    props: {
      id: fieldId(section, field),
      error: key !== undefined,
      helperText: key ? t(key, { ns: 'common' }) : ' ',
      onBlur: () => input.onBlur(),
    },
  };
}

/**
 * The same for a field whose value is the shipment's (city, hand-over, courier address: the
 * calculator edits them too, and they price the order): final-form keeps only whether it was left
 * and its message.
 */
export function useShipmentField(section: 'from' | 'to', field: string) {
  return useOrderField(section, field).props;
}
