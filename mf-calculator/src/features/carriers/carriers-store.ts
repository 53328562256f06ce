import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiError, serverMessage } from '@dostavka/shared-kernel/api';
import type { CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/** Why the list could not be shown: not for this visitor (401/403), or anything else. */
type CarriersProblem = 'forbidden' | 'other';

/** A sync's outcome: the figures, or the server's message (null when it gave none). */
type SyncResult = { ok: true; outcome: CarrierSyncOutcome } | { ok: false; message: string | null };

/**
 * The staff console's carriers module: each carrier API's state as the server sees it, and a
 * points sync asked for by staff (one carrier at a time each, the list read again after it).
 */
export class CarriersStore {
  carriers: CarrierStatus[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  problem: CarriersProblem | null = null;
  /** The carriers whose sync is on its way. */
  syncing: string[] = [];
  private request = 0;

  constructor(private readonly api: RootStore['api']) {
    makeAutoObservable<CarriersStore, 'api' | 'request'>(
      this,
      // Each answer replaces the list: its entries are plain data for the cards.
      { api: false, request: false, carriers: observableRef },
      { autoBind: true },
    );
  }

  isSyncing(slug: string): boolean {
    return this.syncing.includes(slug);
  }

  /** Reads the list; an older answer that arrives after a newer request is dropped. */
  async load(): Promise<void> {
    const request = (this.request += 1);
    try {
      const carriers = await this.api.admin.carriers();
      if (request !== this.request) return;
      runInAction(() => {
        this.carriers = carriers;
        this.status = 'ready';
        this.problem = null;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        // A list already on screen stays; the page says it could not be read again.
        if (this.status !== 'ready') this.status = 'failed';
        this.problem =
          isApiError(error) && (error.status === 401 || error.status === 403) ? 'forbidden' : 'other';
      });
    }
  }

  /** Syncs a carrier's points now, then reads the list again (its last sync changed). */
  async sync(slug: string): Promise<SyncResult> {
    if (this.isSyncing(slug)) return { ok: false, message: null };
    this.syncing = [...this.syncing, slug];
    try {
      const outcome = await this.api.admin.syncCarrier(slug);
      return { ok: true, outcome };
    } catch (error) {
      return { ok: false, message: serverMessage(error) };
    } finally {
      runInAction(() => {
        this.syncing = this.syncing.filter((entry) => entry !== slug);
      });
      await this.load();
    }
  }
}
