import { ORDER_STATUSES, type OrderStatus } from '../contract/vocabulary';
import { addCalendarDays } from './clock';

export { ORDER_STATUSES, type OrderStatus };

/** After these nothing changes. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

const step = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

/**
 * Whether staff may move an order from one status to another: forward only (steps may be
 * skipped, e.g. when a pickup was not recorded), or to 'cancelled' before it is delivered.
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (FINAL_ORDER_STATUSES.includes(from)) return false;
  if (to === 'cancelled') return true;
  return step(to) > step(from);
}

/** The loading date can still change: the cargo has not been picked up and the order is alive. */
export function canChangeLoadingDate(status: OrderStatus): boolean {
  return status === 'created' || status === 'confirmed';
}

/** Days past the loading date an order was priced for during which its price still holds. */
export const LOADING_DATE_WINDOW_DAYS = 7;

/** The latest loading date an order priced for `pricedDate` (YYYY-MM-DD…) may move to. */
export function latestLoadingDate(pricedDate: string): string {
  return addCalendarDays(pricedDate.slice(0, 10), LOADING_DATE_WINDOW_DAYS);
}
