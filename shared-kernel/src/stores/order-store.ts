import { makeAutoObservable, observableRef, runInAction, toJS } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import { createId, deliveryMethod, emptyDirection, markContact } from '@dostavka/shared-kernel/domain';
import type {
  Address,
  City,
  CreatedOrder,
  CreateOrderBody,
  DeliveryMethodSlug,
  Directions,
  TariffOffer,
} from '@dostavka/shared-kernel/domain';
import { ContactModel } from './contact-model';
import type { DeliveryStore } from './delivery-store';
import type { RootStore } from './root-store';

export type ContactRole = 'payer' | 'recipient' | 'sender';
export type DirectionSide = 'from' | 'to';

/** The order being placed: its contacts, directions and tariff; the delivery is the delivery store's. */
export class OrderStore {
  isInternal = false;
  isManager = false;
  roistat = '';
  tariff: TariffOffer | null = null;
  readonly contacts: Record<ContactRole, ContactModel> = {
    payer: new ContactModel(),
    recipient: new ContactModel(),
    sender: new ContactModel(),
  };
  directions: Directions = { from: emptyDirection(), to: emptyDirection() };
  creating = false;
  /** The idempotency key of the last unsuccessful attempt and the body it carried. */
  private attempt: { body: string; key: string } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OrderStore, 'root' | 'attempt'>(
      this,
      { root: false, contacts: false, tariff: observableRef, attempt: false },
      { autoBind: true },
    );
  }

  get delivery(): DeliveryStore {
    return this.root.delivery;
  }

  get passportRequired(): boolean {
    return this.tariff?.required.passport ?? false;
  }

  setTariff(tariff: TariffOffer | null): void {
    this.tariff = tariff;
  }

  setRoistat(roistat: string): void {
    this.roistat = roistat;
  }

  setFlags(flags: { isInternal?: boolean; isManager?: boolean }): void {
    Object.assign(this, flags);
  }

  setCity(side: DirectionSide, city: City | null): void {
    this.directions[side].city = city;
  }

  setDeliveryMethod(side: DirectionSide, slug: DeliveryMethodSlug): void {
    this.directions[side].deliveryMethod = deliveryMethod(slug);
  }

  setAddress(side: DirectionSide, patch: Partial<Address>): void {
    Object.assign(this.directions[side].address, patch);
  }

  /** The body of POST /order/create, or null while no tariff is chosen. */
  get body(): Omit<CreateOrderBody, 'idempotencyKey'> | null {
    if (!this.tariff) return null;
    const contact = (role: ContactRole) => markContact(this.contacts[role].data, this.passportRequired);
    return {
      contacts: { payer: contact('payer'), recipient: contact('recipient'), sender: contact('sender') },
      directions: toJS(this.directions),
      delivery: this.root.delivery.searchPayload,
      tariff: this.tariff,
      roistat: this.roistat,
    };
  }

  /**
   * Places the order. On success the sender and recipient are remembered for their cities and
   * 'order:created' is announced; on failure the visitor sees the server's message. Sending the
   * same order again (after a lost answer) reuses its idempotency key, so the server places it once.
   */
  async create(): Promise<CreatedOrder | null> {
    const body = this.body;
    if (!body || this.creating) return null;
    this.creating = true;
    const text = JSON.stringify(body);
    if (this.attempt?.body !== text) this.attempt = { body: text, key: createId() };
    try {
      const created = await this.root.api.user.createOrder({ ...body, idempotencyKey: this.attempt.key });
      this.attempt = null;
      this.rememberContacts();
      this.root.bus.emit('order:created', { number: created.number });
      return created;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('order.failed_create_order'));
      return null;
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  /** Clears the contacts, both directions, the delivery, the tariff and the offers. */
  reset(): void {
    for (const contact of Object.values(this.contacts)) contact.reset();
    this.directions = { from: emptyDirection(), to: emptyDirection() };
    this.root.delivery.reset();
    this.tariff = null;
    this.root.tariffs.reset();
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
