/**
 * ПЭК seen as ours, both ways, in one place (docs/carriers.md, "ПЭК"): our city → the warehouse
 * of the branch serving it, our cargo → their `cargos`, our hand-over methods → warehouses or
 * pick-up/delivery addresses, their answer's transfers → our offers. Sources of every field:
 * https://kabinet.pecom.ru/api/v1/help/calculator (POST /calculator/calculateprice/) and
 * https://kabinet.pecom.ru/api/v1/help/branches (findzonebyaddress, all), as modelled by
 * https://github.com/glook/pecom-php-sdk generated/Model/CalculatePriceRequest.php, Cargo.php,
 * AddressBlock.php, Transfer.php, CommonTerm.php, CalculatorServiceItem.php.
 */
import type { CargoSummary } from '../../tariffs/cargo';
import type { PricedOffer } from '../../tariffs/offer';
import type { HandOver } from '../../tariffs/request';
import { clockTime as clock } from '../hours';
import { carrierOffer } from '../offer';
import type { OurCity, QuoteEnd, QuoteInput } from '../types';
import type { PecPrice, PecService, PecTransfer } from './answers';

export const PEC = { slug: 'pec', name: 'ПЭК', logo: '/media/carriers/pec.svg' } as const;

/** Their products (`types`, GET /typesOfDelivery/all/) the adapter asks for, each an offer. */
const PEC_TYPES: Record<number, { name: string; description: string }> = {
  3: { name: 'ПЭК:LTL Авто', description: 'Сборный груз автотранспортом' },
  1: { name: 'ПЭК:Express Авиа', description: 'Сборный груз авиатранспортом, быстрее автоперевозки' },
};
const PEC_TYPE_CODES = [3, 1];

/** Lockers are not theirs; a pick-up point (ПВЗ) is one of their divisions with a warehouse. */
export const pecServes = (method: HandOver): boolean => method !== 'POSTAMAT';

/** The address their geocoder finds a city by: country, region, city, comma-separated. */
export function pecAddress(city: OurCity): string {
  const region = city.region.trim();
  return ['Россия', ...(region && region !== city.name ? [region] : []), city.name].join(', ');
}

/** Metres, m3 and kg to the hundredth, up: they round so themselves (and refuse a 0). */
const up = (value: number): number => Math.max(0.01, Math.ceil(value * 100 - 1e-9) / 100);

/** More places than this go as one element of totals, the way their comments allow. */
const MAX_PLACES = 100;

interface PecCargo {
  length?: number;
  width?: number;
  height?: number;
  volume: number;
  weight: number;
  maxSize?: number;
  maxPlaceWeight?: number;
}

/**
 * Their `cargos`: an element per place with its sizes and weight. Known by totals alone, each
 * place is the average weight and volume with the side of a cube of that volume as `maxSize`;
 * past MAX_PLACES one element carries the totals, the largest side and the heaviest place.
 */
function pecCargos(cargo: CargoSummary): PecCargo[] {
  const count = Math.max(1, cargo.count);
  if (cargo.places.length === 0) {
    const each = { volume: up(cargo.volumeM3 / count), weight: up(cargo.weightKg / count) };
    const side = up(Math.cbrt(cargo.volumeM3 / count));
    if (count > MAX_PLACES)
      return [
        {
          volume: up(cargo.volumeM3),
          weight: up(cargo.weightKg),
          maxSize: side,
          maxPlaceWeight: each.weight,
        },
      ];
    return Array.from({ length: count }, () => ({ ...each, maxSize: side }));
  }
  if (count > MAX_PLACES) {
    const side = Math.max(...cargo.places.map((p) => Math.max(p.lengthCm, p.widthCm, p.heightCm)));
    const heaviest = Math.max(...cargo.places.map((p) => p.weightKg));
    return [
      {
        volume: up(cargo.volumeM3),
        weight: up(cargo.weightKg),
        maxSize: up(side / 100),
        maxPlaceWeight: up(heaviest),
      },
    ];
  }
  return cargo.places.flatMap((place) => {
    const [length, width, height] = [place.lengthCm, place.widthCm, place.heightCm].map((cm) => cm / 100);
    const one = {
      length: up(length!),
      width: up(width!),
      height: up(height!),
      volume: up(length! * width! * height!),
      weight: up(place.weightKg),
    };
    return Array.from({ length: place.quantity }, () => ({ ...one }));
  });
}

/** When the cargo is planned to reach them on the loading day (the day's start of work). */
const HANDED_IN = '10:00';

/** A door is priced at the city's centre: the address is not known before the order. */
const door = (end: QuoteEnd) => ({
  address: pecAddress(end.city),
  coordinates: { latitude: end.city.lat.toFixed(6), longitude: end.city.lon.toFixed(6) },
});

