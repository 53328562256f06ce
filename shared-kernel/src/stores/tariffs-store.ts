import { makeAutoObservable, observableRef } from 'mobx';
import { createId, sortTariffs, tagTariffs } from '@dostavka/shared-kernel/domain';
import type { RealtimeError, TariffBatch } from '@dostavka/shared-kernel/api';
import { SEARCH_LIMIT_ERROR } from '@dostavka/shared-kernel/contract/names';
import type { TariffOffer, TariffSort, TariffTag } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';
import type { PartnerSearch } from './shipment-store';

/** What still keeps the calculator from searching, in the order a visitor fills the form. */
export type SearchBlocker = 'from' | 'to' | 'transport' | 'cargo' | 'cargoInvalid';

/** Why a search ended without all its offers. */
export type SearchFailure =
  | { kind: 'server'; message: string }
  /** No last batch within SEARCH_TIMEOUT_MS (the channel is down or the server is stuck). */
  | { kind: 'timeout' }
  /** The server refused to run the search: too many searches; the visitor waits a little. */
  | { kind: 'limited' };

/** Every provider answers within 3 s on the server; past this the search is given up. */
export const SEARCH_TIMEOUT_MS = 25_000;

/** The live tariff search: offers stream in over the realtime channel, tagged with the search id. */
export class TariffsStore {
  items: TariffOffer[] = [];
  id = '';
  searching = false;
  sort: TariffSort = 'price';
  failure: SearchFailure | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TariffsStore, 'root' | 'timer'>(
      this,
      { root: false, items: observableRef, failure: observableRef, timer: false },
      { autoBind: true },
    );
  }

  get sorted(): TariffOffer[] {
    return sortTariffs(this.items, this.sort);
  }

  /** Cheapest, fastest and best-value badges by offer uuid. */
  get tags(): ReadonlyMap<string, TariffTag[]> {
    return tagTariffs(this.items);
  }

  /** How many carriers have answered with offers so far. */
  get providerCount(): number {
    return new Set(this.items.map((offer) => offer.company.slug)).size;
  }

  get blocker(): SearchBlocker | null {
    const { shipment, delivery } = this.root;
    if (!shipment.directions.from.city) return 'from';
    if (!shipment.directions.to.city) return 'to';
    if (delivery.isDedicated && !delivery.transport) return 'transport';
    const { totals } = delivery;
    if (totals ? totals.weightKg === 0 : !delivery.isDedicated && delivery.cargos.length === 0)
      return 'cargo';
    if (!delivery.canStartSearch) return 'cargoInvalid';
    return null;
  }

  /** Both cities chosen; dedicated needs a vehicle, combined at least one cargo, all within the limits. */
  get canStart(): boolean {
    return this.blocker === null;
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
    this.failure = null;
    this.searching = true;
    const event = !partner && this.root.delivery.isDedicated ? 'calculator:dedicated' : 'calculator:precast';
    this.root.realtime?.emit(event, this.root.shipment.searchData(this.id, partner));
    this.root.bus.emit('tariffs:search', { id: this.id });
    this.armTimeout(this.id);
    return this.id;
  }

  /** Adds one offer or a batch, if they belong to the current search. */
  append(id: string, tariffs: TariffOffer | TariffOffer[]): boolean {
    if (id !== this.id) return false;
    this.items = this.items.concat(tariffs);
    return true;
  }

  /** A batch from the realtime channel; the last one of a search ends it. */
  receive(batch: TariffBatch): void {
    if (this.append(batch.id, batch.tariffs) && batch.done) this.finish();
  }

  /** The server refused the current search (a shape error's ending batch follows; a limit's does not). */
  fail(error: RealtimeError): void {
    if (error.id === undefined || error.id !== this.id) return;
    this.failure =
      error.name === SEARCH_LIMIT_ERROR ? { kind: 'limited' } : { kind: 'server', message: error.message };
    this.finish();
  }

  /** Stops listening for this search and tells the server to stop computing it. */
  disable(): void {
    this.finish();
    if (this.id) this.root.realtime?.emit('calculator:cancel', { id: this.id });
  }

  /** Drops the offers, then cancels the search they came from. */
  cancel(): void {
    const { id } = this;
    this.reset();
    if (id) this.root.realtime?.emit('calculator:cancel', { id });
  }

  reset(): void {
    this.finish();
    this.items = [];
    this.id = '';
    this.failure = null;
  }

  private finish(): void {
    this.searching = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private armTimeout(id: string): void {
    this.timer = setTimeout(() => this.timeOut(id), SEARCH_TIMEOUT_MS);
  }

  private timeOut(id: string): void {
    if (id !== this.id || !this.searching) return;
    this.failure = { kind: 'timeout' };
    this.disable();
  }
}
