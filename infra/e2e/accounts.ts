/**
 * Addresses the e2e server makes administrators (ADMIN_EMAILS), for the staff tools: one per spec
 * that signs staff in. Specs run in parallel, and a new code e-mailed to an address replaces the
 * one before it, so two specs signing in as one address at once would each type a dead code.
 */
export const STAFF = {
  calculator: 'staff-calculator-e2e@mail.ru',
  hydration: 'staff-hydration-e2e@mail.ru',
  registry: 'staff-registry-e2e@mail.ru',
  routes: 'staff-routes-e2e@mail.ru',
  console: 'staff-console-e2e@mail.ru',
  orders: 'staff-orders-e2e@mail.ru',
  rateCards: 'staff-rate-cards-e2e@mail.ru',
  carriers: 'staff-carriers-e2e@mail.ru',
} as const;

export const ADMIN_EMAILS = Object.values(STAFF).join(',');
