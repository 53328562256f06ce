import { deliveryMethod, emptyDirection, type Contact } from '@dostavka/shared-kernel/domain';
import type { ContactRules } from './contact-schema';
import { contactProblems, directionProblems } from './form-problems';

const NOW = new Date('2025-03-07T12:00:00Z');
const rules = (patch: Partial<ContactRules> = {}): ContactRules => ({
  emailRequired: false,
  passportRequired: false,
  now: NOW,
  ...patch,
});
const person = (patch: Partial<Contact> = {}): Contact => ({
  name: 'Иван Петров',
  comment: '',
  email: '',
  phone: '+7 (912) 345-67-89',
  enterprise: false,
  ...patch,
});
const company = (inn: string, kpp: string, name = 'ООО «Ромашка»') =>
  person({ enterprise: true, company: { name, inn, kpp } });

describe('a contact of the order', () => {
  it('a filled private person passes', () => {
    expect(contactProblems(person(), rules())).toEqual({});
  });

  it.each([
    ['an empty name', person({ name: '  ' }), { name: 'validation.required' }],
    ['an empty phone', person({ phone: '' }), { phone: 'validation.required' }],
    ['a phone short of a digit', person({ phone: '+7 912 345-67-8' }), { phone: 'validation.phone' }],
    ['a phone typed with 8', person({ phone: '8 912 345 67 89' }), {}],
    ['a mobile typed without the country code', person({ phone: '9123456789' }), {}],
    ['an e-mail without a dot', person({ email: 'ivan@mail' }), { email: 'validation.email' }],
    ['no e-mail when none is required', person({ email: '' }), {}],
  ])('%s', (_name, contact, expected) => {
    expect(contactProblems(contact, rules())).toEqual(expected);
  });

  it('the payer needs an e-mail', () => {
    expect(contactProblems(person(), rules({ emailRequired: true }))).toEqual({
      email: 'validation.required',
    });
    expect(contactProblems(person({ email: 'ivan@mail.ru' }), rules({ emailRequired: true }))).toEqual({});
  });

  describe('a company', () => {
    it.each([
      ['an organisation with its KPP', company('7707083893', '773601001'), {}],
      ['an individual entrepreneur without a KPP', company('500100732259', ''), {}],
      ['no name', company('7707083893', '773601001', ''), { 'company.name': 'validation.required' }],
      ['no INN', company('', ''), { 'company.inn': 'validation.required' }],
      [
        'an INN with a wrong check digit',
        company('7707083894', '773601001'),
        { 'company.inn': 'validation.inn' },
      ],
      [
        'an organisation without its KPP',
        company('7707083893', ''),
        { 'company.kpp': 'validation.required' },
      ],
      ['a KPP of 8 characters', company('7707083893', '77360100'), { 'company.kpp': 'validation.kpp' }],
      [
        'an entrepreneur with a KPP',
        company('500100732259', '773601001'),
        { 'company.kpp': 'validation.kppNotExpected' },
      ],
    ])('%s', (_name, contact, expected) => {
      expect(contactProblems(contact, rules())).toEqual(expected);
    });

    it('needs no passport even when the tariff asks for one', () => {
      expect(contactProblems(company('7707083893', '773601001'), rules({ passportRequired: true }))).toEqual(
        {},
      );
    });
  });

  describe('a passport, when the tariff asks for one', () => {
    const withPassport = (series: string, number: string, date: string) =>
      person({ passport: { series, number, date } });

    it('is not asked for otherwise', () => {
      expect(contactProblems(person(), rules())).toEqual({});
    });

    it('every field is required', () => {
      expect(contactProblems(person(), rules({ passportRequired: true }))).toEqual({
        'passport.series': 'validation.required',
        'passport.number': 'validation.required',
        'passport.date': 'validation.required',
      });
    });

    it.each([
      ['a complete passport', withPassport('40 12', '123456', '2015-04-20'), {}],
      [
        'a series of 3 digits',
        withPassport('401', '123456', '2015-04-20'),
        { 'passport.series': 'validation.passportSeries' },
      ],
      [
        'a number of 5 digits',
        withPassport('4012', '12345', '2015-04-20'),
        { 'passport.number': 'validation.passportNumber' },
      ],
      ['the lower bound 1970-01-01', withPassport('4012', '123456', '1970-01-01'), {}],
      [
        'a day before 1970',
        withPassport('4012', '123456', '1969-12-31'),
        { 'passport.date': 'validation.passportDate' },
      ],
      ['today', withPassport('4012', '123456', '2025-03-07'), {}],
      [
        'tomorrow',
        withPassport('4012', '123456', '2025-03-08'),
        { 'passport.date': 'validation.passportDate' },
      ],
      [
        'not a date',
        withPassport('4012', '123456', '20.04.2015'),
        { 'passport.date': 'validation.passportDate' },
      ],
    ])('%s', (_name, contact, expected) => {
      expect(contactProblems(contact, rules({ passportRequired: true }))).toEqual(expected);
    });
  });
});

describe('a direction of the order', () => {
  const city = { code: '7800000000000', fias: 'c2deb16a', name: 'Санкт-Петербург' } as never;

  it('needs a city and a hand-over', () => {
    expect(directionProblems(emptyDirection())).toEqual({
      city: 'validation.required',
      deliveryMethod: 'validation.required',
    });
  });

  it('a warehouse hand-over needs no address', () => {
    expect(
      directionProblems({ ...emptyDirection(), city, deliveryMethod: deliveryMethod('WAREHOUSE') }),
    ).toEqual({});
  });

  it('a courier needs the address', () => {
    const courier = { ...emptyDirection(), city, deliveryMethod: deliveryMethod('COURIER') };
    expect(directionProblems(courier)).toEqual({ address: 'validation.required' });
    expect(
      directionProblems({ ...courier, address: { value: 'Невский пр., 1', office: '', intercom: '' } }),
    ).toEqual({});
  });
});
