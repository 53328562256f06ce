import { canChangeLoadingDate, canMoveOrder, isOrderStatus, type OrderStatus } from './order-status';

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
