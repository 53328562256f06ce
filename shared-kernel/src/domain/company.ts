/**
 * The company behind the site, written once: the header, footer, contacts and requisites pages,
 * documents, JSON-LD, e-mails and waybills all read it, so a changed phone number changes
 * everywhere. A test keeps every other copy out of the apps and checks the codes' check digits
 * (`company.test.ts`). Texts a visitor reads in English have an English form beside them.
 */
export const COMPANY = {
  brand: 'Доставка',
  brandEn: 'Dostavka',
  legalName: 'ООО «Доставка Логистик»',
  legalNameEn: 'Dostavka Logistik LLC',
  fullLegalName: 'Общество с ограниченной ответственностью «Доставка Логистик»',
  phone: '+78124071515',
  email: 'info@dostavka.example',
  address: '192007, Санкт-Петербург, ул. Салова, д. 27, офис 305',
  addressEn: '27 Salova St, office 305, Saint Petersburg 192007',
  /** For structured data (schema.org PostalAddress). */
  postal: {
    postcode: '192007',
    locality: 'Санкт-Петербург',
    localityEn: 'Saint Petersburg',
    street: 'ул. Салова, д. 27, офис 305',
    country: 'RU',
  },
  hours: 'Пн–Пт 9:00–20:00, Сб 10:00–16:00',
  hoursEn: 'Mon–Fri 9:00–20:00, Sat 10:00–16:00',
  requisites: {
    inn: '7801234564',
    kpp: '780101001',
    ogrn: '1177847123453',
    bank: 'ПАО «Банк Санкт-Петербург»',
    bankEn: 'Bank Saint Petersburg PJSC',
    account: '40702810290000012345',
    correspondentAccount: '30101810900000000790',
    bik: '044030790',
  },
} as const;

/** The company's phone for a `tel:` link. */
export const COMPANY_PHONE_HREF = `tel:+${COMPANY.phone.replace(/\D/g, '')}`;
