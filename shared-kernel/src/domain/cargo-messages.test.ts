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

  test('a missing value has no limit; another key is not a cargo message', () => {
    expect(cargoRuleMessage('validation.cargo.required.height')).toEqual({
      key: 'common:validation.cargo.required.height',
      values: {},
    });
    expect(cargoRuleMessage('validation.required')).toBeNull();
    expect(cargoRuleMessage('validation.cargo.max.colour')).toBeNull();
  });
});
