/**
 * "Repeat an order" (issue 15, item 6): the calculator's address for the same route, hand-over,
 * cargo or vehicle, declared value and description as a placed order, so that a new search prices
 * it again (never the old price), and the order form's values from its parties.
 */
import { CALCULATOR_PATH } from './calculator-link';
import { writeCalculatorQuery, type CalculatorState } from './calculator-query';
import type { Cargo } from './types/cargo';
import type { DedicatedOption } from './types/transport';
import type { OrderDetail } from './types/account';
import type { Contact } from './types/contact';

/** The vehicle an order's car was: same capacity and inner sizes (the order keeps no vehicle id). */
export function vehicleOfOrder(
  order: Pick<OrderDetail, 'delivery'>,
  vehicles: readonly DedicatedOption[],
): DedicatedOption | undefined {
  const car = order.delivery.dimensions.car;
  if (!car) return undefined;
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return (
    vehicles.find(
      (vehicle) =>
        same(vehicle.weight, car.weight) &&
        same(vehicle.size.length, car.length) &&
        same(vehicle.size.width, car.width) &&
        same(vehicle.size.height, car.height),
    ) ?? vehicles.find((vehicle) => same(vehicle.weight, car.weight))
  );
}

const list = (text: string, separator: string) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** What the calculator's address says for an order (the loading date is left to the calculator). */
export function repeatOrderState(
  order: Pick<OrderDetail, 'directions' | 'delivery'>,
  vehicles: readonly DedicatedOption[] = [],
): CalculatorState {
  const { from, to } = order.directions;
  const { delivery } = order;
  const state: CalculatorState = {};
  if (from.city) state.from = from.city.slug;
  if (to.city) state.to = to.city.slug;
  if (from.deliveryMethod.slug !== 'NOT_SELECTED') state.fromMethod = from.deliveryMethod.slug;
  if (to.deliveryMethod.slug !== 'NOT_SELECTED') state.toMethod = to.deliveryMethod.slug;
  if (delivery.type.slug === 'dedicated') {
    state.type = 'dedicated';
    const vehicle = vehicleOfOrder(order, vehicles);
    const car = delivery.dimensions.car;
    if (vehicle && car) {
      state.vehicle = {
        car: vehicle.objectId,
        ...(car.type ? { body: car.type } : {}),
        ...(car.load ? { load: [car.load] } : {}),
        ...(car.additional ? { additional: list(car.additional, ',') } : {}),
      };
    }
  } else {
    const { cargos, totals } = delivery.dimensions;
    if (totals && cargos.length === 0) {
      state.totals = {
        weightKg: totals.weight / 1000,
        volumeM3: totals.volume,
        quantity: Math.max(1, totals.quantity),
      };
    } else {
      state.cargos = cargos.map((cargo): Omit<Cargo, 'id'> => ({
        slug: 'custom',
        size: {
          length: { value: cargo.length, unit: 'cm' },
          width: { value: cargo.width, unit: 'cm' },
          height: { value: cargo.height, unit: 'cm' },
        },
        weight: { value: cargo.weight / 1000, unit: 'kg' },
        quantity: cargo.quantity,
        rotate: cargo.rotable,
        stack: cargo.stackable,
      }));
    }
  }
  if (delivery.declared > 0) state.declared = delivery.declared;
  if (delivery.description) state.description = delivery.description;
  return state;
}

/** The calculator's address that repeats an order. */
export function repeatOrderHref(
  order: Pick<OrderDetail, 'directions' | 'delivery'>,
  vehicles: readonly DedicatedOption[] = [],
): string {
  const query = writeCalculatorQuery(repeatOrderState(order, vehicles));
  return query ? `${CALCULATOR_PATH}?${query}` : CALCULATOR_PATH;
}

/** Who paid: the sender's or recipient's own entry (same name and phone), or a payer of its own. */
export function payerSourceOf(order: Pick<OrderDetail, 'contacts'>): 'sender' | 'recipient' | 'other' {
  const { payer, sender, recipient } = order.contacts;
  const same = (a: Contact, b: Contact) => a.name === b.name && a.phone === b.phone && a.email === b.email;
  if (same(payer, sender)) return 'sender';
  if (same(payer, recipient)) return 'recipient';
  return 'other';
}
