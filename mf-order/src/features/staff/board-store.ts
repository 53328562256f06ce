import { makeAutoObservable, runInAction } from 'mobx';
import { serverMessage, type StaffOrdersQuery } from '@dostavka/shared-kernel/api';
import type {
  StaffMember,
  StaffOrderChanged,
  StaffOrderDetail,
  StaffOrderRow,
} from '@dostavka/shared-kernel/contract';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';
import { PagedList, type RootStore } from '@dostavka/shared-kernel/stores';

/** The board's filters as its form holds them (empty text: no filter). */
export interface BoardFilters {
  status: OrderStatus | '';
  carrier: string;
  city: string;
  from: string;
  to: string;
  placedBy: '' | 'staff' | 'customer';
  q: string;
}

export const EMPTY_FILTERS: BoardFilters = {
  status: '',
  carrier: '',
  city: '',
  from: '',
  to: '',
  placedBy: '',
  q: '',
};

export const BOARD_PAGE_SIZE = 20;

/** An action refused without a message of the server's (no connection, a 5xx): the UI says it in its words. */
export const ACTION_FAILED = 'board.actionFailed';

/** The filters as the query string carries them: the empty ones left out. */
export function boardQuery(filters: BoardFilters, page: number, limit = BOARD_PAGE_SIZE): StaffOrdersQuery {
  const query: StaffOrdersQuery = { page, limit };
  if (filters.status) query.status = filters.status;
  if (filters.placedBy) query.placedBy = filters.placedBy;
  for (const key of ['carrier', 'city', 'from', 'to', 'q'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/**
 * The orders board: one page of the filtered list (the server pages and counts), the order open
 * in the detail, and the actions on it. A change announced on the realtime channel reloads both.
 */
export class BoardStore {
  /** The filtered orders, a page at a time. */
  readonly list: PagedList<BoardFilters, StaffOrderRow>;
  detail: StaffOrderDetail | null = null;
  detailStatus: 'closed' | 'loading' | 'ready' | 'failed' = 'closed';
  members: StaffMember[] = [];
  /** Orders placed since the list was loaded (announced live). */
  fresh = 0;

  constructor(private readonly root: RootStore) {
    this.list = new PagedList(
      (filters, page, limit) => root.api.user.staffOrders(boardQuery(filters, page, limit)),
      EMPTY_FILTERS,
      BOARD_PAGE_SIZE,
      () => runInAction(() => (this.fresh = 0)),
    );
    makeAutoObservable<BoardStore, 'root'>(this, { root: false, list: false }, { autoBind: true });
  }

  async loadMembers(): Promise<void> {
    try {
      const members = await this.root.api.user.staffMembers();
      runInAction(() => (this.members = members));
    } catch {
      // The manager field then offers nobody; the rest of the board works.
    }
  }

  async open(uuid: string): Promise<void> {
    this.detailStatus = 'loading';
    try {
      const detail = await this.root.api.user.staffOrder(uuid);
      runInAction(() => {
        this.detail = detail;
        this.detailStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.detailStatus = 'failed'));
    }
  }

  close(): void {
    this.detail = null;
    this.detailStatus = 'closed';
  }

  /** Runs an action on the open order; answers the server's message when it is refused. */
  private async act(call: (uuid: string) => Promise<StaffOrderDetail>): Promise<string | null> {
    const uuid = this.detail?.order.uuid;
    if (!uuid) return null;
    try {
      const detail = await call(uuid);
      runInAction(() => (this.detail = detail));
      void this.list.load();
      return null;
    } catch (error) {
      return serverMessage(error) ?? ACTION_FAILED;
    }
  }

  changeStatus(status: OrderStatus, comment: string): Promise<string | null> {
    return this.act((uuid) => this.root.api.user.staffChangeStatus(uuid, { status, comment }));
  }

  assign(managerId: string | null): Promise<string | null> {
    return this.act((uuid) => this.root.api.user.staffAssignManager(uuid, { managerId }));
  }

  addNote(text: string): Promise<string | null> {
    return this.act((uuid) => this.root.api.user.staffAddNote(uuid, { text }));
  }

  /** Someone changed an order: the list follows, and so does the open detail when it is that order. */
  changed(event: StaffOrderChanged): void {
    if (event.change === 'created' && this.list.page > 1) this.fresh += 1;
    else void this.list.load();
    if (this.detail?.order.uuid === event.uuid) void this.open(event.uuid);
  }
}
