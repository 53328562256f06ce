/**
 * Tariffs: what a search sends (spec section 7: search data with the cargo as `dimensions`),
 * the offers that come back (spec section 3, Tariff offer) and the staff figures over a search.
 */
import { Type, type Static } from 'typebox';
import { DELIVERY_METHOD_SLUGS, PATH_MARKS, RESPONSE_MARKS } from './vocabulary';
import { IsoDate, Text } from './common';

/** What a server text is in any language: a key of the kernel's common namespace and its values. */
export const TextKey = Type.String({
  maxLength: 100,
  pattern: '^[A-Za-z0-9_.-]+$',
  description: "a key of the kernel's common namespace (ru and en), e.g. 'priceLine.carriage'",
});
export const TextValues = Type.Record(
  Type.String({ maxLength: 40 }),
  Type.Unsafe<string | number>({ type: ['string', 'number'], maxLength: 200 }),
  {
    maxProperties: 10,
    description: "the key's values; a value named `…Key` is itself a key (translated first)",
  },
);

export const TariffPrice = Type.Object({
  name: Type.String({ minLength: 1, description: 'the line in Russian' }),
  value: Type.Integer({ minimum: 0 }),
  key: Type.Optional(TextKey),
  values: Type.Optional(TextValues),
});

/** A carrier's promised term in whole days, for any language ('4–6 days'). */
export const TermDays = Type.Object({
  min: Type.Integer({ minimum: 0, maximum: 1000 }),
  max: Type.Integer({ minimum: 0, maximum: 1000 }),
});

/** One leg of an offer's route. */
export const TariffPathLeg = Type.Object({
  mark: Type.Enum(PATH_MARKS),
  from: Type.String({ description: 'City name at the start of the leg' }),
  to: Type.String({ description: 'City name at the end of the leg' }),
  km: Type.Integer({ minimum: 0, description: 'Road kilometres' }),
});

export const TariffOffer = Type.Object(
  {
    uuid: Type.String({ format: 'uuid', description: 'Identifies the offer when an order re-checks it' }),
    name: Type.String({ minLength: 1 }),
    preliminarily: Type.Boolean({ description: 'The price may change after the carrier confirms it' }),
    description: Type.String(),
    company: Type.Object({ name: Type.String({ minLength: 1 }), slug: Type.String({ minLength: 1 }) }),
    photo: Type.Object({ url: Type.String({ minLength: 1 }) }),
    dates: Type.Object({
      plannedDateLoadingCargo: Type.Object({ date: IsoDate }),
      plannedDateShipmentCargo: Type.Object({
        date: IsoDate,
        text: Type.String({ minLength: 1, description: "the term in Russian: '4-6 дней'" }),
        days: Type.Optional(TermDays),
      }),
    }),
    prices: Type.Array(TariffPrice, { minItems: 1 }),
    total: Type.Integer({ minimum: 1, description: 'Whole roubles, the sum of the prices' }),
    codes: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    metadata: Type.Object({
      mark: Type.Enum(RESPONSE_MARKS),
      path: Type.Array(TariffPathLeg, { minItems: 1 }),
    }),
    required: Type.Object({ passport: Type.Boolean() }),
    documents: Type.Array(Type.Object({ name: Type.String(), url: Type.Optional(Type.String()) })),
    quote: Type.String({
      minLength: 1,
      description: 'Signed by the server, valid 30 minutes: an order proves its price with it',
    }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the quote stops backing an order' }),
  },
  { description: 'A tariff offer' },
);

export const TariffOfferList = Type.Array(TariffOffer);

const Amount = (options = {}) => Type.Number({ minimum: 0, maximum: 1e12, ...options });

/** Per cargo piece group, as an order stores it. */
export const CargoDimension = Type.Object({
  width: Amount({ description: 'cm' }),
  height: Amount({ description: 'cm' }),
  length: Amount({ description: 'cm' }),
  rotable: Type.Boolean(),
  stackable: Type.Boolean(),
  volume: Amount({ description: 'm3 of one piece' }),
  weight: Amount({ description: 'g of one piece' }),
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

export const CarDimension = Type.Object({
  length: Amount({ description: 'cm' }),
  height: Amount({ description: 'cm' }),
  width: Amount({ description: 'cm' }),
  weight: Amount({ description: 'tonnes' }),
  type: Text(100, { description: "Body type name, e.g. 'Тент'" }),
  load: Text(200, { description: "Loading ways joined by '/'" }),
  additional: Text(500, { description: "Extra services joined by ','" }),
});

/** The whole shipment by its totals alone (no places with sizes), as carriers' calculators take it. */
export const CargoTotals = Type.Object(
  {
    weight: Amount({ description: 'g, the whole shipment' }),
    volume: Amount({ description: 'm3, the whole shipment; 0 when not known' }),
    quantity: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Pieces' }),
  },
  { description: 'Weight-only mode: sent instead of places (cargos is then empty)' },
);

export const Dimensions = Type.Object({
  cargos: Type.Array(CargoDimension, { maxItems: 100 }),
  totals: Type.Optional(CargoTotals),
  commonWeight: Amount({ description: 'Grams, all pieces' }),
  commonVolumeWeight: Amount({ description: 'Kilograms, all pieces, at 200 kg per cubic metre' }),
  car: Type.Optional(CarDimension),
});

/** What the calculator needs about the delivery (no UI-only state), as an order stores it. */
export const DeliverySearchPayload = Type.Object({
  type: Type.Object({ slug: Type.Enum(['combined', 'dedicated']) }),
  isDedicated: Type.Boolean(),
  declared: Amount({ description: 'roubles' }),
  description: Text(500),
  date: Text(30, { description: 'loading date, YYYY-MM-DD', examples: ['2026-06-01'] }),
  dimensions: Dimensions,
});

/*
 * A search checks only its shape here; limits, cities and dates are the engine's, which says
 * what is wrong in words. So its numbers carry no bounds and most fields may be left out.
 */
const SearchCargo = Type.Object({
  width: Type.Number({ description: 'cm' }),
  height: Type.Number({ description: 'cm' }),
  length: Type.Number({ description: 'cm' }),
  rotable: Type.Boolean(),
  stackable: Type.Boolean(),
  volume: Type.Optional(Type.Number({ description: 'm3 of one piece (recomputed from the sizes)' })),
  weight: Type.Number({ description: 'Grams of one piece' }),
  quantity: Type.Integer(),
});

const SearchCar = Type.Object({
  length: Type.Number({ description: 'cm' }),
  height: Type.Number({ description: 'cm' }),
  width: Type.Number({ description: 'cm' }),
  weight: Type.Number({ exclusiveMinimum: 0, description: 'Capacity, tonnes' }),
  type: Type.String({ maxLength: 100, description: "Body type name, e.g. 'Тент'" }),
  load: Type.String({ maxLength: 100, description: "Loading ways joined by '/', e.g. 'Задняя/боковая'" }),
  additional: Type.String({ maxLength: 300, description: "Extra services joined by ','" }),
});

const SearchDirection = Type.Object({
  deliveryMethod: Type.Object({ slug: Type.Enum(DELIVERY_METHOD_SLUGS) }),
  city: Type.Union([
    Type.Null(),
    Type.Object({ code: Type.String({ maxLength: 20, description: 'KLADR id' }) }),
  ]),
  point: Type.Optional(
    Type.Union([Type.Null(), Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) })], {
      description: 'A pick-up point of one carrier: only that carrier is priced, at that point',
    }),
  ),
});

