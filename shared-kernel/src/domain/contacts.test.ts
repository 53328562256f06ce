import {
  emptyContact,
  markContact,
  removeSavedContact,
  savedContactProblem,
  savedContactsFor,
  toSavedContact,
  upsertSavedContact,
} from './contacts';

const spb = { code: '7800000000000', fias: 'c2deb16a', name: 'Санкт-Петербург' };
const msk = { code: '7700000000000', fias: '0c5b2444', name: 'Москва' };

describe('markContact', () => {
  const passport = { series: '4010', number: '123456', date: '2010-01-01' };

  it('marks a company contact ContactWithCompany and leaves out the passport', () => {
    const contact = {
      ...emptyContact(),
      enterprise: true,
      company: { name: 'ООО', inn: '1', kpp: '2' },
      passport,
    };
    expect(markContact(contact, true)).toEqual({
      ...emptyContact(),
      enterprise: true,
      company: contact.company,
      type: 'ContactWithCompany',
    });
  });

  it('marks a private contact ContactWithPassport when the tariff needs a passport', () => {
    expect(markContact({ ...emptyContact(), passport }, true)).toEqual({
      ...emptyContact(),
      passport,
      type: 'ContactWithPassport',
    });
  });

  it('sends no marker and no passport otherwise', () => {
    expect(markContact({ ...emptyContact(), passport, type: 'ContactWithPassport' }, false)).toEqual(
      emptyContact(),
    );
  });
});

describe('saved contacts', () => {
  const ivan = toSavedContact({ name: 'Иван', phone: '+7 912 000-00-01' }, spb);
  const petr = toSavedContact({ name: 'Пётр', phone: '+7 912 000-00-02' }, msk);
  const olga = toSavedContact({ name: 'Ольга', phone: '+7 912 000-00-03' }, { code: '', fias: spb.fias });

  it('saving the same name and phone again replaces the entry in place', () => {
    const moved = toSavedContact({ name: 'иван', phone: '89120000001' }, msk);
    expect(upsertSavedContact([ivan, petr], moved)).toEqual([moved, petr]);
  });

  it('saving someone new appends', () => {
    expect(upsertSavedContact([ivan], petr)).toEqual([ivan, petr]);
  });

  it('deleting removes by signature', () => {
    expect(removeSavedContact([ivan, petr], ivan.signature)).toEqual([petr]);
  });

  it('filters by city code or FIAS id, newest first', () => {
    expect(savedContactsFor([ivan, petr, olga], spb)).toEqual([olga, ivan]);
    expect(savedContactsFor([ivan, petr, olga], msk)).toEqual([petr]);
  });

  it('empty codes never match each other', () => {
    expect(savedContactsFor([olga], { code: '', fias: 'other' })).toEqual([]);
  });

  it('no city, no contacts', () => {
    expect(savedContactsFor([ivan], null)).toEqual([]);
  });
});

describe('savedContactProblem', () => {
  it('asks for a name, a Russian phone and a city code or FIAS id', () => {
    expect(savedContactProblem({ name: 'Иван', phone: '8 912 000-00-01' }, spb)).toBeNull();
    expect(
      savedContactProblem({ name: 'Иван', phone: '+79120000001' }, { code: '', fias: spb.fias }),
    ).toBeNull();
    expect(savedContactProblem({ name: '  ', phone: '+79120000001' }, spb)?.field).toBe('name');
    expect(savedContactProblem({ name: 'Иван', phone: '12345' }, spb)?.field).toBe('phone');
    expect(savedContactProblem({ name: 'Иван', phone: '+79120000001' }, { code: ' ', fias: '' })?.field).toBe(
      'city',
    );
  });
});
