import { isCalendarDate, isOrderStatus } from '@dostavka/shared-kernel/domain';
import type { HistoryFilterValues } from '@dostavka/shared-kernel/rules';

export const NO_HISTORY_FILTER: HistoryFilterValues = { status: '', from: '', to: '' };

/**
 * The history's filter from the page's address (`?status=cancelled&from=2030-01-01&to=...`):
 * forgiving like the calculator's, a part that is not a status or a date is left out, and a
 * period whose ends are the wrong way round keeps its start only.
 */
export function readHistoryFilter(query: Record<string, string | undefined>): HistoryFilterValues {
  const status = query.status && isOrderStatus(query.status) ? query.status : '';
  const from = query.from && isCalendarDate(query.from) ? query.from : '';
  let to = query.to && isCalendarDate(query.to) ? query.to : '';
  if (from && to && from > to) to = '';
  return { status, from, to };
}

/**
 * The address of an open order: the page's, with `?order=A-12345678`, so a reload or a link opens
 * it again. It is the order dialog's own history entry (Back shows the page's address again).
 */
export function openOrderAddress(number: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('order', number);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The order a link or a reload opened leaves the page's own entry: its dialog's entry carries it. */
export function forgetOpenOrder(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('order')) return;
  url.searchParams.delete('order');
  window.history.replaceState(window.history.state, '', url);
}

/** Writes the filter into the address (only what is set), with replace: no history entry per change. */
export function rememberHistoryFilter(filter: HistoryFilterValues): void {
  const url = new URL(window.location.href);
  for (const key of ['status', 'from', 'to'] as const) {
    if (filter[key]) url.searchParams.set(key, filter[key]);
    else url.searchParams.delete(key);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
