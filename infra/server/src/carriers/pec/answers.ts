/**
 * The parts of ПЭК's answers the adapter reads, as their API documentation gives them
 * (https://kabinet.pecom.ru/api/v1 , groups /calculator/ and /branches/; the same schema as the
 * OpenAPI-generated SDK https://github.com/glook/pecom-php-sdk , generated/Model/*.php).
 * Anything else in an answer is ignored, anything missing here is a 'bad-answer'.
 */
import { Type, type Static } from 'typebox';
import { answerShape } from '../answer';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.Null()]));
const Amount = Type.Optional(Type.Union([Type.Number(), Type.Null()]));
/** Coordinates come as numbers (`coordinatesobj`) or as strings, depending on the method. */
const Degrees = Type.Union([Type.Number(), Type.String()]);

/** POST /branches/findzonebyaddress/: the branch serving an address and its main warehouse. */
export const PecZoneAnswer = answerShape(
  Type.Object({
    branchUID: Text,
    branchTitle: Text,
    mainWarehouseId: Text,
    zoneId: Text,
    geoData: Type.Optional(Type.Union([Type.Object({ precision: Text }), Type.Null()])),
  }),
);

const Item = { serviceType: Text, info: Text, cost: Amount };
/** A service; its own `services` are priced apart (not in its `cost`), read one level deep. */
const Service = Type.Object({
  ...Item,
  services: Type.Optional(Type.Union([Type.Array(Type.Object(Item)), Type.Null()])),
});

/** POST /calculator/calculateprice/: a transfer per product asked for, terms per product. */
const Price = Type.Object({
  hasError: Flag,
  errorMessage: Text,
  branchSender: Text,
  branchReceiver: Text,
  transfers: Type.Optional(
    Type.Union([
      Type.Array(
        Type.Object({
          type: Type.Integer(),
          costTotal: Amount,
          hasError: Flag,
          errorMessage: Text,
          estDeliveryTime: Amount,
          services: Type.Optional(Type.Union([Type.Array(Service), Type.Null()])),
        }),
      ),
      Type.Null(),
    ]),
  ),
  /** Hand-in times, one per figure of the common terms' arrays. */
  transportingTimes: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
  commonTerms: Type.Optional(
    Type.Union([
      Type.Array(
        Type.Object({
          type: Type.Optional(Type.Integer()),
          transporting: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
          transportingWithDelivery: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
          transportingWithPickup: Text,
          transportingWithDeliveryWithPickup: Text,
        }),
      ),
      Type.Null(),
    ]),
  ),
});
export const PecPriceAnswer = answerShape(Price);
export type PecPrice = Static<typeof Price>;
export type PecTransfer = NonNullable<PecPrice['transfers']>[number];
export type PecService = Static<typeof Service>;

const Coordinates = Type.Object({ latitude: Degrees, longitude: Degrees });

const Warehouse = Type.Object({
  id: Type.String(),
  name: Text,
  address: Text,
  addressDivision: Text,
  coordinates: Text,
  coordinatesobj: Type.Optional(Type.Union([Coordinates, Type.Null()])),
  departmentClosingDate: Text,
  divisionTimeOfWork: Type.Optional(
    Type.Union([Type.Array(Type.Object({ dayOfWeek: Degrees, workFrom: Text, workTo: Text })), Type.Null()]),
  ),
});

const Division = Type.Object({
  id: Type.String(),
  name: Text,
  cityId: Text,
  /** 0 an office of theirs, 1 a pick-up point (ПВЗ), 4 the branch's main office. */
  departmentTypeId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  warehouses: Type.Optional(Type.Union([Type.Array(Warehouse), Type.Null()])),
});
export type PecDivision = Static<typeof Division>;

/** POST /branches/all/: branches, each with its cities and divisions (one warehouse each). */
const Branches = Type.Object({
  branches: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Text,
      cities: Type.Optional(
        Type.Union([Type.Array(Type.Object({ cityId: Type.String(), title: Text })), Type.Null()]),
      ),
      divisions: Type.Optional(Type.Union([Type.Array(Division), Type.Null()])),
    }),
  ),
});
export const PecBranchesAnswer = answerShape(Branches);
export type PecBranch = Static<typeof Branches>['branches'][number];

/** Their error envelope, which may come in a 200 (the SDK's PecomErrorAwareHttpClient). */
export const PecErrorEnvelope = answerShape(
  Type.Object({ error: Type.Object({ title: Text, message: Text }) }),
);
