import { object, string } from 'yup';
import { isCalendarDate, isOrderStatus } from '@dostavka/shared-kernel/domain';

/** The earliest date the history's period may start on (no order is older). */
export const HISTORY_EARLIEST_DATE = '2000-01-01';

/**
 * The order history's filters (the account's form and `GET /user/profile/orders`): a status
 * ('' for any) and the period the orders were placed in, both ends optional, YYYY-MM-DD, the start
 * not after the end and not before 2000. Messages are keys of the `order` namespace.
 */
export const historyFilterSchema = object({
  status: string()
    .default('')
    .test('status', 'validation.historyStatus', (value) => !value || isOrderStatus(value)),
  from: string()
    .default('')
    .test(
      'date',
      'validation.historyDate',
      (value) => !value || (isCalendarDate(value) && value >= HISTORY_EARLIEST_DATE),
    ),
  to: string()
    .default('')
    .test(
      'date',
      'validation.historyDate',
      (value) => !value || (isCalendarDate(value) && value >= HISTORY_EARLIEST_DATE),
    )
    .test('order', 'validation.historyPeriod', (value, context) => {
      const from = (context.parent as { from?: string }).from;
      return !value || !from || !isCalendarDate(from) || !isCalendarDate(value) || from <= value;
    }),
});

/** The history's filter as the form, the address and the API carry it ('' = not narrowed). */
export interface HistoryFilterValues {
  status: string;
  from: string;
  to: string;
}
