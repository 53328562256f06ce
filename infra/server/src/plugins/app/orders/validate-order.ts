/**
 * The rules an order must pass before it is stored, in words the order form can show. Each rule
 * is the shared kernel's, so the form and the server never disagree.
 */
import {
  COMBINED_CARGO_LIMITS,
  companyCodesProblem,
  isValidEmail,
  isValidPassportDate,
  isValidPassportNumber,
  isValidPassportSeries,
  isValidPhone,
  type CargoDimension,
  type Contact,
  type CreateOrderBody,
  type DeliverySearchPayload,
  type Direction,
} from '@dostavka/shared-kernel/domain';

const ROLES = [
  ['payer', 'Payer'],
  ['sender', 'Sender'],
  ['recipient', 'Recipient'],
] as const;

const blank = (value: string | undefined) => !value || value.trim() === '';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));

function companyProblems(who: string, contact: Contact): string[] {
  const { company } = contact;
  if (contact.type !== 'ContactWithCompany')
    return [`${who}: a company contact must be marked ContactWithCompany`];
  if (!company) return [`${who}: the company details are missing`];
  const problems: string[] = [];
  if (blank(company.name)) problems.push(`${who}: the company name is required`);
  const codes = companyCodesProblem(company.inn.trim(), company.kpp.trim());
  if (codes === 'inn')
    problems.push(`${who}: the INN is not valid (10 digits for a company, 12 for an individual)`);
  if (codes === 'kpp') problems.push(`${who}: the KPP must have 9 characters`);
  if (codes === 'kpp-not-expected') problems.push(`${who}: an individual entrepreneur has no KPP`);
  return problems;
}

function passportProblems(who: string, contact: Contact, now: Date): string[] {
  const { passport } = contact;
  if (contact.type !== 'ContactWithPassport') {
    return [`${who}: this tariff needs passport details (a ContactWithPassport contact)`];
  }
  if (!passport) return [`${who}: the passport details are missing`];
  const problems: string[] = [];
  if (!isValidPassportSeries(passport.series))
    problems.push(`${who}: the passport series must have 4 digits`);
  if (!isValidPassportNumber(passport.number))
    problems.push(`${who}: the passport number must have 6 digits`);
  if (!isDate(passport.date) || !isValidPassportDate(passport.date, now)) {
    problems.push(`${who}: the passport issue date must be between 1970-01-01 and today`);
  }
  return problems;
}

function contactProblems(
  who: string,
  contact: Contact,
  emailRequired: boolean,
  passport: boolean,
  now: Date,
) {
  const problems: string[] = [];
  if (blank(contact.name)) problems.push(`${who}: the name is required`);
  if (!isValidPhone(contact.phone)) problems.push(`${who}: the phone number is not valid`);
  if (blank(contact.email)) {
    if (emailRequired) problems.push(`${who}: the e-mail is required`);
  } else if (!isValidEmail(contact.email)) {
    problems.push(`${who}: the e-mail is not valid`);
  }
  if (contact.enterprise) problems.push(...companyProblems(who, contact));
  else if (passport) problems.push(...passportProblems(who, contact, now));
  else if (contact.type)
    problems.push(`${who}: a private person without a passport needs no ${contact.type}`);
  return problems;
}

function directionProblems(side: string, direction: Direction): string[] {
  const problems: string[] = [];
  if (!direction.city) problems.push(`${side}: choose a city`);
  if (direction.deliveryMethod.slug === 'NOT_SELECTED')
    problems.push(`${side}: choose how the cargo is handed over`);
  if (direction.deliveryMethod.slug === 'COURIER' && blank(direction.address.value)) {
    problems.push(`${side}: the courier needs an address`);
  }
  return problems;
}

function cargoProblems(cargo: CargoDimension, row: number): string[] {
  const limits = COMBINED_CARGO_LIMITS;
  const problems: string[] = [];
  const within = (value: number, max: number) => Number.isFinite(value) && value > 0 && value <= max;
  for (const side of ['width', 'height', 'length'] as const) {
    if (!within(cargo[side], limits[side].max)) {
      problems.push(`Cargo ${row}: the ${side} must be above 0 and at most ${limits[side].max} cm`);
    }
  }
  if (!within(cargo.weight, limits.weight.max)) {
    problems.push(`Cargo ${row}: the weight must be above 0 and at most ${limits.weight.max / 1000} kg`);
  }
  const { min, max } = limits.quantity;
  if (!Number.isInteger(cargo.quantity) || cargo.quantity < min || cargo.quantity > max) {
    problems.push(`Cargo ${row}: the quantity must be a whole number from ${min} to ${max}`);
  }
  return problems;
}

function deliveryProblems(delivery: DeliverySearchPayload, today: string): string[] {
  const problems: string[] = [];
  const dedicated = delivery.type.slug === 'dedicated';
  if (delivery.isDedicated !== dedicated) problems.push('Delivery: isDedicated must match the delivery type');
  if (dedicated) {
    if (!delivery.dimensions.car) problems.push('Delivery: choose a vehicle');
  } else if (delivery.dimensions.cargos.length === 0) {
    problems.push('Delivery: add at least one cargo');
  } else {
    delivery.dimensions.cargos.forEach((cargo, i) => problems.push(...cargoProblems(cargo, i + 1)));
  }
  if (!Number.isFinite(delivery.declared) || delivery.declared < 0) {
    problems.push('Delivery: the declared value cannot be negative');
  }
  const date = delivery.date.slice(0, 10);
  if (!isDate(date)) problems.push('Delivery: the loading date is not a date');
  else if (date < today) problems.push('Delivery: the loading date is in the past');
  return problems;
}

/**
 * Everything wrong with an order, or an empty list. `today` is the company's calendar date
 * (YYYY-MM-DD); `now` bounds passport dates.
 */
export function orderProblems(order: CreateOrderBody, today: string, now: Date): string[] {
  const passport = order.tariff.required.passport;
  return [
    ...ROLES.flatMap(([role, who]) =>
      contactProblems(who, order.contacts[role], role === 'payer', passport, now),
    ),
    ...directionProblems('From', order.directions.from),
    ...directionProblems('To', order.directions.to),
    ...deliveryProblems(order.delivery, today),
  ];
}

/** The company's calendar date: Saint Petersburg keeps Moscow time (UTC+3, no daylight saving). */
export function companyToday(now: Date): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
