import { FormDraft } from './form-draft';
import { emptyOrderForm, orderFormFrom } from './order-form';
import { memoryStorage } from './test-support';

const KEY = 'dostavka:order-form';

describe('a form draft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const filled = () => {
    const values = emptyOrderForm();
    values.sender = { ...values.sender, name: 'Иван' };
    return values;
  };

  it('is written once typing has settled, with the fields left', () => {
    const { storage, data } = memoryStorage();
    const draft = new FormDraft(storage, 'order-form', orderFormFrom, 300);
    draft.save({ values: emptyOrderForm(), touched: [] });
    draft.save({ values: filled(), touched: ['sender.name'] });
    jest.advanceTimersByTime(299);
    expect(data.has(KEY)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(new FormDraft(storage, 'order-form', orderFormFrom).load()).toEqual({
      values: filled(),
      touched: ['sender.name'],
    });
  });

  it('a state still waiting is written at once when the page is left', () => {
    const { storage, data } = memoryStorage();
    const draft = new FormDraft(storage, 'order-form', orderFormFrom);
    draft.save({ values: filled(), touched: [] });
    draft.flush();
    expect(JSON.parse(data.get(KEY)!)).toMatchObject({ values: { sender: { name: 'Иван' } } });
  });

  it('clearing forgets it, and a state still waiting is not written afterwards', () => {
    const { storage } = memoryStorage();
    const draft = new FormDraft(storage, 'order-form', orderFormFrom);
    draft.save({ values: filled(), touched: [] });
    draft.flush();
    draft.save({ values: filled(), touched: ['sender.name'] });
    draft.clear();
    jest.runAllTimers();
    draft.flush();
    expect(draft.load()).toEqual({ values: emptyOrderForm(), touched: [] });
  });

  it('a browser that refuses to store changes nothing for the page', () => {
    const draft = new FormDraft(
      {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('quota');
        },
      },
      'order-form',
      orderFormFrom,
    );
    draft.save({ values: filled(), touched: [] });
    expect(() => draft.flush()).not.toThrow();
    expect(draft.load()).toEqual({ values: emptyOrderForm(), touched: [] });
  });
});
