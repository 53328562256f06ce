/** Entities for the store tests. */
import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import type {
  City,
  Contact,
  Direction,
  OrderDetail,
  PickupPoint,
  TariffOffer,
} from '@dostavka/shared-kernel/domain';
import type { OrderFormValues } from './order-form';
import type { RootStore } from './root-store';

/** A city; its region (code and name, the name as its slug) only where a test needs one. */
export function testCity(
  code: string,
  name = code,
  {
    slug = name,
    region = { code: '', name: '' },
  }: { slug?: string; region?: { code: string; name: string } } = {},
): City {
  return {
    id: Number(code),
    popularity: 0,
    slug,
    code,
    fias: `fias-${code}`,
    name,
    warning: null,
    postcode: '',
    region: {
      ...region,
      slug: region.name,
      timezone: 'UTC+3',
      warning: null,
      country: { name: 'Россия', code: 'RU' },
    },
    coordinates: { lat: 59.94, lon: 30.31 },
  };
}

/** The two ends most tests ship between. */
export const TEST_SPB = testCity('7800000000000', 'Санкт-Петербург', {
  slug: 'sankt-peterburg',
  region: { code: '78', name: 'Санкт-Петербург' },
});
export const TEST_MOSCOW = testCity('7700000000000', 'Москва', {
  slug: 'moskva',
  region: { code: '77', name: 'Москва' },
});

export function testOffer(uuid: string, total = 1000, passport = false): TariffOffer {
  return {
    uuid,
    name: uuid,
    preliminarily: false,
    description: '',
    company: { name: 'Перевозчик', slug: 'carrier' },
    photo: { url: '' },
    dates: {
      plannedDateLoadingCargo: { date: '2025-03-08' },
      plannedDateShipmentCargo: { date: '2025-03-10', text: '' },
    },
    prices: [{ name: 'Перевозка', value: total }],
    total,
    codes: {},
    metadata: { mark: 'consolidated-line', path: [] },
    required: { passport },
    documents: [],
    quote: '',
    expiresAt: '',
  };
}

/**
 * A pick-up point of a carrier in a city: a terminal, or a locker with a 60 × 40 × 40 cm cell
 * taking 15 kg (or the cell given).
 */
export function testPoint(
  id: string,
  {
    provider = 'carrier',
    city = { code: '78', name: 'Санкт-Петербург' },
    kind = 'WAREHOUSE',
    locker = kind === 'POSTAMAT' ? { cellCm: { length: 60, width: 40, height: 40 }, maxKg: 15 } : null,
  }: Partial<Pick<PickupPoint, 'provider' | 'city' | 'kind' | 'locker'>> = {},
): PickupPoint {
  return {
    id,
    provider,
    kind,
    city,
    name: `Пункт ${id}`,
    address: `ул. Промышленная, д. ${id.length}`,
    hours: 'Пн–Пт 9:00–18:00',
    lat: 59.9,
    lon: 30.3,
    locker,
  };
}

const contact = (name: string, phone: string, more: Partial<Contact> = {}): Contact => ({
  name,
  phone,
  email: '',
  comment: '',
  enterprise: false,
  ...more,
});

const warehouse = (city: City): Direction => ({
  city,
  deliveryMethod: { key: 'deliveryMethod.WAREHOUSE', slug: 'WAREHOUSE', disabled: false },
  address: { value: '', office: '', intercom: '' },
});

/**
 * A placed order: a company sends one 12 kg box from Saint Petersburg to Moscow, warehouse to
 * warehouse, for 2 302 ₽. A test overrides what it is about.
 */
export function testOrder(over: Partial<OrderDetail> = {}): OrderDetail {
  const loadingDate = over.loadingDate ?? '2030-03-08';
  const offer = testOffer('standard', 2300);
  return {
    number: 'A-00000001',
    created_at: '2025-03-07T09:00:00.000Z',
    uuid: 'o1',
    status: 'created',
    loadingDate,
    total: 2302,
    contacts: {
      sender: contact('Иван Петров', '79120000001', {
        enterprise: true,
        company: { name: 'ООО Ромашка', inn: '7707083893', kpp: '773601001' },
      }),
      recipient: contact('Пётр Иванов', '79120000002'),
      payer: contact('Иван Петров', '79120000001', { email: 'ivan@mail.ru' }),
    },
    directions: {
      from: warehouse(TEST_SPB),
      to: warehouse(TEST_MOSCOW),
    },
    delivery: {
      type: { slug: 'combined' },
      isDedicated: false,
      declared: 3000,
      description: '',
      date: loadingDate,
      dimensions: {
        cargos: [
          {
            width: 40,
            height: 30,
            length: 50,
            rotable: true,
            stackable: true,
            volume: 0.06,
            weight: 12000,
            quantity: 1,
          },
        ],
        commonWeight: 12000,
        commonVolumeWeight: 12,
      },
    },
    tariff: {
      ...offer,
      name: 'Стандарт',
      company: { name: 'Доставка', slug: 'dostavka' },
      prices: [...offer.prices, { name: 'Страхование груза', value: 2 }],
      total: 2302,
    },
    timeline: [{ status: 'created', at: '2025-03-07T09:00:00.000Z' }],
    ...over,
  };
}

/**
 * An order ready to be sent, as the order tests share it: the form's values (a company sender,
 * Иван of ООО Ромашка; a private recipient, Пётр, with his passport when the tariff asks for one;
 * the sender pays) and the shipment (one box from Saint Petersburg, the carrier's terminal, to a courier at
 * Тверская, 1 in Moscow, with `offer` chosen). Returns the values.
 */
export function fillTestOrder(root: RootStore, offer: TariffOffer = testOffer('t1', 2500)): OrderFormValues {
  const { shipment, delivery } = root;
  delivery.addCargo(PACKAGING_PRESETS[1]);
  shipment.setCity('from', testCity('78', 'Санкт-Петербург'));
  shipment.setCity('to', testCity('77', 'Москва'));
  shipment.setDeliveryMethod('from', 'WAREHOUSE');
  shipment.setDeliveryMethod('to', 'COURIER');
  shipment.setAddress('to', { value: 'Тверская, 1', office: '5' });
  root.order.setTariff(offer);
  shipment.setPoint('from', testPoint('spb-1', { provider: offer.company.slug }));
  return {
    sender: contact('Иван', '+7 912 000-00-01', {
      email: 'ivan@mail.ru',
      enterprise: true,
      company: { name: 'ООО Ромашка', inn: '7707083893', kpp: '773601001' },
    }),
    recipient: contact('Пётр', '+7 912 000-00-02', {
      ...(offer.required.passport
        ? { passport: { series: '4010', number: '123456', date: '2015-04-20' } }
        : {}),
    }),
    payer: contact('', ''),
    payerSource: 'sender',
    customer: { internal: false, email: '' },
  };
}
