/**
 * A search as clients send it (spec section 7, already shape-checked by the schema) read into
 * what the engine prices. Everything wrong with it is a TariffInputError (a 400, or an 'error'
 * event on the realtime channel) with a message a person can act on.
 */
import {
  addCalendarDays,
  companyToday,
  DEFAULT_DECLARED_VALUE,
  insuranceCost,
  type TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { cargoPlacesSchema, loadingDateSchema, problemsOf } from '@dostavka/shared-kernel/rules';
import { findBody, findLoad, findService } from './catalog';
import { placeOf, summarizeCargo } from './cargo';
import { describeProblem } from './rule-text';
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

function cityOf(direction: SearchDirection, end: string, cities: ReadonlyMap<string, GeoPoint>): GeoPoint {
  const code = direction.city?.code;
  if (!code) return fail(`Choose the city of ${end}`);
  return cities.get(code) ?? fail(`Unknown city of ${end}: ${code}`);
}

const handOver = (direction: SearchDirection): HandOver => {
  const slug = direction.deliveryMethod.slug;
  return slug === 'NOT_SELECTED' ? 'WAREHOUSE' : slug;
};

/** The kernel's cargo schema (spec 5), the one the calculator and the order use. */
function checkCargo(rows: readonly SearchCargo[]): void {
  const [problem] = problemsOf(cargoPlacesSchema, rows);
  if (!problem) return;
  const row = /^\[(\d+)\]/.exec(problem.path);
  fail(row ? `Cargo ${Number(row[1]) + 1}: ${describeProblem(problem)}` : describeProblem(problem));
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
  const today = companyToday(now);
  if (!requested) return addCalendarDays(today, 1);
  const [problem] = problemsOf(loadingDateSchema, requested, { today });
  if (problem) fail(`${describeProblem(problem)}: ${requested}`);
  return requested.slice(0, 10);
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
