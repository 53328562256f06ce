import { makeAutoObservable, observableRef, toJS } from 'mobx';
import {
  createId,
  DELIVERY_METHOD_SLUGS,
  deliveryMethod,
  emptyDirection,
  pointKindOf,
} from '@dostavka/shared-kernel/domain';
import type {
  Address,
  City,
  DeliveryMethodSlug,
  DeliverySearchPayload,
  Direction,
  Directions,
  PickupPoint,
  TariffOffer,
  TariffSearchData,
} from '@dostavka/shared-kernel/domain';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';

export type DirectionSide = 'from' | 'to';

/** A search for a partner's order: its own directions and delivery instead of the calculator's. */
export interface PartnerSearch {
  directions: Directions;
  delivery: DeliverySearchPayload;
}

/** The shipment as `dostavka:shipment` keeps it. */
export interface ShipmentDraft {
  directions: Directions;
  tariff: TariffOffer | null;
  delivery: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isTariff = (value: unknown): value is TariffOffer =>
  isRecord(value) &&
  typeof value.uuid === 'string' &&
  typeof value.name === 'string' &&
  typeof value.total === 'number' &&
  Array.isArray(value.prices) &&
  isRecord(value.company) &&
  isRecord(value.dates) &&
  isRecord(value.metadata) &&
  isRecord(value.required);

const isPoint = (value: unknown): value is PickupPoint =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.provider === 'string' &&
  typeof value.kind === 'string' &&
  isRecord(value.city) &&
  typeof value.name === 'string' &&
  typeof value.address === 'string' &&
  typeof value.hours === 'string' &&
  typeof value.lat === 'number' &&
  typeof value.lon === 'number' &&
  (value.locker === null || isRecord(value.locker));

function restoreDirection(data: unknown): Direction {
  const direction = emptyDirection();
  if (!isRecord(data)) return direction;
  const { city, address } = data;
  if (
    isRecord(city) &&
    typeof city.code === 'string' &&
    typeof city.fias === 'string' &&
    typeof city.name === 'string'
  )
    direction.city = city as unknown as City;
  const slug = isRecord(data.deliveryMethod) ? data.deliveryMethod.slug : undefined;
  if (DELIVERY_METHOD_SLUGS.includes(slug as DeliveryMethodSlug))
    direction.deliveryMethod = deliveryMethod(slug as DeliveryMethodSlug);
  if (isRecord(address))
    direction.address = {
      value: text(address.value),
      office: text(address.office),
      intercom: text(address.intercom),
    };
  // A point kept with a hand-over at a point: chosen from the points the server listed for that
  // hand-over (a carrier's may be of another kind: СДЭК's offices serve a terminal's), and checked
  // again by the server when the offer is priced at it and when the order is placed.
  if (isPoint(data.point) && pointKindOf(direction.deliveryMethod.slug)) direction.point = data.point;
  return direction;
}

/**
 * What is shipped and how, shared by the calculator and the order: both ends of the route (city,
 * hand-over, the chosen pick-up point or the courier address), the cargo or vehicle (the delivery store's) and the chosen offer.
 * `searchData()` is the one search both the live search and the order's re-pricing send. It is
 * kept in the browser (`dostavka:shipment`), so a search and a chosen offer survive a reload.
 */
export class ShipmentStore implements Persistable<ShipmentDraft> {
  directions: Directions = { from: emptyDirection(), to: emptyDirection() };
  /** The offer chosen in the calculator, which the order places. */
  tariff: TariffOffer | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ShipmentStore, 'root'>(
      this,
      { root: false, tariff: observableRef },
      { autoBind: true },
    );
  }

  get passportRequired(): boolean {
    return this.tariff?.required.passport ?? false;
  }

  /**
   * The search as the calculator service takes it, over the realtime channel or HTTP. The
   * calculator asks every carrier, so chosen pick-up points (one carrier's) are left out; the
   * order's re-pricing sends them (`withPoints`), and the price is then the price at those points.
   */
  searchData(id: string = createId(), partner?: PartnerSearch, withPoints = false): TariffSearchData {
    const directions = toJS(partner?.directions ?? this.directions);
    const end = ({ point, ...direction }: Direction) =>
      withPoints && point ? { ...direction, point: { id: point.id } } : direction;
    return {
      id,
      directions: { from: end(directions.from), to: end(directions.to) },
      delivery: toJS(partner?.delivery ?? this.root.delivery.searchPayload),
      tariff: this.tariff,
    };
  }

  /** The chosen offer; a pick-up point of another carrier is dropped. */
  setTariff(tariff: TariffOffer | null): void {
    this.tariff = tariff;
    for (const side of ['from', 'to'] as const) {
      const { point } = this.directions[side];
      if (point && tariff && point.provider !== tariff.company.slug) this.directions[side].point = null;
    }
  }

  setCity(side: DirectionSide, city: City | null): void {
    if (this.directions[side].point && this.directions[side].city?.code !== city?.code)
      this.directions[side].point = null;
    this.directions[side].city = city;
  }

  setDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): void {
    if (this.directions[side].point && this.directions[side].deliveryMethod.slug !== slug)
      this.directions[side].point = null;
    this.directions[side].deliveryMethod = deliveryMethod(slug);
  }

  /** The pick-up point chosen at one end (a terminal, office or locker of the offer's carrier). */
  setPoint(side: DirectionSide, point: PickupPoint | null): void {
    this.directions[side].point = point;
  }

  setAddress(side: DirectionSide, patch: Partial<Address>): void {
    Object.assign(this.directions[side].address, patch);
  }

  /** Both directions, the delivery and the offer back to nothing chosen. */
  reset(): void {
    this.directions = { from: emptyDirection(), to: emptyDirection() };
    this.root.delivery.reset();
    this.tariff = null;
  }

  snapshot(): ShipmentDraft {
    return { directions: toJS(this.directions), tariff: this.tariff, delivery: this.root.delivery.draft };
  }

  restore(data: unknown): void {
    if (!isRecord(data)) return;
    const directions = isRecord(data.directions) ? data.directions : {};
    this.directions = { from: restoreDirection(directions.from), to: restoreDirection(directions.to) };
    this.tariff = isTariff(data.tariff) ? data.tariff : null;
    this.root.delivery.restoreDraft(data.delivery);
  }
}
