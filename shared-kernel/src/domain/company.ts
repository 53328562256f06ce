/**
 * The company behind the site: shown in the header, footer, contacts and requisites pages and
 * printed on waybills. One place, so a changed phone number changes everywhere.
 */
export const COMPANY = {
  brand: 'Доставка',
  legalName: 'ООО «Доставка Логистик»',
  phone: '+78124071515',
  email: 'info@dostavka.example',
  address: '192007, Санкт-Петербург, ул. Салова, д. 27, офис 305',
  hours: 'Пн–Пт 9:00–20:00, Сб 10:00–16:00',
  requisites: {
    inn: '7801234564',
    kpp: '780101001',
    ogrn: '1177847123453',
    bank: 'ПАО «Банк Санкт-Петербург»',
    account: '40702810990000012345',
    correspondentAccount: '30101810900000000790',
    bik: '044030790',
  },
} as const;
