import {
  canChangeLoadingDate,
  canMoveOrder,
  isOrderStatus,
  latestLoadingDate,
  LOADING_DATE_WINDOW_DAYS,
  type OrderStatus,
} from './order-status';

describe('canMoveOrder', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['created', 'confirmed', true],
    ['confirmed', 'picked_up', true],
    ['picked_up', 'in_transit', true],
    ['in_transit', 'arrived', true],
    ['arrived', 'delivered', true],
    ['created', 'in_transit', true],
    ['confirmed', 'created', false],
    ['in_transit', 'in_transit', false],
    ['created', 'cancelled', true],
    ['in_transit', 'cancelled', true],
    ['delivered', 'cancelled', false],
    ['cancelled', 'created', false],
    ['cancelled', 'confirmed', false],
    ['delivered', 'arrived', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(canMoveOrder(from, to)).toBe(expected);
  });
});

describe('canChangeLoadingDate', () => {
  it.each<[OrderStatus, boolean]>([
    ['created', true],
    ['confirmed', true],
    ['picked_up', false],
    ['in_transit', false],
    ['delivered', false],
    ['cancelled', false],
  ])('%s: %s', (status, expected) => {
    expect(canChangeLoadingDate(status)).toBe(expected);
  });
});

describe('latestLoadingDate', () => {
  it('is the priced date plus the window, across a month and a year', () => {
    expect(LOADING_DATE_WINDOW_DAYS).toBe(7);
    expect(latestLoadingDate('2030-01-10')).toBe('2030-01-17');
    expect(latestLoadingDate('2030-02-25')).toBe('2030-03-04');
    expect(latestLoadingDate('2030-12-28T00:00:00.000Z')).toBe('2031-01-04');
  });
});

describe('isOrderStatus', () => {
  it.each([
    ['created', true],
    ['picked_up', true],
    ['lost', false],
    [7, false],
  ])('%s: %s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});
