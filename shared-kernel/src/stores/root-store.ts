import { SEARCH_ERROR, SEARCH_LIMIT_ERROR, TOKEN_ERROR } from '@dostavka/shared-kernel/contract/names';
import { configure, reaction } from 'mobx';
import type { ApiClients, RealtimeLike } from '@dostavka/shared-kernel/api';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { AuthStore } from './auth-store';
import { CitiesStore } from './cities-store';
import { ContactStore } from './contact-store';
import { ContentStore } from './content-store';
import { DeliveryStore } from './delivery-store';
import { LocalStorageStore } from './local-storage-store';
import { ModalsStore } from './modals-store';
import { OrderStore } from './order-store';
import { persist, type StorageLike } from './persistence';
import { ProfileStore } from './profile-store';
import { ShipmentStore } from './shipment-store';
import { SwitcherStore } from './switcher-store';
import { TariffsStore } from './tariffs-store';

export interface RootStoreDeps {
  api: ApiClients;
  /** Absent on the server and wherever live search is not needed. */
  realtime?: RealtimeLike | null;
  bus: EventBus<DostavkaEvents>;
  /** Browser localStorage; null or absent keeps nothing between visits. */
  storage?: StorageLike | null;
  /** Turns translation keys into messages for toasts; the kernel's i18n instance by default. */
  translate?: (key: string, values?: Record<string, string | number>) => string;
  /** The clock, for the default delivery date. */
  now?: () => Date;
  /** Waits between tries of a request sent again (an order whose answer got lost); tests skip them. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * The one state tree of the page (MobX "stores with a root"): every area of spec section 3 gets
 * the root and reaches the others and the transport through it.
 */
export class RootStore {
  readonly api: ApiClients;
  readonly realtime: RealtimeLike | null;
  readonly bus: EventBus<DostavkaEvents>;
  readonly translate: (key: string, values?: Record<string, string | number>) => string;
  readonly now: () => Date;
  readonly wait: (ms: number) => Promise<void>;
  /** Where drafts are kept between visits (the browser's localStorage); null keeps nothing. */
  readonly storage: StorageLike | null;

  readonly auth: AuthStore;
  readonly cities: CitiesStore;
  readonly contact: ContactStore;
  readonly content: ContentStore;
  readonly delivery: DeliveryStore;
  readonly localStorage: LocalStorageStore;
  readonly modals: ModalsStore;
  readonly profile: ProfileStore;
  readonly switcher: SwitcherStore;
  readonly shipment: ShipmentStore;
  readonly tariffs: TariffsStore;
  readonly order: OrderStore;

  private readonly disposers: Array<() => void> = [];

  constructor({ api, realtime = null, bus, storage = null, translate, now, wait }: RootStoreDeps) {
    configure({ enforceActions: 'observed' });
    this.api = api;
    this.realtime = realtime;
    this.bus = bus;
    this.translate = translate ?? ((key, values) => (values ? i18n.t(key, values) : i18n.t(key)));
    this.now = now ?? (() => new Date());
    this.wait = wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.storage = storage;

    this.auth = new AuthStore(this);
    this.cities = new CitiesStore(this);
    this.contact = new ContactStore(this);
    this.content = new ContentStore(this);
    this.delivery = new DeliveryStore(this);
    this.localStorage = new LocalStorageStore(this);
    this.modals = new ModalsStore();
    this.profile = new ProfileStore(this);
    this.switcher = new SwitcherStore();
    this.shipment = new ShipmentStore(this);
    this.tariffs = new TariffsStore(this);
    this.order = new OrderStore(this);

    this.disposers.push(
      persist(storage, 'auth', this.auth),
      persist(storage, 'localStorage', this.localStorage),
      persist(storage, 'profile', this.profile),
      // The route, cargo and chosen offer survive a reload and a closed tab, as does the key of
      // an order sent without an answer; the order form keeps its own draft (OrderStore.draft).
      persist(storage, 'shipment', this.shipment),
      persist(storage, 'order', this.order),
      reaction(
        () => this.auth.loggedIn,
        (loggedIn) => bus.emit('auth:changed', { loggedIn }),
      ),
      // Saved contacts follow the session: the account's while signed in, the browser's after.
      reaction(
        () => this.auth.loggedIn,
        (loggedIn) => (loggedIn ? void this.localStorage.loadAccount() : this.localStorage.forgetAccount()),
      ),
      bus.on('auth:open', () => this.modals.show('auth')),
    );
    if (realtime) {
      this.disposers.push(
        realtime.on('get:tariff', (batch) => this.tariffs.receive(batch)),
        realtime.on('error', (error) => {
          if (error.name === TOKEN_ERROR) this.auth.refresh().catch(() => undefined);
          if (error.name === SEARCH_ERROR || error.name === SEARCH_LIMIT_ERROR) this.tariffs.fail(error);
        }),
      );
    }
  }

  notifyError(message: string): void {
    this.bus.emit('notify', { message, variant: 'error' });
  }

  /** Browser start-up: a stored refresh token renews the session (a refused one signs out). */
  async startClient(): Promise<void> {
    // The tabs of one browser share the session: a refresh or sign-out in one reaches the others.
    if (typeof window !== 'undefined') {
      const follow = (event: StorageEvent) => this.auth.followStorage(event.key);
      window.addEventListener('storage', follow);
      this.disposers.push(() => window.removeEventListener('storage', follow));
    }
    if (!this.auth.jwt?.refreshToken) return;
    await this.auth.refresh().catch(() => undefined);
    if (this.auth.loggedIn) await this.localStorage.loadAccount();
  }

  /** Server start-up (not for static generation): popular cities and the vehicle list. */
  async startServer(): Promise<void> {
    await Promise.all([this.cities.loadPopular(), this.delivery.loadTransports().catch(() => undefined)]);
  }

  /** Stops persistence and listeners: for tests and for per-request stores on the server. */
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
