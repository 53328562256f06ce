import { makeAutoObservable } from 'mobx';
import { emptyCompany, emptyPassport } from '@dostavka/shared-kernel/domain';
import type { Company, Contact, Passport } from '@dostavka/shared-kernel/domain';
import { isRecord } from './persistence';

type ContactText = Pick<Contact, 'name' | 'comment' | 'email' | 'phone'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One of the order's contacts (payer, recipient, sender) while it is being filled in. */
export class ContactModel {
  name = '';
  comment = '';
  email = '';
  phone = '';
  enterprise = false;
  passport: Passport | undefined = undefined;
  company: Company | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(patch: Partial<ContactText>): void {
    Object.assign(this, patch);
  }

  /** Turning enterprise on starts an empty company; turning it off drops the company. */
  setEnterprise(on: boolean): void {
    this.enterprise = on;
    this.company = on ? emptyCompany() : undefined;
  }

  setCompany(patch: Partial<Company>): void {
    if (this.company) Object.assign(this.company, patch);
  }

  setPassport(patch: Partial<Passport>): void {
    this.passport = { ...(this.passport ?? emptyPassport()), ...patch };
  }

  resetPassport(): void {
    this.passport = undefined;
  }

  reset(): void {
    this.set({ name: '', comment: '', email: '', phone: '' });
    this.enterprise = false;
    this.company = undefined;
    this.passport = undefined;
  }

  /** A plain copy, as the API takes it. */
  get data(): Contact {
    const contact: Contact = {
      name: this.name,
      comment: this.comment,
      email: this.email,
      phone: this.phone,
      enterprise: this.enterprise,
    };
    if (this.company) contact.company = { ...this.company };
    if (this.passport) contact.passport = { ...this.passport };
    return contact;
  }

  /** Takes a stored copy (any shape): only text fields, and a company exactly when enterprise is on. */
  restore(data: unknown): void {
    if (!isRecord(data)) return;
    this.set({
      name: text(data.name),
      comment: text(data.comment),
      email: text(data.email),
      phone: text(data.phone),
    });
    this.enterprise = data.enterprise === true;
    const company = isRecord(data.company) ? data.company : {};
    this.company = this.enterprise
      ? { name: text(company.name), inn: text(company.inn), kpp: text(company.kpp) }
      : undefined;
    this.passport = isRecord(data.passport)
      ? {
          series: text(data.passport.series),
          number: text(data.passport.number),
          date: text(data.passport.date),
        }
      : undefined;
  }
}
