import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@dostavka/shared-kernel/api';
import {
  normalizeOrderNumberInput,
  orderNumberInputState,
  type OrderDetail,
  type TrackingInfo,
} from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';

export type TrackingStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

/**
 * What is wrong with an order number as typed so far (a translation key), or undefined: a wrong
 * character at once, an unfinished number only when the visitor asks to search with it.
 */
export function orderNumberProblem(value: string | undefined): string | undefined {
  const state = orderNumberInputState(value ?? '');
  if (state === 'invalid') return 'tracking.invalid';
  return state === 'complete' ? undefined : 'tracking.incomplete';
}

/** The number as the field keeps it: capitals, a Cyrillic look-alike read as Latin, the hyphen put in. */
export const parseOrderNumber = (raw: string | undefined): string => normalizeOrderNumberInput(raw ?? '');

/**
 * The tracking page's lookup (the form is react-final-form's): the public timeline, and for its
 * signed-in owner the whole order (parties and cargo).
 */
export class TrackingStore {
  status: TrackingStatus = 'idle';
  result: TrackingInfo | null = null;
  /** The order itself, when the signed-in visitor owns it (or is staff). */
  owned: OrderDetail | null = null;
  private request = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TrackingStore, 'root' | 'request'>(
      this,
      { root: false, request: false },
      { autoBind: true },
    );
  }

  /** Looks the number up; nothing is asked while it is not a complete order number. */
  async find(number: string): Promise<boolean> {
    if (orderNumberProblem(number)) return false;
    const request = ++this.request;
    this.status = 'loading';
    try {
      const result = await this.root.api.user.trackOrder(number);
      if (request !== this.request) return false;
      runInAction(() => {
        this.result = result;
        this.owned = null;
        this.status = 'found';
      });
      await this.loadOwned();
      return true;
    } catch (error) {
      if (request !== this.request) return false;
      runInAction(() => {
        this.result = null;
        this.owned = null;
        this.status = isApiError(error) && error.status === 404 ? 'not-found' : 'failed';
      });
      return false;
    }
  }

  /** The number shown, which the page watches for changes. */
  get shownNumber(): string | undefined {
    return this.status === 'found' ? this.result?.number : undefined;
  }

  /**
   * Reads the shown order again (staff moved it) without a loading state in between: the page
   * keeps what it shows until the new answer is there, and keeps it when the new one fails.
   */
  async refresh(): Promise<void> {
    const number = this.shownNumber;
    if (!number) return;
    const request = this.request;
    try {
      const result = await this.root.api.user.trackOrder(number);
      if (request !== this.request) return;
      runInAction(() => {
        this.result = result;
      });
      await this.loadOwned();
    } catch {
      // The next change, or the visitor's own search, tries again.
    }
  }

  /** A signed-in visitor who may read the order (its owner, or staff) also sees parties and cargo. */
  async loadOwned(): Promise<void> {
    const number = this.result?.number;
    if (!number || !this.root.auth.loggedIn) {
      this.owned = null;
      return;
    }
    const request = this.request;
    try {
      const owned = await this.root.api.user.getOrder(number);
      runInAction(() => {
        if (request === this.request) this.owned = owned;
      });
    } catch {
      // Someone else's order: the public part is all there is.
      runInAction(() => {
        if (request === this.request) this.owned = null;
      });
    }
  }
}
