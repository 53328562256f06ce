import { object } from 'yup';
import { cargoPlacesSchema, contactSchema } from './index';
import { shownError, validateWith } from './final-form';

const NOW = new Date('2025-03-07T12:00:00Z');

describe('the schemas as react-final-form validators', () => {
  it('nests the first message key of each field as the values are nested', () => {
    const validate = validateWith(contactSchema, { emailRequired: true, passportRequired: false, now: NOW });
    expect(
      validate({
        name: '',
        phone: '+7 912',
        email: '',
        enterprise: true,
        company: { name: 'ООО', inn: '7707083894', kpp: '' },
      }),
    ).toEqual({
      name: 'validation.required',
      phone: 'validation.phone',
      email: 'validation.required',
      company: { inn: 'validation.inn' },
    });
  });

  it('rows of a list by their index', () => {
    const validate = validateWith(object({ cargos: cargoPlacesSchema }));
    const row = { width: 100, height: 100, length: 100, weight: 1000, quantity: 1 };
    expect(validate({ cargos: [row, { ...row, width: 245 }] })).toEqual({
      cargos: [undefined, { width: 'validation.cargo.max.width' }],
    });
  });

  it('a valid form has no errors', () => {
    const validate = validateWith(contactSchema, { emailRequired: false, passportRequired: false, now: NOW });
    expect(validate({ name: 'Иван', phone: '+79123456789', email: '', enterprise: false })).toEqual({});
  });

  it.each([
    ['untouched, never sent', {}, undefined],
    ['left', { touched: true }, 'validation.required'],
    ['sent before it was visited', { submitFailed: true }, 'validation.required'],
  ])('a field with a problem shows it once %s', (_case, meta, shown) => {
    expect(shownError({ error: 'validation.required', ...meta })).toBe(shown);
  });
});
