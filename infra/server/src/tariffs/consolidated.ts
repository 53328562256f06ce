/** Consolidated (groupage) offers: terminal network, line-haul by zone and weight, door legs. */
import type { TariffPathLeg, TariffPrice } from '@dostavka/shared-kernel/domain';
import { priceLine } from './price-line';
import { transitTerm } from './dates';
import { fitsBox } from './fit';
import type { GeoPoint } from './geo';
import { assembleOffer, type PricedOffer } from './offer';
import { bandPrice, byUpperBound, weightBreakPrice } from './pricing';
import type { ConsolidatedCard, Provider } from './rate-card';
import type { EngineContext, PointFacts, TariffRequest } from './request';
import { findRoute, type Route } from './routes';

type Terminal = ConsolidatedCard['terminals'][number];

/** The lockers' limits: the chosen locker's own cell, else the card's largest. */
function lockerLimits(card: ConsolidatedCard, point: PointFacts | null | undefined) {
  if (point?.locker) {
    const { cellCm, maxKg } = point.locker;
    return {
      maxPlaceKg: maxKg,
      box: { lengthCm: cellCm.length, widthCm: cellCm.width, heightCm: cellCm.height },
    };
  }
  if (!card.postamat) return null;
  const [lengthCm, widthCm, heightCm] = card.postamat.maxPlaceCm;
  return { maxPlaceKg: card.postamat.maxPlaceKg, box: { lengthCm, widthCm, heightCm } };
}

function lockerTakes(card: ConsolidatedCard, request: TariffRequest, point: PointFacts | null | undefined) {
  const limits = lockerLimits(card, point);
  return (
    limits !== null &&
    request.cargo.places.every((place) => place.weightKg <= limits.maxPlaceKg && fitsBox(place, limits.box))
  );
}

function postamatTakes(card: ConsolidatedCard, request: TariffRequest): boolean {
  // Without sizes nobody can tell a cell takes the cargo.
  if (!card.postamat || request.cargo.byTotals) return false;
  return (
    (request.fromMethod !== 'POSTAMAT' || lockerTakes(card, request, request.fromPoint)) &&
    (request.toMethod !== 'POSTAMAT' || lockerTakes(card, request, request.toPoint))
  );
}

function legsOf(route: Route): TariffPathLeg[] {
  const { stops, kms } = route;
  if (stops.length === 2) {
    return [{ mark: 'departure-destination', from: stops[0]!.name, to: stops[1]!.name, km: kms[0]! }];
  }
  return kms.map((km, i) => ({
    mark: i === 0 ? 'departure' : i === kms.length - 1 ? 'destination' : 'intermediate',
    from: stops[i]!.name,
    to: stops[i + 1]!.name,
    km,
  }));
}

/** The end of the route: the city's terminal, if the hand-over there is one the card offers. */
function endTerminal(card: ConsolidatedCard, city: GeoPoint, method: TariffRequest['fromMethod']) {
  const terminal = card.terminals.find((t) => t.city === city.code);
  return terminal && (method !== 'POSTAMAT' || card.postamat) ? terminal : undefined;
}

function doorLine(
  key: 'pickup' | 'doorDelivery',
  bands: ConsolidatedCard['pickup'],
  kg: number,
  terminal: Terminal,
) {
  return priceLine(key, bandPrice(bands, kg) * terminal.doorFactor);
}

/** The provider's consolidated offer for the request, or null where it does not serve it. */
export function priceConsolidated(
  provider: Provider,
  request: TariffRequest,
  context: EngineContext,
): PricedOffer | null {
  const card = provider.card.consolidated;
  if (!card) return null;
  // A chosen pick-up point is one carrier's: the others do not price the request.
  for (const point of [request.fromPoint, request.toPoint])
    if (point && point.provider !== provider.slug) return null;
  const kg = request.cargo.chargeableKg;
  if (kg > card.maxShipmentKg) return null;
  const origin = endTerminal(card, request.from, request.fromMethod);
  const destination = endTerminal(card, request.to, request.toMethod);
  if (!origin || !destination) return null;
  const usesLocker = request.fromMethod === 'POSTAMAT' || request.toMethod === 'POSTAMAT';
  if (usesLocker && !postamatTakes(card, request)) return null;

  const route = findRoute(card, request.from, request.to, context);
  if (!route) return null;
  const zone = byUpperBound(card.zones, (z) => z.upToKm, route.km);
  if (!zone) return null;

  const lines: TariffPrice[] = [
    priceLine(
      'carriage',
      Math.max(zone.minimumRub, weightBreakPrice(card.weightBreaksKg, zone.rubPerKg, kg)),
    ),
  ];
  if (route.transfers > 0) {
    const each = Math.max(card.transfer.minimumRub, card.transfer.rubPerKg * kg);
    lines.push(priceLine('transfer', each * route.transfers));
  }
  if (request.fromMethod === 'COURIER') lines.push(doorLine('pickup', card.pickup, kg, origin));
  if (request.toMethod === 'COURIER') lines.push(doorLine('doorDelivery', card.delivery, kg, destination));
  if (usesLocker && card.postamat) lines.push(priceLine('locker', card.postamat.rub));

  return assembleOffer({
    provider,
    texts: card,
    lines,
    insurance: request.insurance,
    loadingDate: request.loadingDate,
    term: transitTerm(card.speed, route.km, route.transfers * card.transfer.days),
    mark: route.transfers > 0 ? 'consolidated-composite' : 'consolidated-line',
    path: legsOf(route),
    codes: { weight: Math.round(kg * 100) / 100, km: route.km },
  });
}
