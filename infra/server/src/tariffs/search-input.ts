/**
 * A search as clients send it (spec section 7, already shape-checked by the schema) read into
 * what the engine prices. Everything wrong with it is a TariffInputError (a 400, or an 'error'
 * event on the realtime channel) with a message a person can act on.
 */
import {
  DEFAULT_DECLARED_VALUE,
  insuranceCost,
  validateCombinedCargo,
  type Cargo,
  type CargoField,
  type CargoFieldError,
  type TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { findBody, findLoad, findService } from './catalog';
import { placeOf, summarizeCargo } from './cargo';
import { addDays } from './dates';
import type { GeoPoint } from './geo';
import type { CarRequest, HandOver, TariffRequest } from './request';

export type SearchKind = 'consolidated' | 'dedicated';
type SearchDirection = TariffSearchData['directions']['from'];
type SearchCargo = TariffSearchData['delivery']['dimensions']['cargos'][number];

export class TariffInputError extends Error {
  override readonly name = 'TariffInputError';
  readonly statusCode = 400;
}

const fail = (message: string): never => {
  throw new TariffInputError(message);
};

// Prices and dates follow the company's clock: Moscow time, UTC+3 all year.
const MOSCOW_OFFSET_MS = 3 * 3600_000;
export const moscowToday = (now: Date) =>
  new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

function cityOf(direction: SearchDirection, end: string, cities: ReadonlyMap<string, GeoPoint>): GeoPoint {
  const code = direction.city?.code;
  if (!code) return fail(`Choose the city of ${end}`);
  return cities.get(code) ?? fail(`Unknown city of ${end}: ${code}`);
}

const handOver = (direction: SearchDirection): HandOver => {
  const slug = direction.deliveryMethod.slug;
  return slug === 'NOT_SELECTED' ? 'WAREHOUSE' : slug;
};

/** The kernel's cargo rule (spec 5), the one the calculator form uses. */
function checkCargo(rows: readonly SearchCargo[]): void {
  const cargos = rows.map((row, i): Cargo => ({
    id: String(i),
    size: {
      width: { value: row.width, unit: 'cm' },
      height: { value: row.height, unit: 'cm' },
      length: { value: row.length, unit: 'cm' },
    },
    weight: { value: row.weight, unit: 'g' },
    quantity: row.quantity,
    slug: 'custom',
    rotate: row.rotable,
    stack: row.stackable,
  }));
  const result = validateCombinedCargo(cargos);
  if (result.valid) return;
  if (result.list) fail('Describe at least one cargo place');
  result.cargos.forEach((errors, i) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    if (field && error) fail(`Cargo ${i + 1}: ${describeCargoError(field as CargoField, error)}`);
  });
}

const UNITS: Record<CargoField, string> = {
  width: 'cm',
  height: 'cm',
  length: 'cm',
  weight: 'g',
  quantity: 'pieces',
};

function describeCargoError(field: CargoField, error: CargoFieldError): string {
  if (error.rule === 'required') return `${field} must be a positive number`;
  if (error.rule === 'integer') return `${field} must be a whole number`;
  return `${field} must be at ${error.rule === 'min' ? 'least' : 'most'} ${error.limit} ${UNITS[field]}`;
}

function carOf(data: TariffSearchData): CarRequest | null {
  const car = data.delivery.dimensions.car;
  if (!car) return null;
  const body = car.type ? findBody(car.type) : findBody('1');
  if (!body) fail(`Unknown body type: ${car.type}`);
  const load = car.load ? findLoad(car.load) : findLoad('1');
  if (!load) fail(`Unknown loading kind: ${car.load}`);
  const services = car.additional
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => findService(name) ?? fail(`Unknown extra service: ${name}`));
  return {
    capacityKg: car.weight * 1000,
    body: body!.key,
    load: load!.key,
    services: [...new Set(services.map((service) => service.key))],
  };
}

function loadingDateOf(requested: string | undefined, now: Date): string {
  const today = moscowToday(now);
  if (!requested) return addDays(today, 1);
  const date = requested.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) fail(`Not a date: ${requested}`);
  if (date < today) fail(`The loading date ${date} has passed`);
  return date;
}

export function readSearch(
  kind: SearchKind,
  data: TariffSearchData,
  cities: ReadonlyMap<string, GeoPoint>,
  now: Date,
): TariffRequest {
  const { directions, delivery } = data;
  const rows = delivery.dimensions.cargos;
  if (kind === 'consolidated' || rows.length > 0) checkCargo(rows);
  const car = kind === 'dedicated' ? carOf(data) : null;
  if (kind === 'dedicated' && !car && rows.length === 0) fail('Choose a vehicle or describe the cargo');
  return {
    from: cityOf(directions.from, 'departure', cities),
    to: cityOf(directions.to, 'destination', cities),
    fromMethod: handOver(directions.from),
    toMethod: handOver(directions.to),
    cargo: summarizeCargo(rows.map(placeOf)),
    car,
    insurance: insuranceCost(delivery.declared ?? DEFAULT_DECLARED_VALUE, delivery.description ?? ''),
    loadingDate: loadingDateOf(delivery.date, now),
  };
}
