import { makeAutoObservable, runInAction } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type {
  InboxItem,
  InboxKind,
  InboxQuery,
  InboxState,
  InboxUpdateBody,
} from '@dostavka/shared-kernel/contract';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/** The inbox's filters as its form holds them (empty: any). */
export interface InboxFilters {
  state: InboxState | '';
  kind: InboxKind | '';
}

export const EMPTY_INBOX_FILTERS: InboxFilters = { state: '', kind: '' };
export const INBOX_PAGE_SIZE = 20;

/** A change refused without a message of the server's: the page says it in its words. */
export const INBOX_ACTION_FAILED = 'inbox.actionFailed';

/** The staff inbox: one page of the filtered list, and the state changes of its items. */
export class InboxStore {
  filters: InboxFilters = EMPTY_INBOX_FILTERS;
  page = 1;
  items: InboxItem[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private request = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InboxStore, 'root' | 'request'>(
      this,
      { root: false, request: false },
      { autoBind: true },
    );
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / INBOX_PAGE_SIZE));
  }

  setFilters(filters: InboxFilters): Promise<void> {
    this.filters = filters;
    this.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** Loads the page; an older answer that arrives after a newer request is dropped. */
  async load(): Promise<void> {
    const request = (this.request += 1);
    this.status = 'loading';
    const query: Partial<InboxQuery> = { page: this.page, limit: INBOX_PAGE_SIZE };
    if (this.filters.state) query.state = this.filters.state;
    if (this.filters.kind) query.kind = this.filters.kind;
    try {
      const answer = await this.root.api.user.staffInbox(query);
      if (request !== this.request) return;
      runInAction(() => {
        this.items = answer.data;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch {
      if (request === this.request) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Changes an item's state; null when done, else the message to show (a key when the server gave none). */
  async update(id: string, body: InboxUpdateBody): Promise<string | null> {
    try {
      const { item } = await this.root.api.user.staffInboxUpdate(id, body);
      runInAction(() => {
        this.items = this.items.map((row) => (row.id === id ? item : row));
      });
      // The menu's count of new items follows at once.
      this.root.bus.emit('staff:inbox-changed', { id, state: item.state });
      return null;
    } catch (error) {
      return serverMessage(error) ?? INBOX_ACTION_FAILED;
    }
  }
}
