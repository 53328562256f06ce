/** Request and response shapes of the order calls (spec sections 3 and 7). */
import { Type } from 'typebox';
import {
  DELIVERY_METHOD_SLUGS,
  ORDER_STATUSES,
  PATH_MARKS,
  RESPONSE_MARKS,
} from '@dostavka/shared-kernel/domain';
import { RequiredText } from '../../../schemas/required-parameter';
import { CitySchema } from '../../content/city/schemas';

const Text = (maxLength: number, options = {}) => Type.String({ maxLength, ...options });
const Amount = (options = {}) => Type.Number({ minimum: 0, maximum: 1e12, ...options });

const Contact = Type.Object(
  {
    name: Text(200),
    comment: Text(2000),
    email: Text(254),
    phone: Text(40, { examples: ['+7 (912) 345-67-89'] }),
    enterprise: Type.Boolean(),
    type: Type.Optional(Type.Enum(['ContactWithCompany', 'ContactWithPassport'])),
    passport: Type.Optional(
      Type.Object({ series: Text(10), number: Text(10), date: Text(30, { examples: ['2015-04-20'] }) }),
    ),
    company: Type.Optional(Type.Object({ name: Text(300), inn: Text(12), kpp: Text(9) })),
  },
  { description: 'ContactWithCompany when enterprise is on; ContactWithPassport when the tariff needs one' },
);

export const OrderContacts = Type.Object({ payer: Contact, recipient: Contact, sender: Contact });

const Direction = Type.Object({
  deliveryMethod: Type.Object({
    key: Text(100),
    slug: Type.Enum(DELIVERY_METHOD_SLUGS),
    disabled: Type.Boolean(),
  }),
  city: Type.Union([CitySchema, Type.Null()]),
  address: Type.Object({ value: Text(500), office: Text(50), intercom: Text(50) }),
});

export const Directions = Type.Object({ from: Direction, to: Direction });

const CargoDimension = Type.Object({
  width: Amount({ description: 'cm' }),
  height: Amount({ description: 'cm' }),
  length: Amount({ description: 'cm' }),
  rotable: Type.Boolean(),
  stackable: Type.Boolean(),
  volume: Amount({ description: 'm3 of one piece' }),
  weight: Amount({ description: 'g of one piece' }),
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

const CarDimension = Type.Object({
  length: Amount(),
  height: Amount(),
  width: Amount(),
  weight: Amount({ description: 'tonnes' }),
  type: Text(100),
  load: Text(200),
  additional: Text(500),
});

export const Delivery = Type.Object({
  type: Type.Object({ slug: Type.Enum(['combined', 'dedicated']) }),
  isDedicated: Type.Boolean(),
  declared: Amount({ description: 'roubles' }),
  description: Text(500),
  date: Text(30, { description: 'loading date, YYYY-MM-DD', examples: ['2026-06-01'] }),
  dimensions: Type.Object({
    cargos: Type.Array(CargoDimension, { maxItems: 100 }),
    commonWeight: Amount(),
    commonVolumeWeight: Amount(),
    car: Type.Optional(CarDimension),
  }),
});

const FreeObject = Type.Record(Type.String(), Type.Unknown());

export const Tariff = Type.Object({
  uuid: Text(100),
  name: Text(300),
  preliminarily: Type.Boolean(),
  description: Text(2000),
  company: Type.Object({ name: Text(300), slug: Text(100) }),
  photo: Type.Object({ url: Text(2000) }),
  dates: Type.Object({
    plannedDateLoadingCargo: Type.Object({ date: Text(40) }),
    plannedDateShipmentCargo: Type.Object({ date: Text(40), text: Text(200) }),
  }),
  prices: Type.Array(Type.Object({ name: Text(300), value: Type.Number() }), { maxItems: 50 }),
  total: Amount({ description: 'whole roubles, as the quote says' }),
  codes: FreeObject,
  metadata: Type.Object({
    mark: Type.Enum(RESPONSE_MARKS),
    path: Type.Array(
      Type.Object({
        mark: Type.Enum(PATH_MARKS),
        from: Text(300),
        to: Text(300),
        km: Type.Number({ minimum: 0 }),
      }),
      { maxItems: 50 },
    ),
  }),
  required: Type.Object({ passport: Type.Boolean() }),
  documents: Type.Array(Type.Object({ name: Text(300), url: Type.Optional(Text(2000)) }), { maxItems: 50 }),
  quote: Type.Optional(Text(4000, { description: 'the signed quote the tariff engine gave with the offer' })),
  expiresAt: Type.Optional(Text(40, { description: 'when the quote expires, as the offer said' })),
});

export const CreateOrderBody = Type.Object({
  contacts: OrderContacts,
  directions: Directions,
  delivery: Delivery,
  tariff: Tariff,
  roistat: Text(200),
  idempotencyKey: RequiredText({ maxLength: 100 }),
  isInternal: Type.Optional(
    Type.Boolean({
      description:
        'Manager mode (MANAGER and above, feature flag order-manager-mode): an internal order placed on behalf of customerEmail',
    }),
  ),
  customerEmail: Type.Optional(
    Text(254, {
      description: 'Manager mode: the customer the order is placed for (their account is created if new)',
    }),
  ),
});

const OrderStatus = Type.Enum(ORDER_STATUSES);

export const OrderListItem = Type.Object({
  uuid: Type.String(),
  number: Type.String({ examples: ['A-12345678'] }),
  created_at: Type.String({ format: 'date-time' }),
  status: OrderStatus,
});

export const Timeline = Type.Array(
  Type.Object({ status: OrderStatus, at: Type.String({ format: 'date-time' }) }),
);

export const OrderDetail = Type.Object(
  {
    ...OrderListItem.properties,
    loadingDate: Type.String({ format: 'date' }),
    total: Type.Number(),
    contacts: OrderContacts,
    directions: Directions,
    delivery: Delivery,
    tariff: Tariff,
    timeline: Timeline,
    isInternal: Type.Optional(Type.Boolean({ description: 'placed by a manager on the customer’s behalf' })),
  },
  { description: 'An order, as its owner and staff see it' },
);

export const OrderRef = Type.Object({ uuid: RequiredText({ maxLength: 100 }) });

export const ChangeDatesBody = Type.Object({
  uuid: RequiredText({ maxLength: 100 }),
  date: RequiredText({ maxLength: 10, description: 'new loading date, YYYY-MM-DD' }),
});

export const ChangeStatusBody = Type.Object({ uuid: RequiredText({ maxLength: 100 }), status: OrderStatus });

export const Waybill = Type.Object({
  url: Type.String({ description: 'download link of the PDF, valid 10 minutes, no bearer token needed' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const Tracking = Type.Object(
  {
    number: Type.String(),
    status: OrderStatus,
    from: Type.Object({ city: Type.String() }),
    to: Type.Object({ city: Type.String() }),
    timeline: Timeline,
  },
  { description: 'Where an order is: statuses and cities, nothing personal' },
);
