import { OrderRulesLoader } from './order-form';
import type { OrderRules } from './order-problems';

const loaded = { validate: () => () => ({}), problems: () => [] } as unknown as OrderRules;
const loadOrderRules = jest.fn<Promise<OrderRules>, []>();

jest.mock('./order-problems', () => ({
  ...jest.requireActual<object>('./order-problems'),
  loadOrderRules: () => loadOrderRules(),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a send while the rules cannot load is refused with the reason; the next one loads them and sends', async () => {
  const loader = new OrderRulesLoader(() => ({}) as never);
  const sent = jest.fn();
  const failed = jest.fn();
  loadOrderRules.mockRejectedValueOnce(new Error('Loading chunk 77 failed'));
  loader.whenLoaded(sent, failed);
  await settle();
  expect(sent).not.toHaveBeenCalled();
  expect(failed).toHaveBeenCalledWith(new Error('Loading chunk 77 failed'));
  expect(loader.problems({} as never)).toBeNull();

  loadOrderRules.mockResolvedValueOnce(loaded);
  loader.whenLoaded(sent, failed);
  await settle();
  expect(sent).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledTimes(1);
  expect(loader.problems({} as never)).toEqual([]);
  // Loaded: a send goes at once, nothing is asked again.
  loader.whenLoaded(sent, failed);
  expect(sent).toHaveBeenCalledTimes(2);
  expect(loadOrderRules).toHaveBeenCalledTimes(2);
});
