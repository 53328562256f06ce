/**
 * Деловые Линии seen as ours, both ways, in one place (docs/carriers.md, "Деловые Линии"):
 * our city's KLADR id → theirs, our cargo → their `cargo` block, our hand-over methods → their
 * `variant`s, their calculator's answer → our offer. Sources of every field:
 * https://dev.dellin.ru/api/calculation/calculator/ (request and answer),
 * https://dev.dellin.ru/api/en_terminals/terminals-search/ (terminals of a city).
 */
import type { CargoSummary } from '../../tariffs/cargo';
import type { HandOver } from '../../tariffs/request';
import { carrierOffer } from '../offer';
import type { PricedOffer } from '../../tariffs/offer';
import type { QuoteEnd, QuoteInput } from '../types';
import type { DellinCalculation } from './answers';

export const DELLIN = { slug: 'dellin', name: 'Деловые Линии', logo: '/media/carriers/dellin.svg' } as const;

/** Their city codes are KLADR ids padded to 25 digits: 6600000100000 → 6600000100000000000000000. */
export const dellinCityCode = (kladr: string): string => kladr.padEnd(25, '0');

/** The inter-terminal kinds of carriage the adapter asks for, each an offer of its own. */
export const DELLIN_TYPES = {
  auto: { name: 'Автоперевозка', description: 'Сборный груз автотранспортом, терминал или адрес' },
  express: { name: 'Экспресс-доставка', description: 'Сборный груз экспрессом, быстрее автоперевозки' },
} as const;
export type DellinType = keyof typeof DELLIN_TYPES;

/** Their calculator prices terminals and addresses; offices and lockers are not theirs. */
export const dellinServes = (method: HandOver): boolean => method === 'WAREHOUSE' || method === 'COURIER';

/*
 * A place is oversized ("негабарит") past these: the calculator then wants the weight and volume
 * of such places given apart (`oversizedWeight`, `oversizedVolume`) and refuses without them.
 */
const OVERSIZED = { sideM: 3, weightKg: 100 };

/** Metres and m3 to the hundredth, up: they round so themselves, and 0 would be refused. */
const up = (value: number): number => Math.max(0.01, Math.ceil(value * 100 - 1e-9) / 100);
const kg = (value: number): number => Math.max(0.01, Math.round(value * 100) / 100);

interface DellinCargo {
  quantity: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  totalVolume: number;
  totalWeight: number;
  oversizedWeight: number;
  oversizedVolume: number;
}

/**
 * Their `cargo`: the longest, widest and highest place in metres, the heaviest place and the
 * totals. Known only by its totals, the shipment is taken as that many equal cubes.
 */
function dellinCargo(cargo: CargoSummary): DellinCargo {
  const count = Math.max(1, cargo.count);
  if (cargo.places.length === 0) {
    const side = Math.cbrt(cargo.volumeM3 / count);
    const each = cargo.weightKg / count;
    const oversized = side > OVERSIZED.sideM || each > OVERSIZED.weightKg;
    return {
      quantity: count,
      length: up(side),
      width: up(side),
      height: up(side),
      weight: kg(each),
      totalVolume: up(cargo.volumeM3),
      totalWeight: kg(cargo.weightKg),
      oversizedWeight: oversized ? kg(cargo.weightKg) : 0,
      oversizedVolume: oversized ? up(cargo.volumeM3) : 0,
    };
  }
  let oversizedWeight = 0;
  let oversizedVolume = 0;
  for (const place of cargo.places) {
    const sides = [place.lengthCm, place.widthCm, place.heightCm].map((cm) => cm / 100);
    if (Math.max(...sides) > OVERSIZED.sideM || place.weightKg > OVERSIZED.weightKg) {
      oversizedWeight += place.weightKg * place.quantity;
      oversizedVolume += sides[0]! * sides[1]! * sides[2]! * place.quantity;
    }
  }
  const most = (pick: (place: CargoSummary['places'][number]) => number) =>
    Math.max(...cargo.places.map(pick));
  return {
    quantity: count,
    length: up(most((p) => p.lengthCm) / 100),
    width: up(most((p) => p.widthCm) / 100),
    height: up(most((p) => p.heightCm) / 100),
    weight: kg(most((p) => p.weightKg)),
    totalVolume: up(cargo.volumeM3),
    totalWeight: kg(cargo.weightKg),
    oversizedWeight: oversizedWeight > 0 ? kg(oversizedWeight) : 0,
    oversizedVolume: oversizedVolume > 0 ? up(oversizedVolume) : 0,
  };
}

/** A door is priced at the city's centre: the address is not known before the order. */
const door = (end: QuoteEnd) => ({
  variant: 'address',
  address: { search: `${end.city.lat.toFixed(6)}, ${end.city.lon.toFixed(6)}` },
  time: { worktimeStart: '09:00', worktimeEnd: '18:00' },
});

/** `delivery.derival`: the chosen terminal, else the city's own (resolveCity keeps it). */
function derivalOf(end: QuoteEnd, method: HandOver, produceDate: string): object | null {
  if (method === 'COURIER') return { produceDate, ...door(end) };
  const terminal = end.pointCode ?? end.carrierCity.extra?.derivalTerminal;
  return terminal === undefined ? null : { produceDate, variant: 'terminal', terminalID: String(terminal) };
}

