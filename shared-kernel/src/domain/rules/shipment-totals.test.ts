import { cargoTotalsSchema, deliverySchema } from './shipment-schema';
import { problemsOf } from './problems';

const combined = (dimensions: object) => ({
  type: { slug: 'combined' },
  isDedicated: false,
  declared: 3000,
  date: '2030-01-10',
  dimensions,
});

const deliveryProblems = (value: object) => problemsOf(deliverySchema.resolve({ value }), value);

describe('weight-only mode rules', () => {
  it('takes a weight alone; volume and pieces have defaults', () => {
    expect(problemsOf(cargoTotalsSchema, { weight: 12_500 })).toEqual([]);
    expect(problemsOf(cargoTotalsSchema, { weight: 12_500, volume: 0.4, quantity: 3 })).toEqual([]);
  });

  it.each([
    [{ weight: 0 }, 'validation.totals.required.weight'],
    [{ weight: 20_000_001 }, 'validation.totals.max.weight'],
    [{ weight: 1000, volume: 121 }, 'validation.totals.max.volume'],
    [{ weight: 1000, volume: -1 }, 'validation.totals.required.volume'],
    [{ weight: 1000, quantity: 0 }, 'validation.totals.min.quantity'],
    [{ weight: 1000, quantity: 2.5 }, 'validation.totals.integer.quantity'],
  ])('%o breaks %s', (totals, key) => {
    expect(problemsOf(cargoTotalsSchema, totals).map((problem) => problem.key)).toEqual([key]);
  });

  it('an order of a combined delivery takes totals instead of places, but not both', () => {
    const totals = { weight: 40_000, volume: 0, quantity: 1 };
    expect(deliveryProblems(combined({ cargos: [], totals }))).toEqual([]);
    expect(deliveryProblems(combined({ cargos: [] })).map((p) => p.key)).toEqual(['validation.cargoList']);
    const both = combined({ cargos: [{ width: 1, height: 1, length: 1, weight: 1, quantity: 1 }], totals });
    expect(deliveryProblems(both).map((p) => p.key)).toEqual(['validation.totalsWithPlaces']);
  });
});
