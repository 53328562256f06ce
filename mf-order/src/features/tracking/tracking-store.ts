import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@dostavka/shared-kernel/api';
import {
  normalizeOrderNumberInput,
  orderNumberInputState,
  type OrderDetail,
  type OrderNumberInputState,
  type TrackingInfo,
} from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';

export type TrackingStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

/**
 * The tracking page: the number as typed (checked while typing), the public timeline, and for
 * its signed-in owner the whole order (parties and cargo).
 */
export class TrackingStore {
  input = '';
  /** The visitor asked to search: an incomplete number now counts as a mistake. */
  submitted = false;
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

  get inputState(): OrderNumberInputState {
    return orderNumberInputState(this.input);
  }

  /** Translation key of what is wrong with the number so far, or null. */
  get problem(): string | null {
    if (this.inputState === 'invalid') return 'tracking.invalid';
    if (this.submitted && this.inputState !== 'complete') return 'tracking.incomplete';
    return null;
  }

  setInput(raw: string): void {
    this.input = normalizeOrderNumberInput(raw);
    this.submitted = false;
  }

  /** Looks the number up; nothing is asked while it is not a complete order number. */
  async find(): Promise<boolean> {
    this.submitted = true;
    if (this.inputState !== 'complete') return false;
    const number = this.input;
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
