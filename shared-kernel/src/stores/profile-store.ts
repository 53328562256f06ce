import { makeAutoObservable, runInAction } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import {
  FIRST_PAGE,
  MANAGER_ORDER_FLAG,
  ORDER_PAGE_SIZE,
  ROLE_LEVELS,
  roleIs,
} from '@dostavka/shared-kernel/domain';
import type {
  ChangeDatesBody,
  OrderDetail,
  OrderListItem,
  OrderListPage,
  ProfileUser,
  Waybill,
} from '@dostavka/shared-kernel/domain';
import type { HistoryFilterValues } from '@dostavka/shared-kernel/rules';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';

const isProfileUser = (value: unknown): value is ProfileUser =>
  isRecord(value) &&
  typeof value.email === 'string' &&
  isRecord(value.role) &&
  typeof value.role.slug === 'string' &&
  value.role.slug in ROLE_LEVELS;

/** The signed-in user and the paged order history. */
export class ProfileStore implements Persistable<{ user: ProfileUser | null }> {
  user: ProfileUser | null = null;
  orders: OrderListItem[] = [];
  /** The page to load next; null once the last page is in. */
  nextPage: number | null = FIRST_PAGE;
  loadingOrders = false;
  /** The history's filter ('' = any): status and the period the orders were placed in. */
  historyFilter: HistoryFilterValues = { status: '', from: '', to: '' };
  /** The order open in the history, with its timeline, parties, cargo and prices. */
  detail: OrderDetail | null = null;
  /** The uuid or number being opened; null when none is. */
  openingOrder: string | null = null;
  /**
   * Manager mode: the signed-in user may place orders on behalf of a customer (MANAGER and above,
   * with its feature flag on for them). Asked of the server, never kept between visits.
   */
  managerMode = false;
  /** Bumped by every reset so that answers to older requests are dropped. */
  private generation = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ProfileStore, 'root' | 'generation'>(
      this,
      { root: false, generation: false },
      { autoBind: true },
    );
  }

  get hasMoreOrders(): boolean {
    return this.nextPage !== null;
  }

  /** Asks whether manager mode is on for the signed-in user (off for a guest and below MANAGER). */
  async loadManagerMode(): Promise<void> {
    const user = this.user;
    if (!this.root.auth.loggedIn || !user || !roleIs.atLeast(user.role.slug, 'MANAGER')) {
      this.setManagerMode(false);
      return;
    }
    try {
      const { flags } = await this.root.api.user.getFlags(user.uuid);
      this.setManagerMode(flags[MANAGER_ORDER_FLAG]?.value === true);
    } catch {
      this.setManagerMode(false);
    }
  }

  setManagerMode(on: boolean): void {
    this.managerMode = on;
  }

  async load(): Promise<ProfileUser | null> {
    try {
      const { user } = await this.root.api.user.getProfile();
      runInAction(() => {
        this.user = user;
      });
      return user;
    } catch {
      return null;
    }
  }

  /** Loads the next page of the order history, if there is one and none is loading. */
  async loadOrders(): Promise<void> {
    const page = this.nextPage;
    if (page === null || this.loadingOrders) return;
    const generation = this.generation;
    this.loadingOrders = true;
    try {
      const { status, from, to } = this.historyFilter;
      const result =
        status || from || to
          ? await this.root.api.user.getOrders(page, ORDER_PAGE_SIZE, { status, from, to })
          : await this.root.api.user.getOrders(page, ORDER_PAGE_SIZE);
      if (generation === this.generation) this.appendPage(result);
    } catch {
      // Logged by the API client; the list stays as it was and can be retried.
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loadingOrders = false;
      });
    }
  }

  appendPage(page: OrderListPage): void {
    this.orders.push(...page.orders);
    this.nextPage = page.next?.page ?? null;
  }

  resetOrders(): void {
    this.generation += 1;
    this.orders = [];
    this.nextPage = FIRST_PAGE;
    this.loadingOrders = false;
  }

  get historyFiltered(): boolean {
    const { status, from, to } = this.historyFilter;
    return Boolean(status || from || to);
  }

  /** Sets the filter without loading (the page's address, before the first page is asked). */
  setHistoryFilter(filter: HistoryFilterValues): void {
    this.historyFilter = { status: filter.status, from: filter.from, to: filter.to };
  }

  /** Narrows the history (a new first page); the same filter again changes nothing. */
  async filterOrders(filter: HistoryFilterValues): Promise<void> {
    const { status, from, to } = this.historyFilter;
    if (filter.status === status && filter.from === from && filter.to === to) return;
    this.historyFilter = { status: filter.status, from: filter.from, to: filter.to };
    await this.refreshOrders();
  }

  /** Forced refresh: back to page 1 and load it again. */
  async refreshOrders(): Promise<void> {
    this.resetOrders();
    await this.loadOrders();
  }

  /** Opens one order; a failure says why in a toast and leaves none open. */
  async openOrder(id: string): Promise<OrderDetail | null> {
    this.openingOrder = id;
    try {
      const detail = await this.root.api.user.getOrder(id);
      if (this.openingOrder !== id) return null;
      runInAction(() => {
        this.detail = detail;
      });
      return detail;
    } catch (error) {
      if (this.openingOrder === id) {
        runInAction(() => {
          this.detail = null;
        });
        this.root.notifyError(serverMessage(error) ?? this.root.translate('profile.failed_order'));
      }
      return null;
    } finally {
      runInAction(() => {
        if (this.openingOrder === id) this.openingOrder = null;
      });
    }
  }

  closeOrder(): void {
    this.detail = null;
    this.openingOrder = null;
  }

  async createWaybill(uuid: string): Promise<Waybill | null> {
    try {
      return await this.root.api.user.createWaybill({ uuid });
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('profile.failed_waybill'));
      return null;
    }
  }

  /** A new loading date; the open order shows it at once. A refusal says why in a toast. */
  async changeDates(body: ChangeDatesBody): Promise<boolean> {
    try {
      const updated = await this.root.api.user.changeOrderDates(body);
      runInAction(() => {
        if (this.detail?.uuid === body.uuid) this.detail = updated;
      });
      this.root.bus.emit('notify', {
        message: this.root.translate('profile.date_changed'),
        variant: 'success',
      });
      return true;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('profile.failed_change_date'));
      return false;
    }
  }

  /** The customer cancels an order not picked up yet: the open order and its row show it at once. */
  async cancelOrder(uuid: string): Promise<boolean> {
    try {
      const updated = await this.root.api.user.cancelOrder({ uuid });
      runInAction(() => {
        if (this.detail?.uuid === uuid) this.detail = updated;
        this.orders = this.orders.map((item) =>
          item.uuid === uuid ? { ...item, status: updated.status } : item,
        );
      });
      this.root.bus.emit('notify', {
        message: this.root.translate('profile.order_cancelled'),
        variant: 'success',
      });
      return true;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('profile.failed_cancel'));
      return false;
    }
  }

  reset(): void {
    this.user = null;
    this.managerMode = false;
    this.resetOrders();
    this.closeOrder();
  }

  snapshot(): { user: ProfileUser | null } {
    return { user: this.user };
  }

  restore(data: unknown): void {
    if (isRecord(data) && isProfileUser(data.user)) this.user = data.user;
  }
}
