import { runInAction } from 'mobx';
import {
  companyToday,
  createId,
  DEFAULT_DECLARED_VALUE,
  defaultDeliveryDate,
  type Cargo,
  type City,
  type DedicatedOption,
  type TransportSlug,
} from '@dostavka/shared-kernel/domain';
import { EMPTY_TOTALS, type RootStore } from '@dostavka/shared-kernel/stores';
import type { CalculatorState, VehicleChoice } from './calculator-query';

/** The calculator's three routes: standard, vans and trucks. */
export type CalculatorMode = 'calculator' | 'gazelles' | 'truck';

export const defaultTypeOf = (mode: CalculatorMode): TransportSlug =>
  mode === 'calculator' ? 'combined' : 'dedicated';

/** The van page starts with the lightest vehicle (the gazelle), the truck page with the heaviest. */
function defaultVehicle(
  vehicles: readonly DedicatedOption[],
  mode: CalculatorMode,
): DedicatedOption | undefined {
  if (mode === 'gazelles') return vehicles[0];
  if (mode === 'truck') return vehicles[vehicles.length - 1];
  return undefined;
}

/** The state worth keeping in the address: what differs from the page's defaults. */
export function snapshotState(store: RootStore, mode: CalculatorMode): CalculatorState {
  const { shipment, delivery, tariffs } = store;
  const { from, to } = shipment.directions;
  const state: CalculatorState = {};
  if (from.city) state.from = from.city.slug;
  if (to.city) state.to = to.city.slug;
  if (from.deliveryMethod.slug !== 'NOT_SELECTED') state.fromMethod = from.deliveryMethod.slug;
  if (to.deliveryMethod.slug !== 'NOT_SELECTED') state.toMethod = to.deliveryMethod.slug;
  if (delivery.typeSlug !== defaultTypeOf(mode)) state.type = delivery.typeSlug;
  // Weight-only mode is written the content pages' way (`weight` in kg), so their links stay as they were.
  if (delivery.totals) state.totals = { ...delivery.totals };
  else if (delivery.cargos.length > 0) state.cargos = delivery.cargos.map(({ id: _id, ...cargo }) => cargo);
  if (delivery.isDedicated && delivery.vehicle && delivery.transport) {
    const { name, load, additional } = delivery.transport.type;
    state.vehicle = { car: delivery.vehicle.objectId, body: name, load, additional };
  }
  if (delivery.declared !== DEFAULT_DECLARED_VALUE) state.declared = delivery.declared;
  if (delivery.description) state.description = delivery.description;
  if (delivery.date !== defaultDeliveryDate(store.now())) state.date = delivery.date;
  if (tariffs.sort !== 'price') state.sort = tariffs.sort;
  return state;
}

/**
 * The vehicle a link names; a link with a body but no vehicle takes the page's vehicle when it has
 * that body, else the first vehicle that has it.
 */
function linkedVehicle(
  vehicles: readonly DedicatedOption[],
  choice: VehicleChoice | undefined,
  mode: CalculatorMode,
): DedicatedOption | undefined {
  if (choice?.car) return vehicles.find((option) => option.objectId === choice.car);
  const fallback = defaultVehicle(vehicles, mode);
  const body = choice?.body;
  if (!body) return fallback ?? (choice ? vehicles[0] : undefined);
  const hasBody = (option: DedicatedOption) => option.types.some((type) => type.name === body);
  return fallback && hasBody(fallback) ? fallback : (vehicles.find(hasBody) ?? fallback);
}

function chooseVehicle(store: RootStore, choice: VehicleChoice | undefined, mode: CalculatorMode): void {
  const { delivery } = store;
  const vehicle = linkedVehicle(delivery.vehicles, choice, mode);
  if (!vehicle) return;
  delivery.selectOption(vehicle);
  if (!choice) return;
  if (choice.body) delivery.setBodyType(choice.body);
  const body = vehicle.types.find((type) => type.name === delivery.transport?.type.name);
  if (!body) return;
  // A loading way may itself hold '/' ('Задняя/боковая/верхняя'): the whole text is tried first.
  const joined = choice.load?.join('/');
  if (joined && body.loads.includes(joined)) delivery.setLoad([joined]);
  else if (choice.load && choice.load.length > 0 && choice.load.every((load) => body.loads.includes(load))) {
    delivery.setLoad(choice.load);
  }
  for (const service of choice.additional ?? []) {
    if (body.additional.includes(service)) delivery.toggleAdditional(service);
  }
}

function placesOf(state: CalculatorState): Cargo[] {
  return state.cargos ? state.cargos.map((cargo) => ({ ...cargo, id: createId() })) : [];
}

/** City slugs of a link that name no known city, by the end they were for. */
export type MissingCities = Partial<Record<'from' | 'to', string>>;

/**
 * Puts a state from the address into the stores: everything it does not name goes back to the
 * page's default. Returns the city slugs that could not be found.
 */
export async function applyState(
  store: RootStore,
  state: CalculatorState,
  mode: CalculatorMode,
): Promise<MissingCities> {
  const { delivery, shipment, tariffs, cities } = store;
  const type = state.type ?? defaultTypeOf(mode);
  if (type === 'dedicated') await delivery.ensureTransports().catch(() => undefined);
  const today = companyToday(store.now());
  runInAction(() => {
    delivery.setType(type);
    if (type === 'dedicated') chooseVehicle(store, state.vehicle, mode);
    delivery.setCargos(placesOf(state));
    delivery.setCargoMode(state.totals ? 'totals' : 'places');
    delivery.setTotals(state.totals ?? EMPTY_TOTALS);
    delivery.setDeclared(state.declared ?? DEFAULT_DECLARED_VALUE);
    delivery.setDescription(state.description ?? '');
    // An old link's date that has passed gives way to the default.
    delivery.setDate(state.date && state.date >= today ? state.date : defaultDeliveryDate(store.now()));
    tariffs.setSort(state.sort ?? 'price');
    shipment.setDeliveryMethod('from', state.fromMethod ?? 'NOT_SELECTED');
    shipment.setDeliveryMethod('to', state.toMethod ?? 'NOT_SELECTED');
  });
  const missing: MissingCities = {};
  const place = async (side: 'from' | 'to', slug: string | undefined) => {
    if (shipment.directions[side].city?.slug === slug) return;
    const city: City | null = slug ? await cities.resolve(slug) : null;
    if (slug && !city) missing[side] = slug;
    runInAction(() => shipment.setCity(side, city));
  };
  await Promise.all([place('from', state.from), place('to', state.to)]);
  return missing;
}

/** A route opened without a state in its address: the van and truck pages pick their vehicle. */
export async function applyModeDefaults(store: RootStore, mode: CalculatorMode): Promise<void> {
  if (mode === 'calculator') return;
  const { delivery } = store;
  if (delivery.isDedicated && delivery.vehicle) return;
  await delivery.ensureTransports().catch(() => undefined);
  runInAction(() => {
    delivery.setType('dedicated');
    chooseVehicle(store, undefined, mode);
  });
}
