import { object } from 'yup';
import { cargoPlacesSchema, contactSchema, loadingDateSchema } from './index';
import { createForm } from 'final-form';
import { draftMutators } from './draft-mutators';
import { errorsOf, validateWith } from './final-form';
import { shownError, type FieldMeta } from './shown-error';

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

  it('a loading date from today to the last day the price holds (when the context names one)', () => {
    const form = object({ date: loadingDateSchema.required('validation.date') });
    const window = validateWith(form, { today: '2030-01-10', latest: '2030-01-17' });
    expect(window({ date: '2030-01-09' })).toEqual({ date: 'validation.datePast' });
    expect(window({ date: '2030-01-10' })).toEqual({});
    expect(window({ date: '2030-01-17' })).toEqual({});
    expect(window({ date: '2030-01-18' })).toEqual({ date: 'validation.dateLate' });
    expect(window({ date: '2030-13-01' })).toEqual({ date: 'validation.date' });
    // Without a last day (placing an order) any later date passes.
    expect(validateWith(form, { today: '2030-01-10' })({ date: '2031-06-01' })).toEqual({});
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

describe('problems as errors, and the draft mutators', () => {
  it('nests problems by path, the first of a field winning', () => {
    expect(
      errorsOf([
        { path: 'sender.company.inn', key: 'validation.inn' },
        { path: 'sender.company.inn', key: 'validation.required' },
        { path: 'tariff', key: 'validation.tariff' },
      ]),
    ).toEqual({ sender: { company: { inn: 'validation.inn' } }, tariff: 'validation.tariff' });
  });

  it('markTouched marks the named fields of a form as left, so their messages show', () => {
    const form = createForm<{ a?: string; b?: string }>({
      onSubmit: () => undefined,
      mutators: draftMutators,
      validate: () => ({ a: 'validation.required', b: 'validation.required' }),
    });
    const meta: Record<string, FieldMeta> = {};
    for (const name of ['a', 'b'] as const)
      form.registerField(name, (state) => (meta[name] = state), { error: true, touched: true });
    form.mutators.markTouched!(['a', 'unknown']);
    expect(shownError(meta.a!)).toBe('validation.required');
    expect(shownError(meta.b!)).toBeUndefined();
  });

  it('revalidate runs validate again for state kept outside the form', () => {
    let missing = true;
    const form = createForm<{ a?: string }>({
      onSubmit: () => undefined,
      mutators: draftMutators,
      validate: () => (missing ? { a: 'validation.required' } : {}),
    });
    form.registerField('a', () => undefined, {});
    expect(form.getState().valid).toBe(false);
    missing = false;
    form.mutators.revalidate!();
    expect(form.getState().valid).toBe(true);
  });
});
