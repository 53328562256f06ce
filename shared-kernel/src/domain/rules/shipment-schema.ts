/**
 * Direction, cargo places, declared value and loading date (spec 5) as yup schemas: the order form
 * and the server's order and search checks use them. Cargo limits are the kernel's one rule
 * (`cargoFieldProblem`); limits are in cm, g and pieces. The loading date is judged by the
 * company's clock: the validation context carries `today` (`companyToday`).
 */
import { array, boolean, lazy, mixed, number, object, string, type TestContext } from 'yup';
import type { RuleProblem } from './problems';
import {
  CARGO_FIELDS,
  cargoFieldProblem,
  cargoTotalProblem,
  type CargoTotalField,
  DIRECTION_SEARCH_MAX,
  hasHouseNumber,
  isCalendarDate,
  parseDecimal,
  lockerRefusal,
  pointKindOf,
  type PickupPoint,
  type CargoField,
  type DeliveryMethod,
} from '@dostavka/shared-kernel/domain';

const REQUIRED = 'validation.required';
const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * A direction needs its city, how the cargo is handed over, and an address that reaches a house
 * when a courier comes.
 */
export const directionSchema = object({
  city: mixed()
    .nullable()
    .test('required', REQUIRED, (city) => city != null),
  deliveryMethod: mixed<DeliveryMethod>().test(
    'required',
    REQUIRED,
    (method) => method?.slug !== 'NOT_SELECTED',
  ),
  address: mixed<{ value?: string }>()
    .test('required', REQUIRED, (address, context) => {
      const method = (context.parent as { deliveryMethod?: DeliveryMethod }).deliveryMethod;
      return method?.slug !== 'COURIER' || !blank(address?.value);
    })
    .test('house', 'validation.addressHouse', (address, context) => {
      const method = (context.parent as { deliveryMethod?: DeliveryMethod }).deliveryMethod;
      return method?.slug !== 'COURIER' || blank(address?.value) || hasHouseNumber(address!.value!);
    }),
  point: mixed<PickupPoint>()
    .nullable()
    .test('required', 'validation.point', (point, context) => {
      const rules = context.options.context as DirectionRules | undefined;
      const method = (context.parent as { deliveryMethod?: DeliveryMethod }).deliveryMethod;
      return !rules?.pointRequired || !method || !pointKindOf(method.slug) || point != null;
    })
    .test('locker', 'validation.lockerSize', (point, context) => {
      const cargos = (context.options.context as DirectionRules | undefined)?.cargos;
      const refusal = point?.locker && cargos ? lockerRefusal(point.locker, cargos) : null;
      if (!refusal) return true;
      return context.createError({
        message: refusal === 'weight' ? 'validation.lockerWeight' : 'validation.lockerSize',
      });
    }),
});

/**
 * What the direction rules read besides the direction: the order form asks for a pick-up point
 * at a terminal, office or locker, and checks a chosen locker against the cargo.
 */
export interface DirectionRules {
  pointRequired?: boolean;
  cargos?: ReadonlyArray<{
    length: number;
    width: number;
    height: number;
    weight: number;
    rotable?: boolean;
  }>;
}

/** A broken limit of a place (`cargo`) or of the totals (`totals`) as a problem with the rule's key. */
function limitProblem(
  scope: 'cargo' | 'totals',
  field: string,
  problem: { rule: string; limit?: number },
  path: string,
): RuleProblem {
  const values: Record<string, unknown> = problem.limit === undefined ? {} : { limit: problem.limit };
  return { path, key: `validation.${scope}.${problem.rule}.${field}`, values };
}

/** The same as a yup error. */
function limitError(
  scope: 'cargo' | 'totals',
  field: string,
  problem: { rule: string; limit?: number } | null | undefined,
  context: TestContext,
) {
  if (!problem) return true;
  const { key, values } = limitProblem(scope, field, problem, '');
  return context.createError({ message: key, params: values });
}

/**
 * The first broken rule of cargo places as the wire carries them (cm, g, pieces), or null: the
 * rule of `cargoPlacesSchema`, called directly. The server checks every search this way: a
 * thousand rows cost microseconds, where yup's casting and tests cost about 20 µs a row.
 */
export function cargoPlacesProblem(
  rows: ReadonlyArray<Partial<Record<CargoField, unknown>>>,
): RuleProblem | null {
  if (rows.length === 0) return { path: '', key: 'validation.cargoList', values: { min: 1 } };
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    for (const field of CARGO_FIELDS) {
      const value = row[field];
      const problem = cargoFieldProblem(field, typeof value === 'number' ? value : NaN);
      if (problem) return limitProblem('cargo', field, problem, `[${index}].${field}`);
    }
  }
  return null;
}

/** The first broken rule of a shipment's totals, or null: `cargoTotalsSchema`'s rule, called directly. */
export function cargoTotalsProblem(totals: Partial<Record<CargoTotalField, unknown>>): RuleProblem | null {
  for (const [field, fallback] of TOTAL_FIELDS) {
    const given = totals[field];
    const value = given === undefined && fallback !== undefined ? fallback : given;
    const problem = cargoTotalProblem(field, typeof value === 'number' ? value : NaN);
    if (problem) return limitProblem('totals', field, problem, field);
  }
  return null;
}

