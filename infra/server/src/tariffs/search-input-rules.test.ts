/**
 * One rule, two speeds (issue 36, item 6): a search's cargo, totals and loading date are checked
 * with the kernel's rule functions themselves, never through yup, and say what the yup schemas
 * that wrap the same functions say.
 */
import { Schema } from 'yup';
import type { CargoDimension, TariffSearchData } from '@dostavka/shared-kernel/domain';
import {
  cargoPlacesProblem,
  cargoPlacesSchema,
  cargoTotalsProblem,
  cargoTotalsSchema,
  problemsOf,
} from '@dostavka/shared-kernel/rules';
import { readSearch, TariffInputError } from './search-input';
import { CITIES } from './test-support';

const now = new Date('2025-03-09T12:00:00Z');
const row = (i: number): CargoDimension => ({
  width: 20 + (i % 50),
  height: 30,
  length: 40,
  rotable: true,
  stackable: true,
  volume: 0.024,
  weight: 1_000 + i,
  quantity: 1,
});
const end = (code: string) => ({
  deliveryMethod: { key: 'WAREHOUSE', slug: 'WAREHOUSE', disabled: false },
  city: { code },
  address: { value: '', office: '', intercom: '' },
});
const search = (dimensions: object) =>
  ({
    id: 's1',
    directions: { from: end('7800000000000'), to: end('7700000000000') },
    delivery: { type: { slug: 'combined' }, isDedicated: false, date: '2025-03-10', dimensions },
  }) as unknown as TariffSearchData;

// Every way yup checks or casts a value goes through these.
const yupCalls = () =>
  (['validateSync', 'validate', 'cast', 'isValidSync', 'isValid'] as const).map((method) =>
    jest.spyOn(Schema.prototype, method),
  );

afterEach(() => jest.restoreAllMocks());

test('a search of 1,000 rows, and one by its totals, are read without calling yup', () => {
  const spies = yupCalls();
  const cargos = Array.from({ length: 1000 }, (_, i) => row(i));
  expect(readSearch('consolidated', search({ cargos }), CITIES, now).cargo).toBeDefined();
  expect(() =>
    readSearch('consolidated', search({ cargos: [...cargos, row(1), { ...row(2), width: 0 }] }), CITIES, now),
  ).toThrow(new TariffInputError('Cargo 1002: Enter the width'));
  readSearch('consolidated', search({ cargos: [], totals: { weight: 12_000 } }), CITIES, now);
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  // The spies do see yup at work: the same rows through the schema.
  problemsOf(cargoPlacesSchema, cargos.slice(0, 2));
  expect(spies.some((spy) => spy.mock.calls.length > 0)).toBe(true);
});

test.each([
  ['no rows', []],
  ['a row without width', [row(0), { ...row(1), width: 0 }]],
  ['a row too long', [{ ...row(0), length: 700 }]],
  ['a quantity that is no integer', [{ ...row(0), quantity: 1.5 }]],
  ['too many pieces', [{ ...row(0), quantity: 5000 }]],
  ['a row too heavy', [{ ...row(0), weight: 20_000_000 }]],
  ['a weight that is not a number', [{ ...row(0), weight: 'heavy' }]],
])('cargo places, %s: the rule function says what the schema says', (_name, rows) => {
  expect(cargoPlacesProblem(rows as CargoDimension[])).toEqual(
    problemsOf(cargoPlacesSchema, rows)[0] ?? null,
  );
});

test.each([
  ['a weight alone', { weight: 12_000 }],
  ['no weight', { volume: 1 }],
  ['too heavy', { weight: 30_000_000 }],
  ['a volume too large', { weight: 1_000, volume: 500 }],
  ['a negative volume', { weight: 1_000, volume: -1 }],
  ['no pieces', { weight: 1_000, quantity: 0 }],
])('totals, %s: the rule function says what the schema says', (_name, totals) => {
  expect(cargoTotalsProblem(totals)).toEqual(problemsOf(cargoTotalsSchema, totals)[0] ?? null);
});
