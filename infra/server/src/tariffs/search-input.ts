/**
 * A search as clients send it (spec section 7, already shape-checked by the schema) read into
 * what the engine prices. Everything wrong with it is a TariffInputError (a 400, or an 'error'
 * event on the realtime channel) with a message a person can act on.
 */
import {
  companyToday,
  defaultDeliveryDate,
  DEFAULT_DECLARED_VALUE,
  insuranceCost,
  pointKindsFor,
  type TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { cargoPlacesProblem, cargoTotalsProblem, loadingDateProblem } from '@dostavka/shared-kernel/rules';
import { keptAnswers } from '../kept-answers';
import { findBody, findLoad, findService } from './catalog';
import { placeOf, summarizeCargo, summarizeTotals, type CargoSummary } from './cargo';
import { describeProblem } from './rule-text';
import type { GeoPoint } from './geo';
import type { CarRequest, HandOver, PointFacts, TariffRequest } from './request';

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

/** The kinds of a provider's points at which a hand-over is made (the tariff service's `kindsServing`). */
export type KindsServing = (provider: string, method: HandOver) => readonly PointFacts['kind'][];

/**
 * The pick-up point chosen at one end: it must exist, be in that end's city and be of a kind its
 * carrier serves the hand-over at; both ends' points must be one carrier's.
 */
function pointOf(
  direction: SearchDirection,
  end: string,
  points: ReadonlyMap<string, PointFacts>,
  kindsServing: KindsServing,
): PointFacts | null {
  const id = direction.point?.id;
  if (!id) return null;
  const point = points.get(id) ?? fail(`Unknown pick-up point of ${end}: ${id}`);
  if (point.city.code !== direction.city?.code) fail(`The pick-up point of ${end} is in another city`);
  if (!kindsServing(point.provider, handOver(direction)).includes(point.kind))
    fail(`The pick-up point of ${end} does not take cargo this way (${direction.deliveryMethod.slug})`);
  return point;
}

/**
 * The kernel's cargo rule (spec 5), the one the calculator's and the order's schemas wrap, called
 * directly: a search is checked without yup, so a thousand rows cost microseconds.
 */
function checkCargo(rows: readonly SearchCargo[]): void {
  const problem = cargoPlacesProblem(rows);
  if (!problem) return;
  const row = /^\[(\d+)\]/.exec(problem.path);
  fail(row ? `Cargo ${Number(row[1]) + 1}: ${describeProblem(problem)}` : describeProblem(problem));
}

type SearchTotals = NonNullable<TariffSearchData['delivery']['dimensions']['totals']>;

/** Weight-only mode: the kernel's totals schema, then the totals as the engine prices them. */
function totalsOf(totals: SearchTotals, rows: readonly SearchCargo[]): CargoSummary {
  if (rows.length > 0)
    fail('Describe the cargo either by places or by its total weight and volume, not both');
  const problem = cargoTotalsProblem(totals);
  if (problem) fail(`Totals: ${describeProblem(problem)}`);
  return summarizeTotals(totals.weight / 1000, totals.volume ?? 0, totals.quantity ?? 1);
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

// The rule's answers by today and the date asked: a day's searches ask for a few weeks of dates,
// and the rule's calendar check (a dayjs parse and format) was half of reading a small search.
const dateProblems = keptAnswers<string | null>(1_000);

/** The last `companyToday`, by the minute it was asked for. */
let todayOfMinute = { minute: Number.NaN, date: '' };

/**
 * The company's today at `now`, worked out once a minute as the kernel's `companyToday` does, but
 * without the dayjs it builds (its local-time fields read one by one) to find the minute.
 */
function companyTodayAt(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== todayOfMinute.minute) todayOfMinute = { minute, date: companyToday(now) };
  return todayOfMinute.date;
}

function loadingDateOf(requested: string | undefined, now: Date): string {
  const today = companyTodayAt(now);
  if (!requested) return defaultDeliveryDate(now);
  const key = dateProblems(`${today} ${requested}`, () => loadingDateProblem(requested, { today }));
  if (key) fail(`${describeProblem({ path: 'date', key, values: {} })}: ${requested}`);
  return requested.slice(0, 10);
}

export function readSearch(
  kind: SearchKind,
  data: TariffSearchData,
  cities: ReadonlyMap<string, GeoPoint>,
  now: Date,
  points: ReadonlyMap<string, PointFacts> = new Map(),
  kindsServing: KindsServing = (_provider, method) => pointKindsFor(method),
): TariffRequest {
  const { directions, delivery } = data;
  const fromPoint = pointOf(directions.from, 'departure', points, kindsServing);
  const toPoint = pointOf(directions.to, 'destination', points, kindsServing);
  if (fromPoint && toPoint && fromPoint.provider !== toPoint.provider)
    fail('The pick-up points of departure and destination belong to different carriers');
  const rows = delivery.dimensions.cargos;
  const { totals } = delivery.dimensions;
  if (!totals && (kind === 'consolidated' || rows.length > 0)) checkCargo(rows);
  const cargo = totals ? totalsOf(totals, rows) : summarizeCargo(rows.map(placeOf));
  const car = kind === 'dedicated' ? carOf(data) : null;
  if (kind === 'dedicated' && !car && rows.length === 0 && !totals)
    fail('Choose a vehicle or describe the cargo');
  return {
    from: cityOf(directions.from, 'departure', cities),
    to: cityOf(directions.to, 'destination', cities),
    fromMethod: handOver(directions.from),
    toMethod: handOver(directions.to),
    fromPoint,
    toPoint,
    cargo,
    car,
    insurance: insuranceCost(delivery.declared ?? DEFAULT_DECLARED_VALUE, delivery.description ?? ''),
    declared: delivery.declared ?? DEFAULT_DECLARED_VALUE,
    loadingDate: loadingDateOf(delivery.date, now),
  };
}
