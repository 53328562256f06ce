import { makeAutoObservable, runInAction } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import { FIRST_PAGE, ORDER_PAGE_SIZE, ROLE_LEVELS } from '@dostavka/shared-kernel/domain';
import type {
  ChangeDatesBody,
  OrderListItem,
  OrderListPage,
  ProfileUser,
  Waybill,
} from '@dostavka/shared-kernel/domain';
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
      const result = await this.root.api.user.getOrders(page, ORDER_PAGE_SIZE);
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

  /** Forced refresh: back to page 1 and load it again. */
  async refreshOrders(): Promise<void> {
    this.resetOrders();
    await this.loadOrders();
  }

  async createWaybill(uuid: string): Promise<Waybill | null> {
    try {
      return await this.root.api.user.createWaybill({ uuid });
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('profile.failed_waybill'));
      return null;
    }
  }

  async changeDates(body: ChangeDatesBody): Promise<boolean> {
    try {
      await this.root.api.user.changeOrderDates(body);
      return true;
    } catch {
      return false;
    }
  }

  reset(): void {
    this.user = null;
    this.resetOrders();
  }

  snapshot(): { user: ProfileUser | null } {
    return { user: this.user };
  }

  restore(data: unknown): void {
    if (isRecord(data) && isProfileUser(data.user)) this.user = data.user;
  }
}
