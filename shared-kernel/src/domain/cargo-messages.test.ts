import { cargoRuleMessage } from './cargo-messages';

describe('cargo rule messages', () => {
  test('a crossed limit comes with it, a weight as a visitor reads it', () => {
    expect(cargoRuleMessage('validation.cargo.max.length')).toEqual({
      key: 'common:validation.cargo.max.length',
      values: { limit: 620 },
    });
    expect(cargoRuleMessage('validation.cargo.max.weight')).toEqual({
      key: 'common:validation.cargo.max.weight',
      values: { limit: '10 т' },
    });
    expect(cargoRuleMessage('validation.cargo.min.quantity')?.values).toEqual({ limit: 1 });
  });

  test("a shipment's totals have their own limits: 20 t, 120 m³", () => {
    expect(cargoRuleMessage('validation.totals.max.weight')).toEqual({
      key: 'common:validation.totals.max.weight',
      values: { limit: '20 т' },
    });
    expect(cargoRuleMessage('validation.totals.max.volume')?.values).toEqual({ limit: 120 });
    // An English page reads the weight in English.
    expect(cargoRuleMessage('validation.totals.max.weight', 'en')?.values).toEqual({ limit: '20 t' });
    expect(cargoRuleMessage('validation.cargo.max.weight', 'en')?.values).toEqual({ limit: '10 t' });
    expect(cargoRuleMessage('validation.totals.min.weight')).toEqual({
      key: 'common:validation.totals.min.weight',
      values: {},
    });
    expect(cargoRuleMessage('validation.totals.max.length')).toBeNull();
  });

  test('a missing value has no limit; another key is not a cargo message', () => {
    expect(cargoRuleMessage('validation.cargo.required.height')).toEqual({
      key: 'common:validation.cargo.required.height',
      values: {},
    });
    expect(cargoRuleMessage('validation.required')).toBeNull();
    expect(cargoRuleMessage('validation.cargo.max.colour')).toBeNull();
  });
});