/** The totals' fields in the schema's order, with the value an absent one counts as. */
const TOTAL_FIELDS: ReadonlyArray<[CargoTotalField, number | undefined]> = [
  ['weight', undefined],
  ['volume', 0],
  ['quantity', 1],
];

/** A place's rule for one field (cm, g or pieces). */
const cargoFieldTest = (field: CargoField, value: number, context: TestContext) =>
  limitError('cargo', field, cargoFieldProblem(field, value), context);

/** The totals' rule for one field (g, m3 or pieces). */
const cargoTotalTest = (field: CargoTotalField, value: number, context: TestContext) =>
  limitError('totals', field, cargoTotalProblem(field, value), context);

function cargoField(field: CargoField) {
  return mixed().test({
    name: field,
    test(value: unknown, context: TestContext) {
      return cargoFieldTest(field, typeof value === 'number' ? value : NaN, context);
    },
  });
}

/** A number typed the Russian way ('12,5'); NaN when it is not one. */
const typedNumber = parseDecimal;

/**
 * A weight typed in kilograms ('12,5'), as the calculator entry takes it: it may stay empty;
 * filled, it is the whole shipment's weight and follows the rule of the calculator's total weight
 * (more than 0, at most the totals' limit), since the calculator opens with it as its total.
 */
export const typedKilogramsSchema = string().test({
  name: 'weight',
  test(value: string | undefined, context: TestContext) {
    if (value === undefined || value.trim() === '') return true;
    return cargoTotalTest('weight', typedNumber(value) * 1000, context);
  },
});

/** The directions search: free text the content service takes. */
export const directionSearchSchema = string().max(DIRECTION_SEARCH_MAX, 'validation.search');

/** One cargo place as the wire carries it (cm, g, pieces). */
export const cargoPlaceSchema = object(
  Object.fromEntries(CARGO_FIELDS.map((field) => [field, cargoField(field)])) as Record<
    CargoField,
    ReturnType<typeof cargoField>
  >,
);

export const cargoPlacesSchema = array(cargoPlaceSchema).min(1, 'validation.cargoList');

function totalField(field: CargoTotalField, fallback?: number) {
  return mixed().test({
    name: field,
    test(value: unknown, context: TestContext) {
      const number = value === undefined && fallback !== undefined ? fallback : value;
      return cargoTotalTest(field, typeof number === 'number' ? number : NaN, context);
    },
  });
}

/**
 * Weight-only mode: the whole shipment by its totals as the wire carries them (g, m3, pieces).
 * The weight is required; an unknown volume (0 or left out) prices by weight; one piece by default.
 */
export const cargoTotalsSchema = object(
  Object.fromEntries(TOTAL_FIELDS.map(([field, fallback]) => [field, totalField(field, fallback)])) as Record<
    CargoTotalField,
    ReturnType<typeof totalField>
  >,
);

/** Roubles; nothing declared means the default value. */
export const declaredValueSchema = number().typeError('validation.declared').min(0, 'validation.declared');

/** What a loading date is judged against: the company's today and the last date a price holds for. */
export interface LoadingDateRules {
  today?: string;
  latest?: string;
}

/**
 * The key of the loading date's broken rule, or null: a YYYY-MM-DD date (a time after it is
 * ignored) no earlier than `today` and, where given, no later than `latest`.
 */
export function loadingDateProblem(value: string, { today, latest }: LoadingDateRules = {}): string | null {
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) return 'validation.date';
  if (today && date < today) return 'validation.datePast';
  if (latest && date > latest) return 'validation.dateLate';
  return null;
}

/** `loadingDateProblem` with the rules from the validation context (`$today`, `$latest`). */
export const loadingDateSchema = string().test({
  name: 'date',
  test(value: string | undefined, context: TestContext) {
    const problem =
      value === undefined ? null : loadingDateProblem(value, context.options.context as LoadingDateRules);
    return problem === null || context.createError({ message: problem });
  },
});

/**
 * The delivery of an order: a vehicle for a dedicated one, cargo places or the shipment's totals
 * (weight-only mode) otherwise.
 */
export const deliverySchema = lazy(
  (delivery?: { type?: { slug?: string }; dimensions?: { totals?: unknown } }) => {
    const dedicated = delivery?.type?.slug === 'dedicated';
    const byTotals = delivery?.dimensions?.totals !== undefined;
    const cargo = byTotals
      ? object({ totals: cargoTotalsSchema, cargos: array().max(0, 'validation.totalsWithPlaces') })
      : object({ cargos: cargoPlacesSchema });
    return object({
      isDedicated: boolean().oneOf([dedicated], 'validation.dedicatedMatch'),
      dimensions: dedicated
        ? object({
            car: mixed().required('validation.vehicle'),
            ...(byTotals ? { totals: cargoTotalsSchema } : {}),
          })
        : cargo,
      declared: declaredValueSchema,
      date: loadingDateSchema.required('validation.date'),
    });
  },
);
