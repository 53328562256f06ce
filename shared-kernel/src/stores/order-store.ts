import { makeAutoObservable, observableRef, runInAction, toJS, when } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import {
  companyToday,
  createId,
  defaultDeliveryDate,
  DELIVERY_METHOD_SLUGS,
  deliveryMethod,
  emptyDirection,
  isSameOffer,
  MANAGER_ORDER_FLAG,
  markContact,
  roleIs,
} from '@dostavka/shared-kernel/domain';
import type {
  Address,
  City,
  CreatedOrder,
  CreateOrderBody,
  DeliveryMethodSlug,
  Direction,
  Directions,
  TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { ContactModel } from './contact-model';
import type { DeliveryStore } from './delivery-store';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';

export type ContactRole = 'payer' | 'recipient' | 'sender';
export type DirectionSide = 'from' | 'to';
/** Who pays: the sender or the recipient (one click, no typing), or a payer of its own. */
export type PayerSource = 'sender' | 'recipient' | 'other';
/** The parts of the order form, in the order the page shows them. */
export type OrderSection = 'tariff' | 'sender' | 'from' | 'recipient' | 'to' | 'payer' | 'customer';

interface Attempt {
  body: string;
  key: string;
}

/** The draft as `dostavka:order` keeps it. */
export interface OrderDraft {
  contacts: Record<ContactRole, unknown>;
  payerSource: PayerSource;
  directions: Directions;
  tariff: TariffOffer | null;
  delivery: unknown;
  isInternal: boolean;
  customerEmail: string;
  attempt: Attempt | null;
}

const ROLES: readonly ContactRole[] = ['sender', 'recipient', 'payer'];
const PAYER_SOURCES: readonly PayerSource[] = ['sender', 'recipient', 'other'];
/** A quote this close to its end is priced again before the order is sent. */
const QUOTE_MARGIN_MS = 60_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isTariff = (value: unknown): value is TariffOffer =>
  isRecord(value) &&
  typeof value.uuid === 'string' &&
  typeof value.name === 'string' &&
  typeof value.total === 'number' &&
  Array.isArray(value.prices) &&
  isRecord(value.company) &&
  isRecord(value.dates) &&
  isRecord(value.metadata) &&
  isRecord(value.required);

function restoreDirection(data: unknown): Direction {
  const direction = emptyDirection();
  if (!isRecord(data)) return direction;
  const { city, address } = data;
  if (
    isRecord(city) &&
    typeof city.code === 'string' &&
    typeof city.fias === 'string' &&
    typeof city.name === 'string'
  )
    direction.city = city as unknown as City;
  const slug = isRecord(data.deliveryMethod) ? data.deliveryMethod.slug : undefined;
  if (DELIVERY_METHOD_SLUGS.includes(slug as DeliveryMethodSlug))
    direction.deliveryMethod = deliveryMethod(slug as DeliveryMethodSlug);
  if (isRecord(address))
    direction.address = {
      value: text(address.value),
      office: text(address.office),
      intercom: text(address.intercom),
    };
  return direction;
}

/**
 * The order being placed: its contacts, directions and tariff (the delivery is the delivery
 * store's). The whole draft is kept in the browser (`dostavka:order`), so it survives sign-in, a
 * reload and a closed tab; only a reset or a placed order clears it.
 */
export class OrderStore implements Persistable<OrderDraft> {
  /** Manager mode: the order is placed on behalf of `customerEmail` and marked internal. */
  isInternal = false;
  /** The signed-in user may use manager mode (MANAGER and above, and its feature flag on). */
  isManager = false;
  customerEmail = '';
  roistat = '';
  tariff: TariffOffer | null = null;
  readonly contacts: Record<ContactRole, ContactModel> = {
    payer: new ContactModel(),
    recipient: new ContactModel(),
    sender: new ContactModel(),
  };
  payerSource: PayerSource = 'sender';
  directions: Directions = { from: emptyDirection(), to: emptyDirection() };
  /** From the click of the submit button until the order is placed or given up. */
  creating = false;
  /** The tariff is being priced again (the hand-over changed, or its quote ran out). */
  requoting = false;
  /** The last order placed from this page, for its confirmation. */
  created: CreatedOrder | null = null;
  /** Fields the visitor has changed or left: their problems show (lazy validation). */
  touched = new Set<string>();
  /** The visitor tried to send an incomplete order: every problem shows. */
  revealed = false;
  /** The idempotency key of the last unanswered attempt and the body it carried. */
  private attempt: Attempt | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OrderStore, 'root' | 'attempt'>(
      this,
      { root: false, contacts: false, tariff: observableRef, created: observableRef, attempt: observableRef },
      { autoBind: true },
    );
  }

  get delivery(): DeliveryStore {
    return this.root.delivery;
  }

  get passportRequired(): boolean {
    return this.tariff?.required.passport ?? false;
  }

  /** The contact who pays: the sender's or recipient's own entry, or the separate payer. */
  get payerRole(): ContactRole {
    return this.payerSource === 'other' ? 'payer' : this.payerSource;
  }

  get payer(): ContactModel {
    return this.contacts[this.payerRole];
  }

  /** A field's problem shows once the visitor has been there, or tried to send. */
  shows(section: OrderSection, field: string): boolean {
    return this.revealed || this.touched.has(`${section}.${field}`);
  }

  touch(section: OrderSection, field: string): void {
    this.touched.add(`${section}.${field}`);
  }

  revealAll(): void {
    this.revealed = true;
  }

  /** Choosing an offer (the calculator does) starts a new order after a placed one. */
  setTariff(tariff: TariffOffer | null): void {
    this.tariff = tariff;
    if (tariff) this.created = null;
  }

  setRoistat(roistat: string): void {
    this.roistat = roistat;
  }

  setFlags(flags: { isInternal?: boolean; isManager?: boolean }): void {
    Object.assign(this, flags);
  }

  setCustomerEmail(email: string): void {
    this.customerEmail = email;
  }

  setPayerSource(source: PayerSource): void {
    this.payerSource = source;
  }

  setCity(side: DirectionSide, city: City | null): void {
    this.directions[side].city = city;
  }

  setDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): void {
    this.directions[side].deliveryMethod = deliveryMethod(slug);
  }

  /** The hand-over decides the price (door pickup and delivery cost extra): the offer is priced again. */
  async chooseDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): Promise<void> {
    if (this.directions[side].deliveryMethod.slug === slug) return;
    this.setDeliveryMethod(side, slug);
    if (this.tariff) await this.requote();
  }

  setAddress(side: DirectionSide, patch: Partial<Address>): void {
    Object.assign(this.directions[side].address, patch);
  }

  /** Manager mode is there for MANAGER and above when its feature flag is on for them. */
  async loadManagerMode(): Promise<void> {
    const user = this.root.profile.user;
    if (!this.root.auth.loggedIn || !user || !roleIs.atLeast(user.role.slug, 'MANAGER')) {
      this.setFlags({ isManager: false });
      return;
    }
    try {
      const { flags } = await this.root.api.user.getFlags(user.uuid);
      this.setFlags({ isManager: flags[MANAGER_ORDER_FLAG]?.value === true });
    } catch {
      this.setFlags({ isManager: false });
    }
  }

  /** The body of POST /order/create, or null while no tariff is chosen. */
  get body(): Omit<CreateOrderBody, 'idempotencyKey'> | null {
    if (!this.tariff) return null;
    const contact = (model: ContactModel) => markContact(model.data, this.passportRequired);
    const onBehalf = this.isManager && this.isInternal;
    return {
      contacts: {
        payer: contact(this.payer),
        recipient: contact(this.contacts.recipient),
        sender: contact(this.contacts.sender),
      },
      directions: toJS(this.directions),
      delivery: this.root.delivery.searchPayload,
      tariff: toJS(this.tariff),
      roistat: this.roistat,
      ...(onBehalf ? { isInternal: true, customerEmail: this.customerEmail.trim() } : {}),
    };
  }

  /**
   * Sends a complete order (the form checks it with the kernel's rules first): a guest is asked
   * to sign in (the draft stays) and the order goes on once signed in; a quote that ran out is
   * priced again first. A second click while one is under way does nothing.
   */
  async submit(): Promise<CreatedOrder | null> {
    if (this.creating) return null;
    this.creating = true;
    try {
      if (!(await this.signedIn())) return null;
      if (!(await this.freshQuote())) return null;
      return await this.create();
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  private async signedIn(): Promise<boolean> {
    const { auth, modals, bus } = this.root;
    if (auth.loggedIn) return true;
    bus.emit('auth:open');
    await when(() => auth.loggedIn || !modals.isShown('auth'));
    return auth.loggedIn;
  }

  /** False when the offer is gone or its price changed: the visitor looks again before sending. */
  private async freshQuote(): Promise<boolean> {
    const tariff = this.tariff;
    if (!tariff) return false;
    const now = this.root.now();
    const today = companyToday(now);
    // An offer kept from before the server said when its quote ends is not priced again early.
    const expiresAt = tariff.expiresAt ? Date.parse(tariff.expiresAt) : null;
    const pastDate = this.root.delivery.date < today;
    if (!pastDate && (expiresAt === null || expiresAt - QUOTE_MARGIN_MS > now.getTime())) return true;
    if (pastDate) this.root.delivery.setDate(defaultDeliveryDate(now));
    const fresh = await this.requote();
    if (!fresh) return false;
    if (
      fresh.total === tariff.total &&
      fresh.dates.plannedDateLoadingCargo.date === tariff.dates.plannedDateLoadingCargo.date
    )
      return true;
    this.warn('order.price_changed');
    return false;
  }

  /**
   * Prices the chosen offer again for the current route and cargo (the same carrier's same
   * tariff). When it is no longer offered the tariff is cleared and the visitor chooses again.
   */
  async requote(): Promise<TariffOffer | null> {
    const current = this.tariff;
    if (!current) return null;
    this.requoting = true;
    try {
      const data = {
        id: createId(),
        directions: toJS(this.directions),
        delivery: this.root.delivery.searchPayload,
        tariff: null,
      };
      const { calculator } = this.root.api;
      const offers = await (this.root.delivery.isDedicated
        ? calculator.dedicated(data)
        : calculator.consolidated(data));
      const same = offers.find((offer) => isSameOffer(offer, current)) ?? null;
      runInAction(() => {
        this.tariff = same;
      });
      if (!same) this.warn('order.offer_gone');
      return same;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('order.failed_requote'));
      return null;
    } finally {
      runInAction(() => {
        this.requoting = false;
      });
    }
  }

  /**
   * Sends the order. On success the sender and recipient are remembered for their cities, the
   * draft is cleared and 'order:created' is announced; on failure the visitor sees the server's
   * message. Sending the same order again (after a lost answer, even after a reload) reuses its
   * idempotency key, so the server places it once.
   */
  async create(): Promise<CreatedOrder | null> {
    const body = this.body;
    if (!body) return null;
    const json = JSON.stringify(body);
    const attempt = this.attempt?.body === json ? this.attempt : { body: json, key: createId() };
    this.attempt = attempt;
    try {
      const created = await this.root.api.user.createOrder({ ...body, idempotencyKey: attempt.key });
      runInAction(() => {
        this.rememberContacts();
        this.reset();
        this.created = created;
      });
      this.root.bus.emit('order:created', { number: created.number });
      return created;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('order.failed_create_order'));
      return null;
    }
  }

  /** Clears the contacts, both directions, the delivery, the tariff and the offers. */
  reset(): void {
    for (const contact of Object.values(this.contacts)) contact.reset();
    this.payerSource = 'sender';
    this.directions = { from: emptyDirection(), to: emptyDirection() };
    this.root.delivery.reset();
    this.tariff = null;
    this.root.tariffs.reset();
    this.isInternal = false;
    this.customerEmail = '';
    this.attempt = null;
    this.touched.clear();
    this.revealed = false;
  }

  dismissCreated(): void {
    this.created = null;
  }

  snapshot(): OrderDraft {
    return {
      contacts: {
        sender: this.contacts.sender.data,
        recipient: this.contacts.recipient.data,
        payer: this.contacts.payer.data,
      },
      payerSource: this.payerSource,
      directions: toJS(this.directions),
      tariff: this.tariff,
      delivery: this.root.delivery.draft,
      isInternal: this.isInternal,
      customerEmail: this.customerEmail,
      attempt: this.attempt,
    };
  }

  restore(data: unknown): void {
    if (!isRecord(data)) return;
    const contacts = isRecord(data.contacts) ? data.contacts : {};
    for (const role of ROLES) this.contacts[role].restore(contacts[role]);
    if (PAYER_SOURCES.includes(data.payerSource as PayerSource))
      this.payerSource = data.payerSource as PayerSource;
    const directions = isRecord(data.directions) ? data.directions : {};
    this.directions = { from: restoreDirection(directions.from), to: restoreDirection(directions.to) };
    this.tariff = isTariff(data.tariff) ? data.tariff : null;
    this.root.delivery.restoreDraft(data.delivery);
    this.isInternal = data.isInternal === true;
    this.customerEmail = text(data.customerEmail);
    const attempt = isRecord(data.attempt) ? data.attempt : null;
    this.attempt =
      attempt && typeof attempt.body === 'string' && typeof attempt.key === 'string'
        ? { body: attempt.body, key: attempt.key }
        : null;
  }

  private warn(key: string): void {
    this.root.bus.emit('notify', { message: this.root.translate(key), variant: 'warning' });
  }

  private rememberContacts(): void {
    const pairs: Array<[ContactRole, DirectionSide]> = [
      ['sender', 'from'],
      ['recipient', 'to'],
    ];
    for (const [role, side] of pairs) {
      const { name, phone } = this.contacts[role];
      const city = this.directions[side].city;
      if (name && phone && city) this.root.localStorage.saveContact({ name, phone }, city);
    }
  }
}
