import { makeAutoObservable, observableRef, toJS } from 'mobx';
import {
  createId,
  DELIVERY_METHOD_SLUGS,
  deliveryMethod,
  emptyDirection,
} from '@dostavka/shared-kernel/domain';
import type {
  Address,
  City,
  DeliveryMethodSlug,
  DeliverySearchPayload,
  Direction,
  Directions,
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
  return direction;
}

/**
 * What is shipped and how, shared by the calculator and the order: both ends of the route (city,
 * hand-over, courier address), the cargo or vehicle (the delivery store's) and the chosen offer.
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

  /** The search as the calculator service takes it, over the realtime channel or HTTP. */
  searchData(id: string = createId(), partner?: PartnerSearch): TariffSearchData {
    return {
      id,
      directions: toJS(partner?.directions ?? this.directions),
      delivery: toJS(partner?.delivery ?? this.root.delivery.searchPayload),
      tariff: this.tariff,
    };
  }

  setTariff(tariff: TariffOffer | null): void {
    this.tariff = tariff;
  }

  setCity(side: DirectionSide, city: City | null): void {
    this.directions[side].city = city;
  }

  setDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): void {
    this.directions[side].deliveryMethod = deliveryMethod(slug);
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
