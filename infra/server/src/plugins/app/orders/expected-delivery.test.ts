import { testOrder } from '@dostavka/shared-kernel/testing';
import { expectedDelivery } from './expected-delivery';

const base = testOrder();
const offer = (loading: string, shipment: string) => ({
  ...base.tariff,
  dates: {
    plannedDateLoadingCargo: { date: loading },
    plannedDateShipmentCargo: { date: shipment, text: '' },
  },
});

test.each([
  ['the loading date the offer planned: the offer’s delivery date', '2026-11-29', '2026-11-29', '2026-12-02'],
  ['a later loading date moves the delivery by the same term', '2026-11-29', '2026-12-06', '2026-12-09'],
  ['an earlier loading date moves it back', '2026-11-29', '2026-11-28', '2026-12-01'],
])('%s', (_name, offeredLoading, loadingDate, expected) => {
  expect(expectedDelivery({ tariff: offer(offeredLoading, '2026-12-02'), loadingDate })).toBe(expected);
});

test('a month-and-year crossing keeps the term in calendar days', () => {
  expect(expectedDelivery({ tariff: offer('2026-12-29', '2027-01-01'), loadingDate: '2027-01-30' })).toBe(
    '2027-02-02',
  );
});

test('a same-day offer delivers on the new loading day', () => {
  expect(expectedDelivery({ tariff: offer('2026-11-29', '2026-11-29'), loadingDate: '2026-12-06' })).toBe(
    '2026-12-06',
  );
});

test('an offer without a delivery date gives none', () => {
  expect(expectedDelivery({ tariff: offer('2026-11-29', ''), loadingDate: '2026-12-06' })).toBeUndefined();
  expect(
    expectedDelivery({ tariff: offer('2026-11-29', 'garbage'), loadingDate: '2026-12-06' }),
  ).toBeUndefined();
});

test('an offer whose loading date is unknown keeps its own delivery date', () => {
  expect(expectedDelivery({ tariff: offer('', '2026-12-02'), loadingDate: '2026-12-06' })).toBe('2026-12-02');
});
