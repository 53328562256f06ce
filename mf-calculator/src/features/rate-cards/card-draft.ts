/**
 * A rate card as its form edits it: the parts staff change (terminals, weight breaks and zones, door
 * bands, vehicles, loading and services), every number as the text typed. The paths are the
 * card's own (`consolidated.zones[1].minimumRub`), so the server's problems land on the fields.
 */
import type { ConsolidatedCard, DedicatedCard, PriceBand, RateCard } from '@dostavka/shared-kernel/contract';
import { parseDecimal } from '@dostavka/shared-kernel/domain';

export const BODIES = ['tent', 'flatbed', 'isothermal', 'refrigerated'] as const;
export const LOADS = ['rear', 'rear-side', 'rear-top', 'rear-side-top'] as const;
export const SERVICES = ['straps', 'stakes', 'wooden-floor', 'crating', 'tail-lift'] as const;

type Body = (typeof BODIES)[number];
type Load = (typeof LOADS)[number];
type Service = (typeof SERVICES)[number];

export interface BandDraft {
  upToKg: string;
  rub: string;
}

export interface ConsolidatedDraft {
  terminals: Array<{ city: string; hub: boolean; doorFactor: string }>;
  weightBreaksKg: string[];
  zones: Array<{ upToKm: string; rubPerKg: string[]; minimumRub: string }>;
  maxShipmentKg: string;
  pickup: BandDraft[];
  delivery: BandDraft[];
}

export interface VehicleDraft {
  vehicle: string;
  rubPerKm: Record<Body, string>;
  minimumRub: string;
}

export interface DedicatedDraft {
  vehicles: VehicleDraft[];
  loadRub: Record<Load, string>;
  serviceRub: Record<Service, string>;
}

export interface CardDraft {
  consolidated?: ConsolidatedDraft;
  dedicated?: DedicatedDraft;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const number = (value: string) => parseDecimal(value.trim());
/** '' is an open bound. */
const bound = (value: string) => (value.trim() === '' ? null : number(value));

function each<K extends string>(keys: readonly K[], value: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;
}

/** Only the keys typed: an empty one is not offered. */
function priced<K extends string>(keys: readonly K[], draft: Record<K, string>): Partial<Record<K, number>> {
  return Object.fromEntries(
    keys.filter((key) => draft[key].trim() !== '').map((key) => [key, number(draft[key])]),
  ) as Partial<Record<K, number>>;
}

const bandDraft = (band: PriceBand): BandDraft => ({ upToKg: text(band.upToKg), rub: text(band.rub) });
const bandOf = (band: BandDraft): PriceBand => ({ upToKg: bound(band.upToKg), rub: number(band.rub) });

function consolidatedDraft(card: ConsolidatedCard): ConsolidatedDraft {
  return {
    terminals: card.terminals.map(({ city, hub, doorFactor }) => ({
      city,
      hub,
      doorFactor: text(doorFactor),
    })),
    weightBreaksKg: card.weightBreaksKg.map(text),
    zones: card.zones.map((zone) => ({
      upToKm: text(zone.upToKm),
      rubPerKg: zone.rubPerKg.map(text),
      minimumRub: text(zone.minimumRub),
    })),
    maxShipmentKg: text(card.maxShipmentKg),
    pickup: card.pickup.map(bandDraft),
    delivery: card.delivery.map(bandDraft),
  };
}

function dedicatedDraft(card: DedicatedCard): DedicatedDraft {
  return {
    vehicles: card.vehicles.map((rate) => ({
      vehicle: rate.vehicle,
      rubPerKm: each(BODIES, (body) => text(rate.rubPerKm[body])),
      minimumRub: text(rate.minimumRub),
    })),
    loadRub: each(LOADS, (load) => text(card.loadRub[load])),
    serviceRub: each(SERVICES, (service) => text(card.serviceRub[service])),
  };
}

/** The form's values of a card. */
export function cardDraft(card: RateCard): CardDraft {
  return {
    ...(card.consolidated && { consolidated: consolidatedDraft(card.consolidated) }),
    ...(card.dedicated && { dedicated: dedicatedDraft(card.dedicated) }),
  };
}

/** The card the form's values make: `base` with the edited parts replaced (texts, lines, speed kept). */
export function draftCard(draft: CardDraft, base: RateCard): RateCard {
  // A card is JSON (it comes over the wire): a deep copy that every browser and jsdom make alike.
  const card = JSON.parse(JSON.stringify(base)) as RateCard;
  if (card.consolidated && draft.consolidated) {
    const edited = draft.consolidated;
    Object.assign(card.consolidated, {
      terminals: edited.terminals.map(({ city, hub, doorFactor }) => ({
        city: city.trim(),
        hub,
        doorFactor: number(doorFactor),
      })),
      weightBreaksKg: edited.weightBreaksKg.map(number),
      zones: edited.zones.map((zone) => ({
        upToKm: bound(zone.upToKm),
        rubPerKg: zone.rubPerKg.map(number),
        minimumRub: number(zone.minimumRub),
      })),
      maxShipmentKg: number(edited.maxShipmentKg),
      pickup: edited.pickup.map(bandOf),
      delivery: edited.delivery.map(bandOf),
    });
  }
  if (card.dedicated && draft.dedicated) {
    const edited = draft.dedicated;
    Object.assign(card.dedicated, {
      vehicles: edited.vehicles.map((rate) => ({
        vehicle: rate.vehicle.trim(),
        rubPerKm: priced(BODIES, rate.rubPerKm),
        minimumRub: number(rate.minimumRub),
      })),
      loadRub: priced(LOADS, edited.loadRub),
      serviceRub: priced(SERVICES, edited.serviceRub),
    });
  }
  return card;
}

/** A new row like the last one (or empty). */
export function newVehicle(): VehicleDraft {
  return { vehicle: '', rubPerKm: each(BODIES, () => ''), minimumRub: '' };
}
