import { createForm } from 'final-form';
import { lazyValidation } from './lazy-validation';

const tooLong = (values: { search: string }) => (values.search.length > 3 ? { search: 'too.long' } : {});

test('before the form is turned to, nothing is loaded and the initial values need no message', () => {
  const load = jest.fn(async () => tooLong);
  const rules = lazyValidation(load);
  expect(rules.validate({ search: 'long text' })).toEqual({});
  expect(load).not.toHaveBeenCalled();
});

test('rules loaded before the first answer answer immediately', async () => {
  const rules = lazyValidation(async () => tooLong);
  rules.prepare();
  await rules.validate({ search: '' });
  // That answer was given before the rules were there, so answers stay promises…
  await expect(rules.validate({ search: 'long text' })).resolves.toEqual({ search: 'too.long' });
  // …whereas a form that waited for them gets immediate answers.
  const early = lazyValidation(async () => tooLong);
  early.prepare();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(early.validate({ search: 'long text' })).toEqual({ search: 'too.long' });
});

test('in final-form, a message given while the rules loaded goes once the value is corrected', async () => {
  let arrive!: (validate: typeof tooLong) => void;
  const rules = lazyValidation(() => new Promise<typeof tooLong>((resolve) => (arrive = resolve)));
  const form = createForm<{ search: string }>({
    onSubmit: () => undefined,
    initialValues: { search: '' },
    validate: rules.validate,
  });
  let error: unknown;
  form.registerField('search', (state) => (error = state.error), { error: true });
  rules.prepare();
  form.change('search', 'long text');
  arrive(tooLong);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(error).toBe('too.long');
  form.change('search', 'ok');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(error).toBeUndefined();
});

test('while the rules load the answer is a promise of their errors, and stays one after', async () => {
  let arrive!: (validate: typeof tooLong) => void;
  const load = jest.fn(() => new Promise<typeof tooLong>((resolve) => (arrive = resolve)));
  const rules = lazyValidation(load);
  rules.prepare();
  rules.prepare();
  expect(load).toHaveBeenCalledTimes(1);
  const pending = rules.validate({ search: 'long text' });
  expect(pending).toBeInstanceOf(Promise);
  arrive(tooLong);
  await expect(pending).resolves.toEqual({ search: 'too.long' });
  await expect(rules.validate({ search: 'ok' })).resolves.toEqual({});
  await expect(rules.validate({ search: 'long text' })).resolves.toEqual({ search: 'too.long' });
});

test('a failed load gives no errors (the calculator checks again) and is tried again on the next focus', async () => {
  const load = jest
    .fn<Promise<typeof tooLong>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce(tooLong);
  const rules = lazyValidation(load);
  rules.prepare();
  await expect(rules.validate({ search: 'long text' })).resolves.toEqual({});
  rules.prepare();
  await expect(rules.validate({ search: 'long text' })).resolves.toEqual({ search: 'too.long' });
  expect(load).toHaveBeenCalledTimes(2);
});
