/** Price tables read the way carriers read them. */
import type { PriceBand } from './rate-card';

/**
 * Per-kg rates over weight breaks (lower bounds, kg). The freight rule of "deficit weight": a
 * shipment pays the cheaper of its own band and any heavier band's lowest weight, so more weight
 * is never cheaper.
 */
export function weightBreakPrice(
  breaksKg: readonly number[],
  rubPerKg: readonly number[],
  kg: number,
): number {
  let best = Number.POSITIVE_INFINITY;
  breaksKg.forEach((lowerKg, i) => {
    const rate = rubPerKg[i];
    if (rate !== undefined) best = Math.min(best, Math.max(kg, lowerKg) * rate);
  });
  return best;
}

/** The price of the first band whose upper bound takes the weight (null: no bound). */
export function bandPrice(bands: readonly PriceBand[], kg: number): number {
  const band = bands.find((b) => b.upToKg === null || kg <= b.upToKg) ?? bands[bands.length - 1];
  return band?.rub ?? 0;
}

/** The first item whose upper bound takes the value (null: no bound); undefined past the last bound. */
export function byUpperBound<T>(items: readonly T[], bound: (item: T) => number | null, value: number) {
  return items.find((item) => {
    const upper = bound(item);
    return upper === null || value <= upper;
  });
}
