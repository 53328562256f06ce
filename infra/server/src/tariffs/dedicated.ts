/** Dedicated vehicles: rub/km by capacity and body, empty runs, loading kind and extra services. */
import type { TariffPathLeg, TariffPrice } from '@dostavka/shared-kernel/domain';
import { priceLine } from './price-line';
import { BODY_TYPES, EXTRA_SERVICES, LOAD_KINDS } from './catalog';
import { transitTerm } from './dates';
import { holdTakes } from './fit';
import type { GeoPoint } from './geo';
import { assembleOffer, type PricedOffer } from './offer';
import type { DedicatedCard, Provider } from './rate-card';
import type { CarRequest, EngineContext, TariffRequest, Vehicle } from './request';

type VehicleRate = DedicatedCard['vehicles'][number];

interface Choice {
  vehicle: Vehicle;
  rate: VehicleRate;
  rubPerKm: number;
}

const DEFAULT_CAR: Omit<CarRequest, 'capacityKg'> = { body: 'tent', load: 'rear', services: [] };

/** The vehicle, body, loading kind and services are all in the fleet and priced by the card. */
function choose(card: DedicatedCard, vehicle: Vehicle, car: Omit<CarRequest, 'capacityKg'>): Choice | null {
  const rate = card.vehicles.find((v) => v.vehicle === vehicle.slug);
  const body = vehicle.bodies.find((b) => b.body === car.body);
  const rubPerKm = rate?.rubPerKm[car.body];
  if (!rate || !body || rubPerKm === undefined) return null;
  if (!body.loads.includes(car.load) || card.loadRub[car.load] === undefined) return null;
  const servicesOk = car.services.every(
    (service) => body.services.includes(service) && card.serviceRub[service] !== undefined,
  );
  return servicesOk ? { vehicle, rate, rubPerKm } : null;
}

/**
 * The asked-for capacity (or the next one up), or without a car the smallest vehicle; in both
 * cases only a vehicle that takes the whole cargo.
 */
function chooseVehicle(
  card: DedicatedCard,
  request: TariffRequest,
  fleet: readonly Vehicle[],
): Choice | null {
  const car = request.car ?? DEFAULT_CAR;
  const wanted = request.car?.capacityKg ?? 0;
  const candidates = [...fleet]
    .filter((vehicle) => vehicle.capacityKg >= wanted)
    .sort((a, b) => a.capacityKg - b.capacityKg);
  const pool = request.car ? candidates.slice(0, 1) : candidates;
  for (const vehicle of pool) {
    if (!holdTakes(vehicle, request.cargo)) continue;
    const choice = choose(card, vehicle, car);
    if (choice) return choice;
  }
  return null;
}

function nearestDepot(card: DedicatedCard, city: GeoPoint, context: EngineContext) {
  let best: { depot: GeoPoint; km: number } | null = null;
  for (const code of card.depots) {
    const depot = context.cities.get(code);
    if (!depot) continue;
    const km = context.distances.km(depot, city);
    if (!best || km < best.km) best = { depot, km };
  }
  return best;
}

/** The provider's dedicated offer for the request, or null where it does not serve it. */
export function priceDedicated(
  provider: Provider,
  request: TariffRequest,
  context: EngineContext,
): PricedOffer | null {
  const card = provider.card.dedicated;
  if (!card) return null;
  // A chosen pick-up point is one carrier's: the others do not price the request.
  for (const point of [request.fromPoint, request.toPoint])
    if (point && point.provider !== provider.slug) return null;
  const km = context.distances.km(request.from, request.to);
  if (km > card.maxKm) return null;
  const choice = chooseVehicle(card, request, context.fleet);
  const base = nearestDepot(card, request.from, context);
  if (!choice || !base) return null;
  const car = request.car ?? DEFAULT_CAR;
  const { vehicle, rubPerKm } = choice;
  const emptyRate = rubPerKm * card.emptyRun.rateFactor;
  const charged = (runKm: number) => Math.max(0, runKm - card.emptyRun.freeKm) * emptyRate;

  const lines: TariffPrice[] = [
    priceLine('vehicle', Math.max(choice.rate.minimumRub, km * rubPerKm), {
      vehicle: vehicle.name,
      bodyKey: `priceLine.body.${BODY_TYPES.find((b) => b.key === car.body)!.code}`,
    }),
  ];
  const path: TariffPathLeg[] = [];
  if (base.km > 0) {
    lines.push(
      priceLine('dispatch', charged(base.km), {
        depot: base.depot.name,
        city: request.from.name,
        km: base.km,
      }),
    );
    path.push({ mark: 'truck_request', from: base.depot.name, to: request.from.name, km: base.km });
  }
  path.push({ mark: 'departure-destination', from: request.from.name, to: request.to.name, km });
  if (card.emptyRun.returnRun) {
    const backKm = context.distances.km(request.to, base.depot);
    if (backKm > 0) {
      lines.push(
        priceLine('returnRun', charged(backKm), {
          city: request.to.name,
          depot: base.depot.name,
          km: backKm,
        }),
      );
      path.push({ mark: 'truck_back', from: request.to.name, to: base.depot.name, km: backKm });
    }
  }
  lines.push(
    priceLine('loading', card.loadRub[car.load] ?? 0, {
      loadKey: `priceLine.load.${LOAD_KINDS.find((l) => l.key === car.load)!.code}`,
    }),
  );
  for (const service of car.services) {
    const { name, code } = EXTRA_SERVICES.find((s) => s.key === service)!;
    lines.push({ name, value: card.serviceRub[service] ?? 0, key: `dop.${code}` });
  }

  return assembleOffer({
    provider,
    texts: { ...card, name: `${card.name}: ${vehicle.name}` },
    lines,
    insurance: request.insurance,
    loadingDate: request.loadingDate,
    term: transitTerm(card.speed, km),
    mark: path.length > 1 ? 'dedicated-composite' : 'dedicated-line',
    path,
    codes: {
      vehicle: vehicle.slug,
      truckType: BODY_TYPES.find((b) => b.key === car.body)!.code,
      load: LOAD_KINDS.find((l) => l.key === car.load)!.code,
      dop: car.services.map((s) => EXTRA_SERVICES.find((e) => e.key === s)!.code).join(','),
      km,
    },
  });
}
