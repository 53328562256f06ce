import {
  addCalendarDays,
  daysBetween,
  isCalendarDate,
  type OrderDetail,
} from '@dostavka/shared-kernel/domain';

/**
 * The date an order is expected to arrive (YYYY-MM-DD): its loading date plus the offer's term
 * (the days the offer planned from loading to delivery). When the customer moves the loading date,
 * the delivery moves with it, so the detail, the list, tracking, the waybill and every mail agree.
 * Undefined when the offer gave no delivery date.
 */
export function expectedDelivery(order: Pick<OrderDetail, 'tariff' | 'loadingDate'>): string | undefined {
  const { plannedDateLoadingCargo, plannedDateShipmentCargo } = order.tariff.dates;
  const offered = plannedDateShipmentCargo.date.slice(0, 10);
  if (!isCalendarDate(offered)) return undefined;
  const term = daysBetween(plannedDateLoadingCargo.date, offered);
  if (term === null || term < 0 || !isCalendarDate(order.loadingDate)) return offered;
  return addCalendarDays(order.loadingDate, term);
}
