/**
 * The facts of a route page, all from the tariff engine: the road distance every search measures
 * (`app.tariffs.roadKm`), and a price table of typical shipments priced by the same search the
 * calculator's API runs, from the live rate cards. "From X ₽" is the table's cheapest offer and the
 * transit time the fastest consolidated offer's term for 100 kg, so the page and the calculator
 * cannot disagree. Without offers (no card serves the pair) the table is empty and the time an
 * estimate from the distance.
 */
import {
  defaultDeliveryDate,
  type CargoDimension,
  type City,
  type RouteFacts,
  type RoutePriceOffer,
  type RoutePriceRow,
  type TariffOffer,
  type TariffSearchData,
  type TypicalShipmentKey,
} from '@dostavka/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import { transitDays } from '../../../content/geo';
import { geoPoint } from '../../../content/refs';
import { BODY_TYPES, LOAD_KINDS } from '../../../tariffs/catalog';
import type { PricedOffer } from '../../../tariffs/offer';
import type { Vehicle } from '../../../tariffs/request';
import type { SearchKind } from '../../../tariffs/search-input';
import type { TopicLot } from '../../../content/catalogue/topic-lots';

interface Consolidated {
  key: TypicalShipmentKey;
  kind: 'consolidated';
  /** Pieces of one size: weight each (kg), size (cm), how many. */
  pieceKg: number;
  cm: [length: number, width: number, height: number];
  quantity: number;
}

interface Dedicated {
  key: TypicalShipmentKey;
  kind: 'dedicated';
  /** The fleet's smallest vehicle (a van), its largest (a 20 t truck), or the smallest of a capacity. */
  vehicle: 'smallest' | 'largest' | { capacityKg: number };
}

export type TypicalShipment = Consolidated | Dedicated;

/**
 * The rows of every route's price table. Consolidated pieces are dense enough that their volume
 * weight stays under the actual weight: the price is the weight's.
 */
export const TYPICAL_SHIPMENTS: readonly TypicalShipment[] = [
  { key: 'kg1', kind: 'consolidated', pieceKg: 1, cm: [20, 15, 10], quantity: 1 },
  { key: 'kg10', kind: 'consolidated', pieceKg: 10, cm: [40, 30, 20], quantity: 1 },
  { key: 'kg100', kind: 'consolidated', pieceKg: 100, cm: [80, 60, 50], quantity: 1 },
  { key: 'kg500', kind: 'consolidated', pieceKg: 500, cm: [120, 80, 100], quantity: 1 },
  { key: 't1', kind: 'consolidated', pieceKg: 500, cm: [120, 80, 100], quantity: 2 },
  { key: 't5', kind: 'consolidated', pieceKg: 1000, cm: [120, 80, 150], quantity: 5 },
  { key: 'van', kind: 'dedicated', vehicle: 'smallest' },
  { key: 'truck20', kind: 'dedicated', vehicle: 'largest' },
];

/** The row whose fastest offer gives a route's transit time. */
const TRANSIT_ROW: TypicalShipmentKey = 'kg100';

const end = (city: Pick<City, 'code'>): TariffSearchData['directions']['from'] => ({
  deliveryMethod: { slug: 'WAREHOUSE' },
  city: { code: city.code },
});

function vehicleOf(shipment: Dedicated, fleet: readonly Vehicle[]): Vehicle | undefined {
  const sorted = [...fleet].sort((a, b) => a.capacityKg - b.capacityKg);
  const wanted = shipment.vehicle;
  if (typeof wanted === 'object') return sorted.find((vehicle) => vehicle.capacityKg >= wanted.capacityKg);
  return wanted === 'smallest' ? sorted[0] : sorted.at(-1);
}

/**
 * The search a typical shipment is: the same body the calculator's page sends to
 * `POST /api/calculator/{kind}` (terminal to terminal, declared value by default).
 */
export function typicalSearch(
  shipment: TypicalShipment,
  from: Pick<City, 'code'>,
  to: Pick<City, 'code'>,
  date: string,
  fleet: readonly Vehicle[],
): { kind: SearchKind; data: TariffSearchData; vehicle: Vehicle | null } | null {
  let cargos: CargoDimension[] = [];
  let car: NonNullable<TariffSearchData['delivery']['dimensions']['car']> | undefined;
  let vehicle: Vehicle | null = null;
  if (shipment.kind === 'consolidated') {
    const [length, width, height] = shipment.cm;
    cargos = [
      {
        length,
        width,
        height,
        rotable: true,
        stackable: true,
        volume: (length * width * height) / 1_000_000,
        weight: shipment.pieceKg * 1000,
        quantity: shipment.quantity,
      },
    ];
  } else {
    vehicle = vehicleOf(shipment, fleet) ?? null;
    const body = vehicle?.bodies[0];
    if (!vehicle || !body) return null;
    car = {
      length: vehicle.lengthCm,
      width: vehicle.widthCm,
      height: vehicle.heightCm,
      weight: vehicle.capacityKg / 1000,
      // Named as the fleet list names them, as the calculator sends them.
      type: BODY_TYPES.find((entry) => entry.key === body.body)?.name ?? body.body,
      load: LOAD_KINDS.find((entry) => entry.key === body.loads[0])?.name ?? LOAD_KINDS[0].name,
      additional: '',
    };
  }
  const grams = cargos.reduce((sum, piece) => sum + piece.weight * piece.quantity, 0);
  const m3 = cargos.reduce((sum, piece) => sum + piece.volume * piece.quantity, 0);
  return {
    kind: shipment.kind,
    vehicle,
    data: {
      directions: { from: end(from), to: end(to) },
      delivery: {
        type: { slug: shipment.kind === 'dedicated' ? 'dedicated' : 'combined' },
        isDedicated: shipment.kind === 'dedicated',
        date,
        dimensions: {
          cargos,
          commonWeight: grams,
          commonVolumeWeight: m3 * 200,
          ...(car && { car }),
        },
      },
      tariff: null,
    },
  };
}

