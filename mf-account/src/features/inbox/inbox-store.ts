import { makeAutoObservable } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type {
  InboxItem,
  InboxKind,
  InboxQuery,
  InboxState,
  InboxUpdateBody,
} from '@dostavka/shared-kernel/contract';
import { PagedList, type RootStore } from '@dostavka/shared-kernel/stores';

/** The inbox's filters as its form holds them (empty: any). */
export interface InboxFilters {
  state: InboxState | '';
  kind: InboxKind | '';
}

export const EMPTY_INBOX_FILTERS: InboxFilters = { state: '', kind: '' };
export const INBOX_PAGE_SIZE = 20;

/** A change refused without a message of the server's: the page says it in its words. */
export const INBOX_ACTION_FAILED = 'inbox.actionFailed';

/** The filters as the query string carries them: the empty ones left out. */
function inboxQuery({ state, kind }: InboxFilters, page: number, limit: number): Partial<InboxQuery> {
  return { page, limit, ...(state && { state }), ...(kind && { kind }) };
}

/** The staff inbox: one page of the filtered list, and the state changes of its items. */
export class InboxStore {
  /** The filtered items, a page at a time. */
  readonly list: PagedList<InboxFilters, InboxItem>;

  constructor(private readonly root: RootStore) {
    this.list = new PagedList(
      (filters, page, limit) => root.api.user.staffInbox(inboxQuery(filters, page, limit)),
      EMPTY_INBOX_FILTERS,
      INBOX_PAGE_SIZE,
    );
    makeAutoObservable<InboxStore, 'root'>(this, { root: false, list: false }, { autoBind: true });
  }

  /** Changes an item's state; null when done, else the message to show (a key when the server gave none). */
  async update(id: string, body: InboxUpdateBody): Promise<string | null> {
    try {
      const { item } = await this.root.api.user.staffInboxUpdate(id, body);
      this.list.replace((row) => row.id === id, item);
      // The menu's count of new items follows at once.
      this.root.bus.emit('staff:inbox-changed', { id, state: item.state });
      return null;
    } catch (error) {
      return serverMessage(error) ?? INBOX_ACTION_FAILED;
    }
  }
}
