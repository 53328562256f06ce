import { lazyValidation } from './lazy-validation';

const tooLong = (values: { search: string }) => (values.search.length > 3 ? { search: 'too.long' } : {});

test('before the form is turned to, nothing is loaded and the initial values need no message', () => {
  const load = jest.fn(async () => tooLong);
  const rules = lazyValidation(load);
  expect(rules.validate({ search: 'long text' })).toEqual({});
  expect(load).not.toHaveBeenCalled();
});

test('while the rules load the answer is a promise of their errors; once loaded it is immediate', async () => {
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
  expect(rules.validate({ search: 'ok' })).toEqual({});
  expect(rules.validate({ search: 'long text' })).toEqual({ search: 'too.long' });
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
