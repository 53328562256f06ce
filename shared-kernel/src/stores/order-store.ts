import { makeAutoObservable, observableRef, runInAction, toJS, when } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import {
  companyToday,
  createId,
  defaultDeliveryDate,
  emptyContact,
  isSameOffer,
  lockerWantsSizes,
  markContact,
  payerSourceOf,
  repeatOrderHref,
} from '@dostavka/shared-kernel/domain';
import type {
  PickupPoint,
  CreatedOrder,
  CreateOrderBody,
  DeliveryMethodSlug,
  OrderDetail,
  TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { FormDraft } from './form-draft';
import { isTransient, sendWithRetries } from './order-retry';
import { contactFrom, orderFormFrom, payerRole, type OrderFormValues } from './order-form';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';
import type { DirectionSide, ShipmentStore } from './shipment-store';

/** The parts of the order form, in the order the page shows them. */
export type OrderSection = 'tariff' | 'sender' | 'from' | 'recipient' | 'to' | 'payer' | 'customer';

interface Attempt {
  body: string;
  key: string;
}

/** What `dostavka:order` keeps: the idempotency key of an attempt not yet answered. */
export interface OrderDraft {
  attempt: Attempt | null;
}

/** A quote this close to its end is priced again before the order is sent. */
const QUOTE_MARGIN_MS = 60_000;

/**
 * Placing an order: the form's values (react-final-form, kept by `draft`) with the shipment
 * (route, cargo, offer) become the body of POST /order/create. A guest signs in on the way, a
 * quote about to end is priced again first, a retry reuses the idempotency key.
 */
export class OrderStore implements Persistable<OrderDraft> {
  roistat = '';
  /** From the click of the submit button until the order is placed or given up. */
  creating = false;
  /** The tariff is being priced again (the hand-over changed, or its quote ran out). */
  requoting = false;
  /**
   * The last try got no answer that says what happened (a gateway error, no connection) even
   * after the retries: the order may or may not be placed. The page says so and offers a retry
   * (with the same key, so it is placed once).
   */
  unconfirmed = false;
  /** The last order placed from this page, for its confirmation. */
  created: CreatedOrder | null = null;
  /** The order form's values and touched fields between visits (sign-in, reload, closed tab). */
  readonly draft: FormDraft<OrderFormValues>;
  /** The idempotency key of the last unanswered attempt and the body it carried. */
  private attempt: Attempt | null = null;

  constructor(private readonly root: RootStore) {
    this.draft = new FormDraft(root.storage, 'order-form', orderFormFrom);
    makeAutoObservable<OrderStore, 'root' | 'attempt'>(
      this,
      { root: false, draft: false, created: observableRef, attempt: observableRef },
      { autoBind: true },
    );
  }

  get shipment(): ShipmentStore {
    return this.root.shipment;
  }

  /** Choosing an offer (the calculator does) starts a new order after a placed one. */
  setTariff(tariff: TariffOffer | null): void {
    this.shipment.setTariff(tariff);
    if (tariff) this.created = null;
  }

  setRoistat(roistat: string): void {
    this.roistat = roistat;
  }

  /** The hand-over decides the price (door pickup and delivery cost extra): the offer is priced again. */
  async chooseDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): Promise<void> {
    if (this.shipment.directions[side].deliveryMethod.slug === slug) return;
    this.shipment.setDeliveryMethod(side, slug);
    if (this.shipment.tariff) await this.requote();
  }

  /** Chooses the pick-up point at one end; the offer is priced again at that point. */
  async choosePoint(side: DirectionSide, point: PickupPoint | null): Promise<void> {
    if (this.shipment.directions[side].point?.id === (point?.id ?? undefined)) return;
    this.shipment.setPoint(side, point);
    if (this.shipment.tariff) await this.requote();
  }

  /** The body of POST /order/create for these form values, or null while no tariff is chosen. */
  body(values: OrderFormValues): Omit<CreateOrderBody, 'idempotencyKey'> | null {
    const { tariff, passportRequired } = this.shipment;
    if (!tariff) return null;
    const contact = (data: unknown) => markContact(contactFrom(data), passportRequired);
    const onBehalf = this.root.profile.managerMode && values.customer.internal;
    return {
      contacts: {
        payer: contact(values[payerRole(values)]),
        recipient: contact(values.recipient),
        sender: contact(values.sender),
      },
      directions: toJS(this.shipment.directions),
      delivery: this.root.delivery.searchPayload,
      tariff,
      roistat: this.roistat,
      ...(onBehalf ? { isInternal: true, customerEmail: values.customer.email.trim() } : {}),
    };
  }

  /**
   * Sends a complete order (the form checks it with the kernel's rules first): a guest is asked
   * to sign in (the draft stays) and the order goes on once signed in; a quote that ran out is
   * priced again first. A second click while one is under way does nothing.
   */
  async submit(values: OrderFormValues): Promise<CreatedOrder | null> {
    if (this.creating) return null;
    this.creating = true;
    try {
      if (!(await this.signedIn(values))) return null;
      if (!(await this.freshQuote())) return null;
      return await this.create(values);
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  private async signedIn(values: OrderFormValues): Promise<boolean> {
    const { auth, modals, bus } = this.root;
    if (auth.loggedIn) return true;
    // The e-mail typed in the order (the payer's, else the sender's) is offered for the sign-in.
    auth.offerEmail(values[payerRole(values)].email || values.sender.email);
    bus.emit('auth:open');
    await when(() => auth.loggedIn || !modals.isShown('auth'));
    return auth.loggedIn;
  }

  /** False when the offer is gone or its price changed: the visitor looks again before sending. */
  private async freshQuote(): Promise<boolean> {
    const tariff = this.shipment.tariff;
    if (!tariff) return false;
    const now = this.root.now();
    const today = companyToday(now);
    // The server says when the signed quote ends (the offer's expiresAt); an offer kept from
    // before it did is not priced again early.
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
   * tariff), with the shipment's search, the one the calculator sends. When it is no longer
   * offered the tariff is cleared and the visitor chooses again. A locker chosen for a shipment
   * known by its weight alone is not priced (no carrier prices a locker without the places' sizes):
   * the tariff stays while the page asks for the sizes, and is priced once they are given.
   */
  async requote(): Promise<TariffOffer | null> {
    const current = this.shipment.tariff;
    if (!current) return null;
    const { directions } = this.shipment;
    if (lockerWantsSizes({ directions, delivery: this.root.delivery.searchPayload })) return null;
    this.requoting = true;
    try {
      const data = this.shipment.searchData(undefined, undefined, true);
      const { calculator } = this.root.api;
      const offers = await (this.root.delivery.isDedicated
        ? calculator.dedicated(data)
        : calculator.consolidated(data));
      const same = offers.find((offer) => isSameOffer(offer, current)) ?? null;
      this.shipment.setTariff(same);
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
  async create(values: OrderFormValues): Promise<CreatedOrder | null> {
    const body = this.body(values);
    if (!body) return null;
    const json = JSON.stringify(body);
    const attempt = this.attempt?.body === json ? this.attempt : { body: json, key: createId() };
    this.attempt = attempt;
    this.unconfirmed = false;
    try {
      const { api, now, wait } = this.root;
      const created = await sendWithRetries(
        () => api.user.createOrder({ ...body, idempotencyKey: attempt.key }),
        { now: () => now().getTime(), wait },
      );
      runInAction(() => {
        this.rememberContacts(values);
        this.reset();
        this.created = created;
      });
      this.root.bus.emit('order:created', { number: created.number });
      return created;
    } catch (error) {
      if (isTransient(error)) {
        runInAction(() => {
          this.unconfirmed = true;
        });
        this.root.notifyError(this.root.translate('order.unconfirmed'));
      } else {
        this.root.notifyError(serverMessage(error) ?? this.root.translate('order.failed_create_order'));
      }
      return null;
    }
  }

  /**
   * Repeats a placed order as a new one: its route, hand-overs and courier addresses go into the
   * shipment, its parties into the form's draft (the order page starts from them), and the
   * calculator's address it returns holds the cargo or vehicle, so that a new search prices it:
   * the old price and offer are never reused, nor a pick-up point (the new offer's carrier may
   * differ; the order page asks for one again).
   */
  async repeat(order: OrderDetail): Promise<string> {
    if (order.delivery.type.slug === 'dedicated')
      await this.root.delivery.ensureTransports().catch(() => undefined);
    const payerSource = payerSourceOf(order);
    runInAction(() => {
      this.reset();
      this.created = null;
      for (const side of ['from', 'to'] as const) {
        const end = order.directions[side];
        this.shipment.setCity(side, end.city);
        this.shipment.setDeliveryMethod(side, end.deliveryMethod.slug);
        if (end.deliveryMethod.slug === 'COURIER') this.shipment.setAddress(side, { ...end.address });
      }
    });
    this.draft.save({
      values: {
        sender: contactFrom(order.contacts.sender),
        recipient: contactFrom(order.contacts.recipient),
        payer: payerSource === 'other' ? contactFrom(order.contacts.payer) : emptyContact(),
        payerSource,
        customer: { internal: false, email: '' },
      },
      touched: [],
    });
    this.draft.flush();
    return repeatOrderHref(order, this.root.delivery.vehicles);
  }

  /** Clears the form's draft, the shipment (route, delivery, tariff) and the offers. */
  reset(): void {
    this.draft.clear();
    this.shipment.reset();
    this.root.tariffs.reset();
    this.attempt = null;
    this.unconfirmed = false;
  }

  dismissCreated(): void {
    this.created = null;
  }

  snapshot(): OrderDraft {
    return { attempt: this.attempt };
  }

  restore(data: unknown): void {
    if (!isRecord(data)) return;
    const attempt = isRecord(data.attempt) ? data.attempt : null;
    this.attempt =
      attempt && typeof attempt.body === 'string' && typeof attempt.key === 'string'
        ? { body: attempt.body, key: attempt.key }
        : null;
  }

  private warn(key: string): void {
    this.root.bus.emit('notify', { message: this.root.translate(key), variant: 'warning' });
  }

  private rememberContacts(values: OrderFormValues): void {
    const pairs = [
      ['sender', 'from'],
      ['recipient', 'to'],
    ] as const;
    for (const [role, side] of pairs) {
      const { name, phone } = contactFrom(values[role]);
      const city = this.shipment.directions[side].city;
      if (name && phone && city) this.root.localStorage.saveContact({ name, phone }, city);
    }
  }
}