/** `delivery.arrival`: the chosen terminal, else the city (they pick its terminal themselves). */
function arrivalOf(end: QuoteEnd, method: HandOver): object {
  if (method === 'COURIER') return door(end);
  return end.pointCode
    ? { variant: 'terminal', terminalID: end.pointCode }
    : { variant: 'terminal', city: end.carrierCity.id };
}

/**
 * The calculator's request body without the appkey. Nothing personal: cities, cargo, a date; no
 * `members` (a requester is a counterparty of a logged-in account, and public prices need none).
 */
export function calculatorBody(input: QuoteInput, type: DellinType): object | null {
  const { request } = input;
  const derival = derivalOf(input.from, request.fromMethod, request.loadingDate);
  if (!derival) return null;
  return {
    delivery: { deliveryType: { type }, derival, arrival: arrivalOf(input.to, request.toMethod) },
    cargo: dellinCargo(request.cargo),
    payment: { type: 'noncash', paymentCity: input.from.carrierCity.id },
  };
}

const day = (text: string | null | undefined): string | null =>
  text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Whole days from loading to the cargo at its end: at a door their door dates (express, avia) or
 * the terminal's give-out date plus `deliveryTerm`, at a terminal its give-out date; the `…Max`
 * dates, when given, are the term's upper bound.
 */
function dellinTerm(answer: DellinCalculation, loadingDate: string, toDoor: boolean) {
  const dates = answer.orderDates ?? {};
  const giveout = day(dates.giveoutFromOspReceiver) ?? day(dates.arrivalToOspReceiver);
  const giveoutMax = day(dates.giveoutFromOspReceiverMax) ?? giveout;
  const extra = toDoor ? (answer.deliveryTerm ?? 0) : 0;
  let min = giveout ? daysBetween(loadingDate, giveout) + extra : null;
  let max = giveoutMax ? daysBetween(loadingDate, giveoutMax) + extra : null;
  const atDoor = day(dates.derrivalToAddress);
  if (toDoor && atDoor) {
    min = daysBetween(loadingDate, atDoor);
    max = daysBetween(loadingDate, day(dates.derivalToAddressMax) ?? atDoor);
  }
  if (min === null || max === null || min < 0) return null;
  return { minDays: Math.max(1, min), maxDays: Math.max(1, min, max) };
}

/** What their answer's parts are called on our price lines (their own words for their services). */
const LINE = {
  derivalTerminal: 'Приём груза на терминале отправки',
  derivalAddress: 'Забор груза от адреса',
  arrivalTerminal: 'Выдача груза на терминале',
  arrivalAddress: 'Доставка груза до адреса',
  insurance: 'Страхование груза',
  notify: 'Информирование о статусе заказа',
} as const;

/**
 * Their answer as our offer, or null when they would not price it (a contract price, no term).
 * The carriage is the chosen type's own price; the rest are their services as they priced them.
 */
export function dellinOffer(
  answer: DellinCalculation,
  type: DellinType,
  input: QuoteInput,
): PricedOffer | null {
  const { request } = input;
  const carriage = (type === 'auto' ? answer.intercity : answer.express)?.price;
  if (typeof carriage !== 'number' || typeof answer.price !== 'number' || answer.price <= 0) return null;
  const fromDoor = request.fromMethod === 'COURIER';
  const toDoor = request.toMethod === 'COURIER';
  const term = dellinTerm(answer, request.loadingDate, toDoor);
  if (!term) return null;
  const services = [
    { name: fromDoor ? LINE.derivalAddress : LINE.derivalTerminal, value: answer.derival?.price ?? 0 },
    { name: toDoor ? LINE.arrivalAddress : LINE.arrivalTerminal, value: answer.arrival?.price ?? 0 },
    { name: LINE.insurance, value: answer.insurance ?? 0 },
    { name: LINE.notify, value: answer.notify?.price ?? 0 },
  ];
  return carrierOffer({
    carrier: DELLIN,
    tariffCode: type,
    name: DELLIN_TYPES[type].name,
    description: DELLIN_TYPES[type].description,
    carriage,
    services,
    term,
    // Cargo is given out against the receiver's passport (or a company's power of attorney).
    passport: true,
    // A door is priced at the city's centre until the order names the address.
    preliminarily: fromDoor || toDoor,
    quoteData: {
      dellinType: type,
      dellinDerival: fromDoor ? 'address' : 'terminal',
      dellinArrival: toDoor ? 'address' : 'terminal',
      dellinFrom: input.from.carrierCity.id,
      dellinTo: input.to.carrierCity.id,
      ...(answer.derival?.terminal ? { dellinDerivalTerminal: answer.derival.terminal } : {}),
      ...(answer.arrival?.terminal ? { dellinArrivalTerminal: answer.arrival.terminal } : {}),
      dellinPrice: answer.price,
    },
    request,
    km: input.km,
  });
}