/** '2-3 дня' / '1 день' (the engine's term text) back into days. */
export function termDays(offer: Pick<TariffOffer, 'dates'>): { min: number; max: number } | null {
  const found = /^(\d+)(?:-(\d+))?/.exec(offer.dates.plannedDateShipmentCargo.text ?? '');
  if (!found) return null;
  const min = Number(found[1]);
  return { min, max: found[2] ? Number(found[2]) : min };
}

const priceOffer = (offer: PricedOffer): RoutePriceOffer | null => {
  const term = termDays(offer);
  const total = Number(offer.total);
  if (!term || !Number.isFinite(total) || total <= 0) return null;
  return {
    company: { name: offer.company.name, slug: offer.company.slug },
    tariff: offer.name,
    total,
    term,
    preliminarily: Boolean(offer.preliminarily),
  };
};

/** The loading date route pages are priced for: the calculator's default (tomorrow in Moscow). */
export const pricingDate = (now: Date = new Date()): string => defaultDeliveryDate(now);

export type RouteFactsOf = (from: City, to: City) => Promise<RouteFacts>;

/** A catalogue topic's lot as the search the calculator would be asked (its row's key is `lot`). */
export function lotShipment(lot: TopicLot): TypicalShipment {
  return lot.way === 'groupage'
    ? { key: 'lot', kind: 'consolidated', pieceKg: lot.pieceKg, cm: [...lot.cm], quantity: lot.pieces }
    : { key: 'lot', kind: 'dedicated', vehicle: { capacityKg: lot.capacityKg } };
}

/** A typical shipment by its key, or a shipment as it is (a catalogue topic's lot). */
export const shipmentOf = (asked: string | TypicalShipment): TypicalShipment =>
  typeof asked === 'string' ? TYPICAL_SHIPMENTS.find((entry) => entry.key === asked)! : asked;

/**
 * One shipment of a route priced by the engine (a typical one by its key, or a catalogue topic's
 * lot); null when the engine cannot price it.
 */
export type PriceRowOf = (
  from: City,
  to: City,
  shipment: TypicalShipmentKey | TypicalShipment,
) => Promise<RoutePriceRow | null>;

function priceRow(app: FastifyInstance) {
  return async (shipment: TypicalShipment, from: City, to: City, date: string) => {
    const search = typicalSearch(shipment, from, to, date, app.tariffs.fleet);
    if (!search) return null;
    try {
      // Priced as the calculator prices it; unsigned, since nothing is ordered from the table.
      const { results } = await app.tariffs.prices(search.kind, search.data);
      const offers = results
        .flatMap((result) => result.offers)
        .map(priceOffer)
        .filter((offer): offer is RoutePriceOffer => offer !== null)
        .sort((a, b) => a.total - b.total);
      const priced: RoutePriceRow = {
        key: shipment.key,
        kind: shipment.kind,
        weightKg:
          shipment.kind === 'consolidated'
            ? shipment.pieceKg * shipment.quantity
            : (search.vehicle?.capacityKg ?? 0),
        vehicle: search.vehicle?.name ?? null,
        offers,
      };
      return priced;
    } catch (error) {
      // A city the engine does not know: the page shows no prices rather than failing.
      app.log.warn({ err: error, from: from.slug, to: to.slug }, 'route prices unavailable');
      return null;
    }
  };
}

/** One row of the price table alone (the region pages' other cities), priced as the table's. */
export function typicalPrice(app: FastifyInstance): PriceRowOf {
  const row = priceRow(app);
  return async (from, to, asked) => {
    const priced = await row(shipmentOf(asked), from, to, pricingDate());
    return priced && priced.offers.length > 0 ? priced : null;
  };
}

export function routeFacts(app: FastifyInstance): RouteFactsOf {
  const row = priceRow(app);

  return async (from, to) => {
    const date = pricingDate();
    const [km, ...rows] = await Promise.all([
      app.tariffs.roadKm(geoPoint(from), geoPoint(to)),
      ...TYPICAL_SHIPMENTS.map((shipment) => row(shipment, from, to, date)),
    ]);
    const prices = rows.filter(
      (priced): priced is RoutePriceRow => priced !== null && priced.offers.length > 0,
    );
    const totals = prices.flatMap((priced) => priced.offers.map((offer) => offer.total));
    const transitOffers = prices.find((priced) => priced.key === TRANSIT_ROW)?.offers ?? [];
    const fastest = [...transitOffers].sort((a, b) => a.term.min - b.term.min || a.term.max - b.term.max)[0];
    // The terminals that matter on this way: those of the carriers taking consolidated cargo on it
    // (a whole vehicle loads at the sender's address and needs none).
    const carriers = new Set(
      prices
        .filter((priced) => priced.kind === 'consolidated')
        .flatMap((priced) => priced.offers.map((offer) => offer.company.slug)),
    );
    const terminalsIn = (city: City) =>
      app.tariffs.pointsIn(city.code, { kind: 'WAREHOUSE' }).filter((point) => carriers.has(point.provider));
    return {
      distanceKm: km,
      transitDays: fastest ? fastest.term : transitDays(km),
      priceFrom: totals.length > 0 ? Math.min(...totals) : null,
      prices,
      pricedOn: date,
      terminals: {
        from: terminalsIn(from),
        to: terminalsIn(to),
      },
    };
  };
}
