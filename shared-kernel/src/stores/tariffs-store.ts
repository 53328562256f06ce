import { makeAutoObservable, observableRef, toJS } from 'mobx';
import { createId, sortTariffs } from '@dostavka/shared-kernel/domain';
import type { TariffBatch } from '@dostavka/shared-kernel/api';
import type {
  DeliverySearchPayload,
  Directions,
  TariffOffer,
  TariffSearchData,
  TariffSort,
} from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

/** A search for a partner's order: its own directions and delivery instead of the calculator's. */
export interface PartnerSearch {
  directions: Directions;
  delivery: DeliverySearchPayload;
}

/** The live tariff search: offers stream in over the realtime channel, tagged with the search id. */
export class TariffsStore {
  items: TariffOffer[] = [];
  id = '';
  searching = false;
  sort: TariffSort = 'price';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TariffsStore, 'root'>(this, { root: false, items: observableRef }, { autoBind: true });
  }

  get sorted(): TariffOffer[] {
    return sortTariffs(this.items, this.sort);
  }

  /** Dedicated needs a chosen vehicle; combined at least one cargo. */
  get canStart(): boolean {
    return this.root.delivery.canStartSearch;
  }

  setSort(sort: TariffSort): void {
    this.sort = sort;
  }

  /**
   * Cancels a running search, then starts a new one with a fresh id and no offers. Returns the
   * id, or null when the delivery cannot be searched yet.
   */
  start(partner?: PartnerSearch): string | null {
    if (!partner && !this.canStart) return null;
    if (this.searching) this.disable();
    this.id = createId();
    this.items = [];
    this.searching = true;
    const { delivery, order } = this.root;
    const data: TariffSearchData = {
      id: this.id,
      directions: toJS(partner?.directions ?? order.directions),
      delivery: toJS(partner?.delivery ?? delivery.searchPayload),
      tariff: order.tariff,
    };
    const event = !partner && delivery.isDedicated ? 'calculator:dedicated' : 'calculator:precast';
    this.root.realtime?.emit(event, data);
    this.root.bus.emit('tariffs:search', { id: this.id });
    return this.id;
  }

  /** Replaces the offers, if they belong to the current search. */
  accept(id: string, tariffs: TariffOffer[]): boolean {
    if (id !== this.id) return false;
    this.items = tariffs;
    return true;
  }

  /** Adds one offer or a batch, if they belong to the current search. */
  append(id: string, tariffs: TariffOffer | TariffOffer[]): boolean {
    if (id !== this.id) return false;
    this.items = this.items.concat(tariffs);
    return true;
  }

  /** A batch from the realtime channel; the last one of a search ends it. */
  receive(batch: TariffBatch): void {
    if (this.append(batch.id, batch.tariffs) && batch.done) this.searching = false;
  }

  /** Stops listening for this search and tells the server to stop computing it. */
  disable(): void {
    this.searching = false;
    if (this.id) this.root.realtime?.emit('calculator:cancel', { id: this.id });
  }

  /** Drops the offers, then cancels the search they came from. */
  cancel(): void {
    const { id } = this;
    this.reset();
    if (id) this.root.realtime?.emit('calculator:cancel', { id });
  }

  reset(): void {
    this.items = [];
    this.id = '';
    this.searching = false;
  }
}
