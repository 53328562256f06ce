import { addressOption, companyOption } from './suggestions';

describe('companyOption', () => {
  it('reads a DaData organisation', () => {
    expect(
      companyOption({
        value: 'ПАО СБЕРБАНК',
        data: {
          inn: '7707083893',
          kpp: '773601001',
          type: 'LEGAL',
          name: {
            short_with_opf: 'ПАО СБЕРБАНК',
            full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО «СБЕРБАНК РОССИИ»',
          },
          state: { status: 'ACTIVE' },
          address: { value: 'г Москва, ул Вавилова, д 19' },
        },
      }),
    ).toEqual({
      label: 'ПАО СБЕРБАНК, ИНН 7707083893',
      company: { name: 'ПАО СБЕРБАНК', inn: '7707083893', kpp: '773601001' },
      type: 'LEGAL',
      state: 'ACTIVE',
      address: 'г Москва, ул Вавилова, д 19',
    });
  });

  it('an entrepreneur gets no KPP and a liquidated company says so', () => {
    const option = companyOption({
      value: 'ИП Иванов Иван Иванович',
      data: { inn: '500100732259', kpp: '123', type: 'INDIVIDUAL', state: { status: 'LIQUIDATED' } },
    });
    expect(option.company).toEqual({ name: 'ИП Иванов Иван Иванович', inn: '500100732259', kpp: '' });
    expect(option.state).toBe('LIQUIDATED');
  });

  it('the local answer (a checked INN, no name) leaves the name to the visitor', () => {
    expect(
      companyOption({
        value: '7707083893',
        data: { inn: '7707083893', type: 'LEGAL', name: null, state: null },
      }),
    ).toEqual({
      label: '7707083893',
      company: { name: '', inn: '7707083893', kpp: '' },
      type: 'LEGAL',
      state: null,
      address: '',
    });
  });

  it('never fails on fields of an unexpected shape', () => {
    expect(companyOption({ value: 'x', data: { inn: 7, type: 'PUBLIC', state: 'GONE' } })).toMatchObject({
      company: { name: 'x', inn: '', kpp: '' },
      type: null,
      state: null,
    });
  });
});

describe('addressOption', () => {
  it('takes the text and the city FIAS id', () => {
    expect(
      addressOption({
        value: 'г Москва, ул Тверская, д 1',
        data: { city_fias_id: '0c5b2444', fias_level: '8' },
      }),
    ).toEqual({ value: 'г Москва, ул Тверская, д 1', cityFias: '0c5b2444' });
  });
});
