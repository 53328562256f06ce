import { insuranceCost } from './insurance';

describe('insuranceCost', () => {
  it.each([
    ['0.045 % of the value, rounded', 100_000, '', 45],
    ['rounds half up', 10_000, '', 5],
    ['rounds down below half', 9_999, '', 4],
    ['never less than 1 rouble', 100, '', 1],
    ['a zero value still costs 1 rouble', 0, '', 1],
    ['documents are not insured', 1_000_000, 'документы', 0],
    ['documents match regardless of case and spaces', 1_000_000, ' Документы ', 0],
    ['other cargo types are insured', 1_000_000, 'мебель', 450],
  ])('%s', (_name, declared, type, expected) => {
    expect(insuranceCost(declared, type)).toBe(expected);
  });

  it('uses the default declared value of 3000 when none is given', () => {
    expect(insuranceCost()).toBe(1);
    expect(insuranceCost(undefined, '')).toBe(Math.max(1, Math.round(3000 * 0.00045)));
  });
});