/** The request body. Nothing personal: warehouses or city addresses, cargo, a date, products. */
export function priceBody(input: QuoteInput): object {
  const { request, from, to } = input;
  const isPickUp = request.fromMethod === 'COURIER';
  const isDelivery = request.toMethod === 'COURIER';
  return {
    ...(isPickUp ? { pickup: door(from) } : { senderWarehouseId: from.pointCode ?? from.carrierCity.id }),
    ...(isDelivery ? { delivery: door(to) } : { receiverWarehouseId: to.pointCode ?? to.carrierCity.id }),
    isPickUp,
    isDelivery,
    plannedDateTime: `${request.loadingDate}T${HANDED_IN}:00`,
    types: PEC_TYPE_CODES,
    cargos: pecCargos(request.cargo),
  };
}

/** '3', '2 - 4', '2–4' → days; anything else → null. */
function days(text: string | null | undefined): { min: number; max: number } | null {
  const match = /^\s*(\d+)\s*(?:[-–—]\s*(\d+))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  return { min, max: Math.max(min, Number(match[2] ?? min)) };
}

/**
 * The term of a product: their common terms for the hand-overs asked, else the transfer's own
 * estimate. The arrays hold a figure per acceptance time (`transportingTimes`, the hours cargo is
 * handed in before): the first one not earlier than our planned hand-in counts.
 */
function pecTerm(answer: PecPrice, transfer: PecTransfer, isPickUp: boolean, isDelivery: boolean) {
  const terms = answer.commonTerms?.find((term) => term.type === transfer.type);
  const column = Math.max(
    0,
    (answer.transportingTimes ?? []).findIndex((time) => clock(time) >= HANDED_IN),
  );
  const text = !terms
    ? null
    : isPickUp && isDelivery
      ? terms.transportingWithDeliveryWithPickup
      : isPickUp
        ? terms.transportingWithPickup
        : isDelivery
          ? (terms.transportingWithDelivery?.[column] ?? terms.transportingWithDelivery?.[0])
          : (terms.transporting?.[column] ?? terms.transporting?.[0]);
  const range = days(text);
  const estimate = transfer.estDeliveryTime;
  if (range) return { minDays: Math.max(1, range.min), maxDays: Math.max(1, range.max) };
  if (typeof estimate === 'number' && estimate > 0) return { minDays: estimate, maxDays: estimate };
  return null;
}

const named = (service: PecService) => (service.info || service.serviceType || 'Услуга ПЭК').trim();
const carriageLike = (service: PecService) =>
  /перевоз/i.test(`${service.serviceType} ${service.info}`) &&
  !/страх/i.test(`${service.serviceType} ${service.info}`);

/**
 * Their services as price lines: the carriage, then every other service and the ones priced apart
 * under it. Their total is the truth: a remainder their breakdown leaves out is a line of its own.
 */
function pecLines(transfer: PecTransfer) {
  const all = (transfer.services ?? []).flatMap((service) => [service, ...(service.services ?? [])]);
  const lines = all.map((service) => ({
    name: named(service),
    value: service.cost ?? 0,
    carriage: carriageLike(service),
  }));
  const main = lines.find((line) => line.carriage) ?? lines[0];
  const total = transfer.costTotal ?? 0;
  const services = lines.filter((line) => line !== main).map(({ name, value }) => ({ name, value }));
  const rest = total - lines.reduce((sum, line) => sum + line.value, 0);
  if (rest >= 1) services.push({ name: 'Прочие услуги ПЭК', value: rest });
  return { carriage: main ? main.value : total, services };
}

/** Their answer's transfers as our offers: a product with an error or no price is left out. */
export function pecOffers(answer: PecPrice, input: QuoteInput): PricedOffer[] {
  const { request } = input;
  const isPickUp = request.fromMethod === 'COURIER';
  const isDelivery = request.toMethod === 'COURIER';
  return (answer.transfers ?? []).flatMap((transfer) => {
    const product = PEC_TYPES[transfer.type];
    if (!product || transfer.hasError || !((transfer.costTotal ?? 0) > 0)) return [];
    const term = pecTerm(answer, transfer, isPickUp, isDelivery);
    if (!term) return [];
    const { carriage, services } = pecLines(transfer);
    const from = isPickUp ? 'address' : (input.from.pointCode ?? input.from.carrierCity.id);
    const to = isDelivery ? 'address' : (input.to.pointCode ?? input.to.carrierCity.id);
    return [
      carrierOffer({
        carrier: PEC,
        tariffCode: transfer.type,
        name: product.name,
        description: product.description,
        carriage,
        services,
        term,
        // An individual receives cargo against a passport (a company's driver, a power of attorney).
        passport: true,
        preliminarily: isPickUp || isDelivery,
        quoteData: {
          pecType: transfer.type,
          pecFrom: from,
          pecTo: to,
          ...(answer.branchSender ? { pecBranchSender: answer.branchSender } : {}),
          ...(answer.branchReceiver ? { pecBranchReceiver: answer.branchReceiver } : {}),
          pecCostTotal: transfer.costTotal ?? 0,
        },
        request,
        km: input.km,
      }),
    ];
  });
}
