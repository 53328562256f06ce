/**
 * The parts of Деловые Линии's answers the adapter reads, as their documentation gives them;
 * anything else in an answer is ignored, anything missing here is a 'bad-answer'.
 *   calculator:  https://dev.dellin.ru/api/calculation/calculator/ ("Ответ метода")
 *   city search: POST /v2/public/kladr.json, their «Поиск КЛАДР» section (fields as the SDKs
 *                named in docs/carriers.md read them)
 *   terminals:   https://dev.dellin.ru/api/en_terminals/terminals-search/ and
 *                https://dev.dellin.ru/api/en_terminals/terminals-directory/ (the file's content)
 */
import { Type, type Static } from 'typebox';
import { answerShape } from '../answer';

const Money = Type.Union([Type.Number(), Type.Null()]);
/** Their numbers come as numbers or as numeric strings, depending on the method. */
const Numeric = Type.Union([Type.Number(), Type.String()]);
const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));

const Cost = Type.Object({ price: Type.Optional(Money), contractPrice: Type.Optional(Type.Boolean()) });
const End = Type.Object({
  price: Type.Optional(Money),
  /** The terminal's city (their name), as their answer gives it. */
  terminal: Text,
});

const Calculation = Type.Object({
  metadata: Type.Optional(Type.Object({ status: Type.Optional(Type.Number()) })),
  data: Type.Object({
    price: Money,
    intercity: Type.Optional(Cost),
    express: Type.Optional(Cost),
    derival: Type.Optional(End),
    arrival: Type.Optional(End),
    insurance: Type.Optional(Money),
    notify: Type.Optional(Cost),
    deliveryTerm: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    orderDates: Type.Optional(
      Type.Object({
        arrivalToOspReceiver: Text,
        giveoutFromOspReceiver: Text,
        giveoutFromOspReceiverMax: Text,
        derrivalToAddress: Text,
        derivalToAddressMax: Text,
      }),
    ),
  }),
});
export const DellinCalculationAnswer = answerShape(Calculation);
export type DellinCalculation = Static<typeof Calculation>['data'];

export const DellinCitiesAnswer = answerShape(
  Type.Object({
    cities: Type.Array(
      Type.Object({
        code: Type.String(),
        cityID: Type.Optional(Numeric),
        searchString: Text,
        aString: Text,
        isTerminal: Type.Optional(Type.Union([Numeric, Type.Boolean()])),
      }),
    ),
  }),
);

export const DellinCityTerminalsAnswer = answerShape(
  Type.Object({
    terminals: Type.Array(Type.Object({ id: Numeric, default: Type.Optional(Type.Boolean()) })),
  }),
);

/** The directory is a file: the method answers where it is and a hash of its content. */
export const DellinDirectoryAnswer = answerShape(Type.Object({ hash: Type.String(), url: Type.String() }));

const Worktable = Type.Object({
  department: Text,
  monday: Text,
  tuesday: Text,
  wednesday: Text,
  thursday: Text,
  friday: Text,
  saturday: Text,
  sunday: Text,
  timetable: Text,
});

const DirectoryTerminal = Type.Object({
  id: Numeric,
  name: Type.String(),
  address: Text,
  fullAddress: Text,
  latitude: Type.Optional(Type.Union([Numeric, Type.Null()])),
  longitude: Type.Optional(Type.Union([Numeric, Type.Null()])),
  isOffice: Type.Optional(Type.Boolean()),
  receiveCargo: Type.Optional(Type.Boolean()),
  giveoutCargo: Type.Optional(Type.Boolean()),
  worktables: Type.Optional(Type.Object({ worktable: Type.Optional(Type.Array(Worktable)) })),
});
export type DellinDirectoryTerminal = Static<typeof DirectoryTerminal>;

export const DellinDirectoryFile = answerShape(
  Type.Object({
    city: Type.Array(
      Type.Object({
        code: Type.String(),
        terminals: Type.Optional(Type.Object({ terminal: Type.Optional(Type.Array(DirectoryTerminal)) })),
      }),
    ),
  }),
);
