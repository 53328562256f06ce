/**
 * A carrier's answer as one of our offers (spec section 3): every adapter maps its tariffs to
 * these parts, so company, price lines, term and the kept quote data read alike for all carriers.
 */
import type { ResponseMark, TariffPrice } from '@dostavka/shared-kernel/domain';
import type { PricedOffer } from '../tariffs/offer';
import { addDays, termText } from '../tariffs/dates';
import { priceLine } from '../tariffs/price-line';
import type { TariffRequest } from '../tariffs/request';

export interface CarrierOfferParts {
  carrier: { slug: string; name: string; logo: string };
  /** The carrier's tariff code (СДЭК's tariff_code, a ПЭК or Деловые Линии product). */
  tariffCode: string | number;
  /** The tariff's name as the carrier gives it, e.g. 'Посылка склад-склад'. */
  name: string;
  description: string;
  /** The carriage itself, whole roubles as the carrier priced it. */
  carriage: number;
  /**
   * Its services (insurance, pick-up, delivery to the door...), each named by the carrier, or one
   * of our own price lines (`priceLine`, e.g. the insurance) when it is the same service.
   */
  services: TariffPrice[];
  /** Whole days from loading; max >= min. */
  term: { minDays: number; maxDays: number };
  passport: boolean;
  /** The price may still change once the carrier accepts the cargo. */
  preliminarily: boolean;
  /**
   * The carrier's quote data an order keeps (its city ids, modes, tariff): strings and numbers,
   * each key named after the carrier's slug (`cdekTariff`), or the order drops it.
   */
  quoteData: Record<string, string | number>;
  request: TariffRequest;
  /** Road km of the route (QuoteInput.km). */
  km: number;
}

const MARK: ResponseMark = 'consolidated-line';

export function carrierOffer(parts: CarrierOfferParts): PricedOffer {
  const { request, carrier, term } = parts;
  const services: TariffPrice[] = parts.services
    .filter((service) => Math.round(service.value) > 0)
    .map((service) => ({ ...service, value: Math.round(service.value) }));
  const prices = [{ ...priceLine('carriage', 0), value: Math.round(parts.carriage) }, ...services];
  const minDays = Math.max(0, Math.round(term.minDays));
  const maxDays = Math.max(minDays, Math.round(term.maxDays));
  return {
    name: parts.name,
    preliminarily: parts.preliminarily,
    description: parts.description,
    company: { name: carrier.name, slug: carrier.slug },
    photo: { url: carrier.logo },
    dates: {
      plannedDateLoadingCargo: { date: request.loadingDate },
      plannedDateShipmentCargo: {
        date: addDays(request.loadingDate, maxDays),
        text: termText({ minDays, maxDays }),
        days: { min: minDays, max: maxDays },
      },
    },
    prices,
    total: prices.reduce((sum, line) => sum + line.value, 0),
    codes: { ...parts.quoteData, tariff: `${carrier.slug}-${parts.tariffCode}`, provider: carrier.slug },
    metadata: {
      mark: MARK,
      path: [
        {
          mark: 'departure-destination',
          from: request.from.name,
          to: request.to.name,
          km: Math.round(parts.km),
        },
      ],
    },
    required: { passport: parts.passport },
    documents: [],
  };
}
