/**
 * A provider's rate card: everything its prices, coverage and speed come from. Cards live in the
 * database (seeded, replaced by staff through the API); the server validates them on the way in
 * with this schema, and its `rateCardProblems` adds the rules a schema cannot say. The staff
 * console's rate-card module (issue 19) edits them: summaries, versions, the preview of a draft
 * and the problems of a refused card, field by field.
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

/** A rule the server found broken: the field (`consolidated.zones[1].minimumRub`; '' the whole card) and why. */
export const RateCardProblem = Type.Object({
  path: Type.String({
    description: "a path in the card, as a form names its fields; '' the card as a whole",
  }),
  message: Type.String(),
});

const Actor = Type.Union([Type.Object({ id: Type.String(), email: Type.String() }), Type.Null()]);

/** A card as staff see it: which version prices now, changed when and by whom. */
export const StaffRateCard = Type.Object({
  provider: Type.String(),
  version: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Actor,
  card: RateCard,
});

/** One stored version of a card (the newest is the live one). */
export const RateCardVersion = Type.Object({
  version: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  by: Actor,
  /** A restore: the version it copied. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  /** The fields that differ from the version before, as paths in the card. */
  changed: Type.Array(Type.String()),
});

export const RateCardVersionDetail = Type.Object({ ...RateCardVersion.properties, card: RateCard });

export const RateCardRestoreBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

/** A sample shipment the preview prices, with the live card and with the draft. */
export const RateCardPreviewRow = Type.Object({
  id: Type.String({ description: 'the sample, e.g. spb-msk-consolidated-500kg' }),
  from: Type.String({ description: 'origin city name' }),
  to: Type.String(),
  mode: Type.Union([Type.Literal('consolidated'), Type.Literal('dedicated')]),
  weightKg: Type.Union([Type.Number(), Type.Null()], { description: 'consolidated: the cargo, kg' }),
  vehicle: Type.Union([Type.String(), Type.Null()], { description: "dedicated: the fleet vehicle's name" }),
  live: Type.Union([Type.Number(), Type.Null()], { description: 'total, roubles; null: not offered' }),
  draft: Type.Union([Type.Number(), Type.Null()]),
});
export const RateCardPreview = Type.Object({ provider: Type.String(), rows: Type.Array(RateCardPreviewRow) });

export type RateCard = Static<typeof RateCard>;
export type ConsolidatedCard = Static<typeof ConsolidatedCard>;
export type DedicatedCard = Static<typeof DedicatedCard>;
export type PriceBand = Static<typeof PriceBand>;
export type RateCardProblem = Static<typeof RateCardProblem>;
export type StaffRateCard = Static<typeof StaffRateCard>;
export type RateCardVersion = Static<typeof RateCardVersion>;
export type RateCardVersionDetail = Static<typeof RateCardVersionDetail>;
export type RateCardRestoreBody = Static<typeof RateCardRestoreBody>;
export type RateCardPreviewRow = Static<typeof RateCardPreviewRow>;
export type RateCardPreview = Static<typeof RateCardPreview>;
