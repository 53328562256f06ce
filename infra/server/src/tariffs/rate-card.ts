/**
 * A provider's rate card: everything its prices, coverage and speed come from. Cards live in the
 * database (seeded, replaced by staff through the API); this schema validates them on the way in
 * and `checkRateCard` (rate-card-rules.ts) adds the rules a schema cannot say.
 */
import { Type, type Static } from 'typebox';

const Rub = (description?: string) => Type.Number({ minimum: 0, ...(description && { description }) });
const Text = (maxLength = 300) => Type.String({ minLength: 1, maxLength });
const CityCode = Type.String({ pattern: '^[0-9]{13}$', description: 'KLADR id of a city' });
/** null: no upper bound (the last band or zone). */
const UpTo = (unit: string) =>
  Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()], { description: `Upper bound, ${unit}` });

const Document = Type.Object({ name: Text(), url: Type.Optional(Text()) }, { additionalProperties: false });

const Speed = Type.Object(
  {
    kmPerDay: Type.Number({ minimum: 100, maximum: 2000, description: 'Road km covered per day' }),
    handlingDays: Type.Integer({ minimum: 0, maximum: 10, description: 'Days added at the ends' }),
    spreadDays: Type.Integer({ minimum: 0, maximum: 5, description: 'Width of the promised range' }),
  },
  { additionalProperties: false },
);

const OfferTexts = {
  code: Type.String({ pattern: '^[a-z0-9-]{2,60}$', description: 'Tariff code, signed into quotes' }),
  name: Text(120),
  description: Text(1000),
  preliminarily: Type.Boolean({ description: 'The price waits for the carrier to confirm it' }),
  passport: Type.Boolean({ description: 'The recipient shows a passport' }),
  documents: Type.Array(Document, { maxItems: 10 }),
};

export const PriceBand = Type.Object(
  { upToKg: UpTo('kg'), rub: Rub() },
  { additionalProperties: false, description: 'A price for chargeable weights up to upToKg' },
);

const Terminal = Type.Object(
  {
    city: CityCode,
    hub: Type.Boolean({ description: 'Composite routes may change trucks here' }),
    doorFactor: Type.Number({ minimum: 0.5, maximum: 3, description: 'Door pickup/delivery price factor' }),
  },
  { additionalProperties: false },
);

const Zone = Type.Object(
  {
    upToKm: UpTo('road km'),
    rubPerKg: Type.Array(Type.Number({ exclusiveMinimum: 0 }), {
      minItems: 1,
      maxItems: 20,
      description: 'One rate per weight break',
    }),
    minimumRub: Rub('Least a shipment costs in this zone'),
  },
  { additionalProperties: false },
);

export const ConsolidatedCard = Type.Object(
  {
    ...OfferTexts,
    terminals: Type.Array(Terminal, { minItems: 2, maxItems: 300 }),
    routing: Type.Union([Type.Literal('lines'), Type.Literal('any')], {
      description: "'lines': the listed direct lines, other pairs through hubs; 'any': every pair direct",
    }),
    lines: Type.Array(Type.Tuple([CityCode, CityCode]), { maxItems: 2000 }),
    maxTransfers: Type.Integer({ minimum: 0, maximum: 2 }),
    weightBreaksKg: Type.Array(Type.Number({ minimum: 0 }), {
      minItems: 1,
      maxItems: 20,
      description: 'Lower bounds of the weight bands, kg; the first is 0',
    }),
    zones: Type.Array(Zone, { minItems: 1, maxItems: 20 }),
    maxShipmentKg: Type.Number({ exclusiveMinimum: 0, description: 'Chargeable kg per shipment' }),
    pickup: Type.Array(PriceBand, { minItems: 1, maxItems: 20, description: 'Door pickup (COURIER)' }),
    delivery: Type.Array(PriceBand, { minItems: 1, maxItems: 20, description: 'Door delivery (COURIER)' }),
    transfer: Type.Object(
      { rubPerKg: Rub(), minimumRub: Rub(), days: Type.Integer({ minimum: 0, maximum: 5 }) },
      { additionalProperties: false, description: 'Each change of trucks on a composite route' },
    ),
    postamat: Type.Union([
      Type.Null(),
      Type.Object(
        {
          maxPlaceKg: Type.Number({ exclusiveMinimum: 0 }),
          maxPlaceCm: Type.Tuple([Type.Number(), Type.Number(), Type.Number()], {
            description: 'Locker cell, cm, largest side first',
          }),
          rub: Rub('Locker fee'),
        },
        { additionalProperties: false },
      ),
    ]),
    speed: Speed,
  },
  { additionalProperties: false },
);

const VehicleRate = Type.Object(
  {
    vehicle: Type.String({ minLength: 1, description: 'Fleet vehicle slug' }),
    rubPerKm: Type.Object(
      {
        tent: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
        flatbed: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
        isothermal: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
        refrigerated: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      },
      { additionalProperties: false, description: 'Per body type; a missing body is not offered' },
    ),
    minimumRub: Rub('Least an order costs'),
  },
  { additionalProperties: false },
);

const OptionalRub = Type.Optional(Rub());

export const DedicatedCard = Type.Object(
  {
    ...OfferTexts,
    depots: Type.Array(CityCode, { minItems: 1, maxItems: 300 }),
    maxKm: Type.Number({ exclusiveMinimum: 0, description: 'Longest loaded trip' }),
    vehicles: Type.Array(VehicleRate, { minItems: 1, maxItems: 50 }),
    loadRub: Type.Object(
      { rear: OptionalRub, 'rear-side': OptionalRub, 'rear-top': OptionalRub, 'rear-side-top': OptionalRub },
      { additionalProperties: false, description: 'Per loading kind; a missing kind is not offered' },
    ),
    serviceRub: Type.Object(
      {
        straps: OptionalRub,
        stakes: OptionalRub,
        'wooden-floor': OptionalRub,
        crating: OptionalRub,
        'tail-lift': OptionalRub,
      },
      { additionalProperties: false, description: 'Per extra service; a missing one is not offered' },
    ),
    emptyRun: Type.Object(
      {
        rateFactor: Type.Number({ minimum: 0, maximum: 2, description: 'Share of the loaded rate per km' }),
        freeKm: Type.Number({ minimum: 0, description: 'Depot distance not charged' }),
        returnRun: Type.Boolean({ description: 'The run back to the depot is charged (truck_back)' }),
      },
      { additionalProperties: false },
    ),
    speed: Speed,
  },
  { additionalProperties: false },
);

export const RateCard = Type.Object(
  {
    name: Text(120),
    kind: Type.Union([Type.Literal('own'), Type.Literal('partner')]),
    logo: Type.String({ pattern: '^/media/carriers/[a-z0-9-]+\\.svg$' }),
    consolidated: Type.Optional(ConsolidatedCard),
    dedicated: Type.Optional(DedicatedCard),
  },
  { additionalProperties: false, description: "A provider's rate card" },
);

export type RateCard = Static<typeof RateCard>;
export type ConsolidatedCard = Static<typeof ConsolidatedCard>;
export type DedicatedCard = Static<typeof DedicatedCard>;
export type PriceBand = Static<typeof PriceBand>;

/** A provider: its slug (the offers' company.slug) and its card. */
export interface Provider {
  slug: string;
  card: RateCard;
}
