/**
 * The shipment every carrier's contract test prices: two 120 × 80 × 50 cm places of 30 kg from
 * Saint Petersburg to Moscow (705 km), each end at a city, or at a point when its code is given.
 */
import { place, request } from '../../src/tariffs/test-support';
import type { TariffRequest } from '../../src/tariffs/request';
import type { CarrierCityRef, OurCity, QuoteInput } from '../../src/carriers/types';

export interface QuoteEnds {
  from: { city: OurCity; carrierCity: CarrierCityRef };
  to: { city: OurCity; carrierCity: CarrierCityRef };
}

export function quoteInput(
  ends: QuoteEnds,
  over: Partial<TariffRequest> = {},
  points: { from?: string; to?: string } = {},
): QuoteInput {
  return {
    kind: 'consolidated',
    request: request({
      places: [place({ lengthCm: 120, widthCm: 80, heightCm: 50, weightKg: 30, quantity: 2 })],
      ...over,
    }),
    from: { ...ends.from, pointCode: points.from ?? null },
    to: { ...ends.to, pointCode: points.to ?? null },
    km: 705,
  };
}