/** A tariff search, for the REST calls and the realtime channel alike. */
export const TariffSearchData = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Search id (realtime)' })),
    directions: Type.Object({ from: SearchDirection, to: SearchDirection }),
    delivery: Type.Object({
      type: Type.Optional(Type.Object({ slug: Type.Enum(['combined', 'dedicated']) })),
      isDedicated: Type.Optional(Type.Boolean()),
      declared: Type.Optional(
        Type.Number({ minimum: 0, maximum: 1e12, description: 'Roubles; 3000 when missing' }),
      ),
      description: Type.Optional(Type.String({ maxLength: 500 })),
      date: Type.Optional(
        Type.String({ maxLength: 40, description: 'Loading date YYYY-MM-DD; tomorrow when empty' }),
      ),
      dimensions: Type.Object({
        cargos: Type.Array(SearchCargo, { maxItems: 1000 }),
        totals: Type.Optional(
          Type.Object(
            {
              weight: Type.Number({ description: 'Grams, the whole shipment' }),
              volume: Type.Optional(Type.Number({ description: 'm3, the whole shipment' })),
              quantity: Type.Optional(Type.Integer({ description: 'Pieces; 1 when missing' })),
            },
            { description: 'Weight-only mode: the shipment by its totals, with no places' },
          ),
        ),
        commonWeight: Type.Optional(Type.Number()),
        commonVolumeWeight: Type.Optional(Type.Number()),
        car: Type.Optional(Type.Union([SearchCar, Type.Null()])),
      }),
    }),
    tariff: Type.Optional(Type.Unknown({ description: 'The chosen offer when re-pricing; not read' })),
  },
  { description: 'Search data: directions, delivery with the cargo dimensions' },
);

const Total = Type.Union([Type.Integer(), Type.Null()], { description: 'Roubles; null without offers' });

/** Staff figures over one search (POST /analytics/consolidated and /dedicated, MANAGER and above). */
export const TariffAnalytics = Type.Object(
  {
    distanceKm: Type.Integer({ description: 'Road km between the two cities' }),
    providers: Type.Array(
      Type.Object({
        provider: Type.String({ description: 'Provider slug' }),
        name: Type.String(),
        count: Type.Integer({ minimum: 0 }),
        min: Total,
        median: Total,
        max: Total,
        distanceKm: Type.Union([Type.Integer(), Type.Null()], {
          description: "Median km of the provider's loaded route (through its hubs)",
        }),
      }),
    ),
  },
  { description: 'Per provider: how many offers, their totals and route length' },
);

export type TariffPrice = Static<typeof TariffPrice>;
export type TariffPathLeg = Static<typeof TariffPathLeg>;
export type TariffOffer = Static<typeof TariffOffer>;
export type CargoDimension = Static<typeof CargoDimension>;
export type CargoTotals = Static<typeof CargoTotals>;
export type CarDimension = Static<typeof CarDimension>;
export type Dimensions = Static<typeof Dimensions>;
export type DeliverySearchPayload = Static<typeof DeliverySearchPayload>;
export type TariffSearchData = Static<typeof TariffSearchData>;
export type TariffAnalytics = Static<typeof TariffAnalytics>;
