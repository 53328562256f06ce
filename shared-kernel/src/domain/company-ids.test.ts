import { companyTypeOf, isValidInn, isValidOgrn } from '@dostavka/shared-kernel/domain';

describe('INN', () => {
  test.each([
    ['7707083893', true], // Sberbank
    ['7736207543', true], // Yandex
    ['7707083894', false], // last digit changed
    ['500100732259', true], // a sole trader
    ['500100732258', false],
    ['770708389', false], // too short
    ['77070838931', false], // 11 digits
    ['77070838a3', false],
  ])('%s valid: %s', (inn, valid) => {
    expect(isValidInn(inn)).toBe(valid);
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
