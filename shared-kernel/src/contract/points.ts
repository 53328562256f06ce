/**
 * A carrier's pick-up points (issue 15, item 2): terminals, offices and parcel lockers where
 * cargo is handed over, with address, hours, coordinates and, for a locker, its largest cell.
 */
import { Type, type Static } from 'typebox';
import { POINT_KINDS } from './vocabulary';

export const PointKind = Type.Enum(POINT_KINDS, {
  description: 'WAREHOUSE: a terminal; OFFICE: an office that takes cargo; POSTAMAT: a parcel locker',
});

export const LockerLimits = Type.Object(
  {
    cellCm: Type.Object({
      length: Type.Number({ description: 'cm' }),
      width: Type.Number({ description: 'cm' }),
      height: Type.Number({ description: 'cm' }),
    }),
    maxKg: Type.Number({ description: 'the heaviest place a cell takes, kg' }),
  },
  { description: "A locker's largest cell: every place must fit one" },
);

export const PickupPoint = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 80, description: 'The point’s code' }),
    provider: Type.String({ maxLength: 100, description: 'The carrier (the offers’ company.slug)' }),
    kind: PointKind,
    city: Type.Object({
      code: Type.String({ maxLength: 20, description: 'KLADR id' }),
      name: Type.String({ maxLength: 200 }),
    }),
    name: Type.String({ maxLength: 200 }),
    address: Type.String({ maxLength: 500 }),
    hours: Type.String({ maxLength: 200 }),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    locker: Type.Union([LockerLimits, Type.Null()], { description: 'Only for a locker' }),
  },
  { description: 'A pick-up point: terminal, office or parcel locker of a carrier' },
);

export const PickupPointQuery = Type.Object({
  city: Type.String({ pattern: '^\\d{13}$', description: 'KLADR id of the city' }),
  provider: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'The carrier; every carrier when left out' }),
  ),
  kind: Type.Optional(PointKind),
  method: Type.Optional(
    Type.Enum(POINT_KINDS, {
      description:
        'A hand-over made at a point: the points each carrier declares for it, which may be of another kind (СДЭК serves WAREHOUSE at its offices)',
    }),
  ),
});

export const PickupPointList = Type.Object({ data: Type.Array(PickupPoint) });

export type PointKind = Static<typeof PointKind>;
export type LockerLimits = Static<typeof LockerLimits>;
export type PickupPoint = Static<typeof PickupPoint>;
export type PickupPointQuery = Static<typeof PickupPointQuery>;
export type PickupPointList = Static<typeof PickupPointList>;
