/**
 * What an offer says, in the visitor's language. The engine's texts are Russian data (rate cards)
 * or carry a key: carriers, tariff names, descriptions and documents are found by the carrier's
 * slug and the tariff's code in the common namespace (`offerText.*`), price lines by their own
 * key (`priceLine.*`), the term by its days. Whatever has no key shows as the server gave it.
 */
import { formatDeliveryTime, formatTerm } from './dates';
import type { TariffPrice } from './types/tariff';

/** i18next's `t` as far as these texts need it. */
export type TextTranslate = (
  key: string,
  options: { ns: string; defaultValue: string } & Record<string, unknown>,
) => string;

interface OfferLike {
  name: string;
  description: string;
  company: { name: string; slug: string };
  codes: Record<string, string | number>;
  documents: ReadonlyArray<{ name: string; url?: string }>;
  dates: {
    plannedDateLoadingCargo: { date: string };
    plannedDateShipmentCargo: { date: string; text: string; days?: { min: number; max: number } };
  };
}

const common = (t: TextTranslate, key: string, fallback: string, values: Record<string, unknown> = {}) =>
  t(key, { ns: 'common', defaultValue: fallback, ...values });

/** The carrier's name ('Доставка' / 'Dostavka'). */
export function offerCarrier(offer: Pick<OfferLike, 'company'>, t: TextTranslate): string {
  return common(t, `offerText.carrier.${offer.company.slug}`, offer.company.name);
}

const tariffKey = (offer: Pick<OfferLike, 'codes'>) => `offerText.tariff.${String(offer.codes.tariff ?? '')}`;

/**
 * The tariff's name; a dedicated one keeps the vehicle after ': ' ('Dedicated vehicle: …'), named
 * by `vehicleName` (the fleet's name is Russian data: `dataNames(...).vehicle`).
 */
export function offerName(offer: Pick<OfferLike, 'name' | 'codes'>, t: TextTranslate): string;
export function offerName(
  offer: Pick<OfferLike, 'name' | 'codes'>,
  t: TextTranslate,
  vehicleName: (name: string) => string,
): string;
export function offerName(
  offer: Pick<OfferLike, 'name' | 'codes'>,
  t: TextTranslate,
  vehicleName: (name: string) => string = (name) => name,
): string {
  const split = offer.name.indexOf(': ');
  const vehicle = split >= 0 ? offer.name.slice(split + 2) : '';
  const base = common(t, `${tariffKey(offer)}.name`, split >= 0 ? offer.name.slice(0, split) : offer.name);
  return vehicle ? `${base}: ${vehicleName(vehicle)}` : base;
}

export function offerDescription(offer: Pick<OfferLike, 'description' | 'codes'>, t: TextTranslate): string {
  return offer.description ? common(t, `${tariffKey(offer)}.description`, offer.description) : '';
}

/** The documents the carrier works with, by their place in the card's list. */
export function offerDocuments(
  offer: Pick<OfferLike, 'documents' | 'codes'>,
  t: TextTranslate,
): Array<{ name: string; url?: string }> {
  return offer.documents.map((document, i) => ({
    ...document,
    name: common(t, `${tariffKey(offer)}.documents.${i}`, document.name),
  }));
}

/** Names of data in the visitor's language, as `dataNames` gives them (a price line's values). */
interface ValueNames {
  vehicle(name: string): string;
  place(name: string): string;
}

/** The values of price lines that are data: a vehicle of the fleet, a city or a depot's city. */
const DATA_VALUES: Readonly<Record<string, keyof ValueNames>> = {
  vehicle: 'vehicle',
  city: 'place',
  depot: 'place',
};

/**
 * A price line: its key with its values (a value named `…Key` is translated first, a vehicle or
 * a city named by `names`), or its name.
 */
export function priceLineLabel(line: Pick<TariffPrice, 'name' | 'key' | 'values'>, t: TextTranslate): string;
export function priceLineLabel(
  line: Pick<TariffPrice, 'name' | 'key' | 'values'>,
  t: TextTranslate,
  names: ValueNames,
): string;
export function priceLineLabel(
  line: Pick<TariffPrice, 'name' | 'key' | 'values'>,
  t: TextTranslate,
  names?: ValueNames,
): string {
  if (!line.key) return line.name;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(line.values ?? {})) {
    const data = DATA_VALUES[name];
    if (name.endsWith('Key') && typeof value === 'string')
      values[name.slice(0, -3)] = common(t, value, String(value));
    else if (data && names && typeof value === 'string') values[name] = names[data](value);
    else values[name] = value;
  }
  return common(t, line.key, line.name, values);
}

/** The promised term: '4–6 дней' / '4–6 days' from its days, else the server's text or the dates. */
export function offerTerm(offer: Pick<OfferLike, 'dates'>, lang: string): string {
  const loading = offer.dates.plannedDateLoadingCargo.date;
  const shipment = offer.dates.plannedDateShipmentCargo;
  if (shipment.days) return formatTerm(shipment.days.min, shipment.days.max, lang);
  if (!lang.startsWith('en') && shipment.text) return shipment.text;
  return formatDeliveryTime(loading, shipment.date, lang);
}
