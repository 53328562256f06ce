import { useTranslation } from 'react-i18next';
import { useStore } from '@dostavka/shared-kernel/ui';
import type { OrderSection } from '@dostavka/shared-kernel/stores';
import { orderProblems } from '../order-problems';

/** The DOM id of a field, so an incomplete order can take the visitor to its first problem. */
export const fieldId = (section: OrderSection, field: string): string =>
  `order-${section}-${field.replace(/\./g, '-')}`;

/**
 * What a field of the order form needs for lazy validation: its id, its error state and message
 * (shown once the field was left, or after a submit), and the blur handler that marks it.
 */
export function useFieldProblem(section: OrderSection, field: string) {
  const { t } = useTranslation('order');
  const store = useStore();
  const { order } = store;
  const key = order.shows(section, field)
    ? orderProblems(store).find((problem) => problem.section === section && problem.field === field)?.key
    : undefined;
  return {
    id: fieldId(section, field),
    error: key !== undefined,
    helperText: key ? t(key, { ns: 'common' }) : ' ',
    onBlur: () => order.touch(section, field),
  };
}
