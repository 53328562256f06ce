import {
  companyCodesProblem,
  companyTypeOf,
  isValidOgrn,
  innType,
  isValidInn,
  isValidKpp,
} from './company-codes';

describe('innType', () => {
  it.each([
    ['a company (Sberbank)', '7707083893', 'LEGAL'],
    ['a company (Yandex)', '7736207543', 'LEGAL'],
    ['an individual', '500100732259', 'INDIVIDUAL'],
    ['an individual (second example)', '773370857141', 'INDIVIDUAL'],
    ['a company with a wrong control digit', '7707083894', null],
    ['an individual with a wrong 11th digit', '500100732269', null],
    ['an individual with a wrong 12th digit', '500100732258', null],
    ['11 digits', '77070838931', null],
    ['9 digits', '770708389', null],
    ['letters', '77070838A3', null],
    ['spaces around', ' 7707083893', null],
    ['all zeros', '0000000000', null],
    ['empty', '', null],
  ])('%s: %s -> %s', (_case, inn, expected) => {
    expect(innType(inn)).toBe(expected);
    expect(isValidInn(inn)).toBe(expected !== null);
  });
});

describe('isValidKpp', () => {
  it.each([
    ['9 digits', '773601001', true],
    ['letters in the reason part', '7736AB001', true],
    ['8 digits', '77360100', false],
    ['10 digits', '7736010011', false],
    ['letters in the office part', 'AB3601001', false],
    ['lower-case letters', '7736ab001', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_case, kpp, expected) => {
    expect(isValidKpp(kpp)).toBe(expected);
  });
});

describe('companyCodesProblem', () => {
  it.each([
    ['a company with its KPP', null, '7707083893', '773601001'],
    ['a company without a KPP', 'kpp', '7707083893', ''],
    ['a company with a bad KPP', 'kpp', '7707083893', '12345'],
    ['an individual without a KPP', null, '500100732259', ''],
    ['an individual with a KPP', 'kpp-not-expected', '500100732259', '773601001'],
    ['a bad INN', 'inn', '1234567890', '773601001'],
  ])('%s -> %s', (_case, expected, inn, kpp) => {
    expect(companyCodesProblem(inn, kpp)).toBe(expected);
  });
});

describe('OGRN', () => {
  test.each([
    ['1027700132195', true], // Sberbank
    ['1027700132196', false],
    ['304500116000157', true], // a sole trader (OGRNIP)
    ['304500116000158', false],
    ['102770013219', false],
  ])('%s valid: %s', (ogrn, valid) => {
    expect(isValidOgrn(ogrn)).toBe(valid);
  });
});

test.each([
  ['7707083893', 'LEGAL'],
  ['500100732259', 'INDIVIDUAL'],
  ['1027700132195', 'LEGAL'],
  ['304500116000157', 'INDIVIDUAL'],
  ['1234567890', null],
])('%s belongs to a %s company', (value, type) => {
  expect(companyTypeOf(value)).toBe(type);
});
